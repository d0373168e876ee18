import assert from 'node:assert/strict';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { it } from 'node:test';
import { ROOT } from './local-stack';

it('npm start stops with one sentence naming the missing Java when none >= 21 is visible', () => {
  // Java hidden: no JAVA_HOME, a PATH with only node, and no JVM directories to search.
  const result = spawnSync(process.execPath, ['--import', 'tsx', path.join('scripts', 'start.ts')], {
    cwd: ROOT,
    encoding: 'utf8',
    timeout: 60_000,
    env: { PATH: path.dirname(process.execPath), JAVA_SEARCH_DIRS: '', HOME: process.env.HOME },
  });
  assert.equal(result.status, 1);
  assert.match(
    result.stderr,
    /Java 21 or newer is required by the Firebase emulators, and none was found in JAVA_HOME, PATH: install one/,
  );
  assert.doesNotMatch(result.stderr, /\n\s+at /, 'no stack trace');
});
