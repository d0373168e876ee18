/** Sections to and from their stored form (parts.ts): a table's rows become objects, as Firestore requires. */
import type { ChartSection, ReportSection, TableSection } from '@cannabis-reports/contracts';
import type { StoredSection } from './parts';

export function toStored(section: ChartSection | TableSection): StoredSection {
  if (section.kind !== 'table') return section;
  const { rows, flags, ...rest } = section;
  return {
    ...rest,
    rows: rows.map((cells) => ({ cells })),
    ...(flags ? { flags: flags.map((cells) => ({ cells })) } : {}),
  };
}

export function fromStored(section: StoredSection): ReportSection {
  if (section.kind !== 'table') return section;
  const { rows, flags, ...rest } = section;
  return {
    ...rest,
    rows: rows.map((row) => row.cells),
    ...(flags ? { flags: flags.map((row) => row.cells) } : {}),
  };
}
