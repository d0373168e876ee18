/**
 * Text written into a PNG file (iTXt chunks, PNG specification 11.3.4.5: UTF-8, uncompressed)
 * so an image keeps its title, source and 'Data as of' as text that file viewers and search
 * tools read, besides the pixels that show them.
 */
import { strToU8 } from 'fflate';

/** PNG's signature (8 bytes) and its first chunk, IHDR (4 + 4 + 13 + 4 bytes): text chunks go after it. */
const AFTER_HEADER = 33;

const CRC_TABLE = Array.from({ length: 256 }, (_, byte) => {
  let crc = byte;
  for (let bit = 0; bit < 8; bit++) crc = crc & 1 ? 0xedb88320 ^ (crc >>> 1) : crc >>> 1;
  return crc >>> 0;
});

/** CRC-32 as PNG chunks carry it (ISO 3309). */
export function crc32(bytes: Uint8Array): number {
  let crc = 0xffffffff;
  for (const byte of bytes) crc = CRC_TABLE[(crc ^ byte) & 0xff] ^ (crc >>> 8);
  return (crc ^ 0xffffffff) >>> 0;
}

function textChunk(keyword: string, text: string): Uint8Array<ArrayBuffer> {
  // Keyword (Latin-1), then: null, not compressed, method 0, no language tag, no translated keyword.
  const data = new Uint8Array([...strToU8(keyword, true), 0, 0, 0, 0, 0, ...strToU8(text)]);
  const chunk = new Uint8Array(12 + data.length);
  const view = new DataView(chunk.buffer);
  view.setUint32(0, data.length);
  chunk.set(strToU8('iTXt', true), 4);
  chunk.set(data, 8);
  view.setUint32(8 + data.length, crc32(chunk.subarray(4, 8 + data.length)));
  return chunk;
}

/** The PNG with a text chunk for each keyword ('Title', 'Description', ...) and its text. */
export async function withPngText(png: Blob, entries: Record<string, string>): Promise<Blob> {
  const bytes = new Uint8Array(await png.arrayBuffer());
  const chunks = Object.entries(entries).map(([keyword, text]) => textChunk(keyword, text));
  return new Blob([bytes.slice(0, AFTER_HEADER), ...chunks, bytes.slice(AFTER_HEADER)], { type: 'image/png' });
}
