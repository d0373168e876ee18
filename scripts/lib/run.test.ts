import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { runHeld } from './run';

describe('runHeld', () => {
  it('answers the exit code and holds the output of stdout and stderr', async () => {
    const held = await runHeld(process.execPath, [
      '-e',
      "process.stdout.write('one\\n'); process.stderr.write('problem\\n'); process.stdout.write('two\\n'); process.exitCode = 3;",
    ]);
    assert.equal(held.code, 3);
    // Two pipes: the order between them is the order their data arrived, not always the order written.
    assert.deepEqual(
      held.output.split('\n').filter((line) => line !== 'problem'),
      ['one', 'two', ''],
    );
    assert.match(held.output, /^problem$/m);
  });

  it('answers 127 and the reason when the command cannot start', async () => {
    const held = await runHeld('no-such-command-anywhere', []);
    assert.equal(held.code, 127);
    assert.match(held.output, /no-such-command-anywhere failed to start: .*ENOENT/);
  });
});
