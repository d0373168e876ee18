/** Sections to and from their stored form (parts.ts): a table's rows become objects, as Firestore requires. */
import type { MarketSection, StoredSection } from './parts';

export function toStored(section: MarketSection): StoredSection {
  if (section.kind !== 'table') return section;
  const { rows, flags, ...rest } = section;
  return {
    ...rest,
    rows: rows.map((cells) => ({ cells })),
    ...(flags ? { flags: flags.map((cells) => ({ cells })) } : {}),
  };
}

export function fromStored(section: StoredSection): MarketSection {
  if (section.kind !== 'table') return section;
  const { rows, flags, ...rest } = section;
  return {
    ...rest,
    rows: rows.map((row) => row.cells),
    ...(flags ? { flags: flags.map((row) => row.cells) } : {}),
  };
}
