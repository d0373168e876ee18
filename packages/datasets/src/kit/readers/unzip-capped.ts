import { unzipSync, type Unzipped } from 'fflate';

/**
 * Unzipping a package that may be hostile: a few kilobytes can inflate to gigabytes (a zip
 * bomb) or list a million parts. fflate allocates each deflated part at the size the zip's
 * directory declares, before inflating, and writes no more than that into it; so refusing
 * the package once the declared sizes add up past the cap, before anything is allocated,
 * bounds the memory whatever the parts really hold (a part that inflates past its declared
 * size comes out cut, and then does not parse).
 */
export interface UnzipLimits {
  /** Every part's size once inflated, added up. */
  maxBytes: number;
  maxEntries: number;
}

/**
 * A regulator's workbook of under 2 MB unzips to about ten times that, in a few dozen parts;
 * the ingestion's memory (1 GiB) holds a few times the cap as parsed text.
 */
export const XLSX_UNZIP_LIMITS: UnzipLimits = { maxBytes: 100_000_000, maxEntries: 1_000 };

export function unzipCapped(bytes: Uint8Array, { maxBytes, maxEntries }: UnzipLimits): Unzipped {
  let entries = 0;
  let total = 0;
  return unzipSync(bytes, {
    filter({ size, originalSize, compression }) {
      entries += 1;
      if (entries > maxEntries) throw new Error(`The package has more than ${maxEntries} parts`);
      // A stored part is copied as it is in the zip; a deflated one gets its declared size.
      total += compression === 0 ? size : originalSize;
      if (total > maxBytes) throw new Error(`The package unzips to more than ${maxBytes} bytes`);
      return true;
    },
  });
}
