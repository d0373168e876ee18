/**
 * Writes a zip archive of a few small files, uncompressed ("stored"), which is all a
 * wrapper jar needs.
 */
import { zipSync, type Zippable } from 'fflate';

export interface ZipEntry {
  name: string;
  data: Buffer;
}

/**
 * A fixed timestamp (1980-01-01 00:00, the earliest a zip can hold) keeps the archive
 * byte-for-byte reproducible. Zip times have no time zone; fflate reads this in local time.
 */
const MTIME = new Date(1980, 0, 1);

export function createZip(entries: ZipEntry[]): Buffer {
  const files: Zippable = {};
  for (const { name, data } of entries) files[name] = [data, { level: 0, mtime: MTIME }];
  return Buffer.from(zipSync(files));
}
