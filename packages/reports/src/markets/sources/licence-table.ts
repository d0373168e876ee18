/** A licence list as a table of licences held by type, largest first. */
import type { TableFact } from '../facts';

export function licencesByType(types: string[], notes: string[]): TableFact {
  const counts = new Map<string, number>();
  for (const type of types) counts.set(type, (counts.get(type) ?? 0) + 1);
  return {
    key: 'licences-by-type',
    topic: 'licences',
    kind: 'table',
    title: 'Licences held by type',
    columns: [{ label: 'Licence type' }, { label: 'Licences', unit: 'count' }],
    rows: [...counts].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)),
    notes: [...notes, 'The list’s date is its period in Sources.'],
  };
}
