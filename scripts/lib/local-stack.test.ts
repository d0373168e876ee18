import assert from 'node:assert/strict';
import { it } from 'node:test';
import { missingSettings } from './local-stack';

it('adds only the settings a local file lacks, leaving existing values alone', () => {
  const example = '# comment\nA=1\nB="two words"\nC=3\n';
  const local = 'A=changed\nC=\n';
  assert.deepEqual(missingSettings(example, local), ['B="two words"']);
  assert.deepEqual(missingSettings(example, example), []);
});
