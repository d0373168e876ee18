import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, it } from 'node:test';
import {
  isStrongCopyleft,
  licenseOf,
  licenseProblems,
  licensesMarkdown,
  RUNTIME_WORKSPACES,
  runtimeDependencies,
} from './licenses';

const ROOT = path.resolve(__dirname, '..', '..');

describe('the runtime dependencies of the functions and the web', () => {
  for (const workspace of RUNTIME_WORKSPACES) {
    it(`${workspace}: each has a licence, and none is GPL or AGPL`, () => {
      const dependencies = runtimeDependencies(ROOT, workspace);
      assert.ok(dependencies.length > 10, `${workspace} has its dependencies installed`);
      assert.deepEqual(licenseProblems(dependencies), []);
    });
  }
});

describe('runtimeDependencies', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'licenses-'));
  after(() => rmSync(root, { recursive: true, force: true }));
  const writePackage = (folder: string, manifest: object) => {
    mkdirSync(path.join(root, folder), { recursive: true });
    writeFileSync(path.join(root, folder, 'package.json'), JSON.stringify(manifest));
  };

  it('follows dependencies the way Node resolves them, and finds one without a licence and a GPL one', () => {
    writePackage('app', { name: 'app', dependencies: { free: '1', shared: '1' }, optionalDependencies: { gone: '1' } });
    writePackage('node_modules/free', {
      name: 'free',
      version: '1.0.0',
      license: 'MIT',
      dependencies: { nested: '1' },
    });
    writePackage('node_modules/free/node_modules/nested', {
      name: 'nested',
      version: '2.0.0',
      licenses: [{ type: 'GPL-3.0' }],
    });
    writePackage('node_modules/shared', { name: 'shared', version: '3.0.0' });
    const dependencies = runtimeDependencies(root, 'app');
    assert.deepEqual(dependencies, [
      { name: 'free', version: '1.0.0', license: 'MIT' },
      { name: 'nested', version: '2.0.0', license: 'GPL-3.0' },
      { name: 'shared', version: '3.0.0', license: 'UNKNOWN' },
    ]);
    assert.deepEqual(licenseProblems(dependencies), [
      'nested@2.0.0 is GPL-3.0',
      'shared@3.0.0 names no licence (UNKNOWN)',
    ]);
  });
});

describe('licences', () => {
  it('reads the SPDX field and the older forms', () => {
    assert.equal(licenseOf({ license: 'Apache-2.0' }), 'Apache-2.0');
    assert.equal(licenseOf({ license: { type: 'MIT' } }), 'MIT');
    assert.equal(licenseOf({ licenses: [{ type: 'MIT' }, { type: 'Apache-2.0' }] }), '(MIT OR Apache-2.0)');
    assert.equal(licenseOf({}), 'UNKNOWN');
  });

  it('counts GPL and AGPL as copyleft unless another choice is offered; LGPL is not counted', () => {
    assert.ok(isStrongCopyleft('GPL-3.0-only'));
    assert.ok(isStrongCopyleft('AGPL-3.0-or-later'));
    assert.ok(isStrongCopyleft('(GPL-2.0 OR AGPL-3.0)'));
    assert.ok(!isStrongCopyleft('(MIT OR GPL-3.0)'));
    assert.ok(!isStrongCopyleft('LGPL-3.0'));
    assert.ok(!isStrongCopyleft('MIT'));
  });
});

describe('the licence list', () => {
  it('names the fonts under the Open Font License and how they may ship, once each; none, no such section', () => {
    const font = { name: 'some-font', version: '1.0.0', license: 'MIT AND OFL-1.1' };
    const code = { name: 'some-code', version: '2.0.0', license: 'MIT' };
    const markdown = licensesMarkdown([
      { workspace: 'functions', dependencies: [font, code] },
      { workspace: 'web', dependencies: [font] },
    ]);
    assert.match(markdown, /## Fonts\n\nUnder the SIL Open Font License 1\.1: some-font 1\.0\.0\. /);
    assert.ok(!licensesMarkdown([{ workspace: 'web', dependencies: [code] }]).includes('## Fonts'));
  });
});
