import { zlibSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { crc32, withPngText } from './png-text';

/** A 1 x 1 white PNG, built from its chunks. */
function tinyPng(): Uint8Array {
  const chunk = (type: string, data: number[]) => {
    const body = new Uint8Array([...type].map((char) => char.charCodeAt(0)).concat(data));
    const out = new Uint8Array(12 + data.length);
    const view = new DataView(out.buffer);
    view.setUint32(0, data.length);
    out.set(body, 4);
    view.setUint32(8 + data.length, crc32(body));
    return [...out];
  };
  const header = [0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0];
  return new Uint8Array([
    137,
    80,
    78,
    71,
    13,
    10,
    26,
    10,
    ...chunk('IHDR', header),
    ...chunk('IDAT', [...zlibSync(new Uint8Array([0, 255, 255, 255]))]),
    ...chunk('IEND', []),
  ]);
}

/** Each chunk's type, with an iTXt chunk's keyword and text, and whether its CRC holds. */
function chunksOf(bytes: Uint8Array) {
  const view = new DataView(bytes.buffer);
  const chunks: Array<{ type: string; text?: [string, string]; crcOk: boolean }> = [];
  for (let at = 8; at < bytes.length;) {
    const length = view.getUint32(at);
    const type = new TextDecoder().decode(bytes.subarray(at + 4, at + 8));
    const data = bytes.subarray(at + 8, at + 8 + length);
    const crcOk = view.getUint32(at + 8 + length) === crc32(bytes.subarray(at + 4, at + 8 + length));
    const nul = data.indexOf(0);
    const text: [string, string] | undefined =
      type === 'iTXt'
        ? [new TextDecoder().decode(data.subarray(0, nul)), new TextDecoder().decode(data.subarray(nul + 5))]
        : undefined;
    chunks.push({ type, text, crcOk });
    at += 12 + length;
  }
  return chunks;
}

describe('text in a PNG', () => {
  it('computes the CRC-32 PNG uses', () => {
    expect(crc32(new TextEncoder().encode('IEND'))).toBe(0xae426082);
  });

  it('goes in iTXt chunks right after the header, in UTF-8, leaving the image as it was', async () => {
    const png = tinyPng();
    const stamped = new Uint8Array(
      await (
        await withPngText(new Blob([png.slice()]), { Title: 'Sales — by county', Description: 'Data as of Oct 2021' })
      ).arrayBuffer(),
    );
    const chunks = chunksOf(stamped);
    expect(chunks.map(({ type }) => type)).toEqual(['IHDR', 'iTXt', 'iTXt', 'IDAT', 'IEND']);
    expect(chunks.every(({ crcOk }) => crcOk)).toBe(true);
    expect(chunks.flatMap(({ text }) => (text ? [text] : []))).toEqual([
      ['Title', 'Sales — by county'],
      ['Description', 'Data as of Oct 2021'],
    ]);
    expect(stamped.slice(0, 33)).toEqual(png.slice(0, 33));
    expect(stamped.slice(stamped.length - (png.length - 33))).toEqual(png.slice(33));
  });
});
