import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { describe, it } from 'node:test';
import { FileFactsCollector } from './file-facts';

/** The facts of `text` fed in chunks of `size` bytes. */
function factsOf(text: string | Buffer, size: number) {
  const bytes = Buffer.from(text);
  const collector = new FileFactsCollector();
  for (let start = 0; start < bytes.length; start += size) collector.add(bytes.subarray(start, start + size));
  return collector.facts();
}

describe('FileFactsCollector', () => {
  it('gives the last non-blank line as trimming the text would, whatever the chunks', () => {
    for (const text of ['a,b\n1,2\n', 'a,b\n1,2', 'a,b\r\n1,2\r\n\r\n  \n', 'a,b\n1,2\n3,', '', '\n\n']) {
      const expected = text.trimEnd().split('\n').length;
      for (const size of [1, 2, 3, 64]) assert.equal(factsOf(text, size).lastLine, expected, JSON.stringify(text));
    }
  });

  it('hashes and counts the bytes as one piece would', () => {
    const text = 'x'.repeat(10_000);
    const facts = factsOf(text, 7);
    assert.equal(facts.bytes, 10_000);
    assert.equal(facts.sha256, createHash('sha256').update(text).digest('hex'));
  });

  it('knows a zip package by its first two bytes, even split across chunks', () => {
    assert.equal(factsOf(Buffer.from([0x50, 0x4b, 3, 4]), 1).isZip, true);
    assert.equal(factsOf('PA,K', 1).isZip, false);
    assert.equal(factsOf('', 1).isZip, false);
  });
});
