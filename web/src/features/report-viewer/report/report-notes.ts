/**
 * Where a report's notes are read. A note repeated under several charts or tables (a source
 * statement, how weeks run) is true of the report: it is said once, in 'About this data', with
 * the report's own notes. A note only one section carries explains that section and stays under it.
 */
import type { ReportData, ReportSection } from '../api/report-data';

export interface PlacedNotes {
  /** The sections, each with only the notes that are its own. */
  sections: ReportSection[];
  /** The report's notes, then those several sections shared, each once. */
  about: string[];
}

export function placeNotes(data: ReportData): PlacedNotes {
  const carriers = new Map<string, number>();
  for (const section of data.sections)
    for (const note of new Set(section.notes)) carriers.set(note, (carriers.get(note) ?? 0) + 1);
  const shared = (note: string) => (carriers.get(note) ?? 0) > 1;
  return {
    sections: data.sections.map((section) =>
      section.notes?.some(shared) ? { ...section, notes: section.notes.filter((note) => !shared(note)) } : section,
    ),
    about: [...new Set([...data.notes, ...[...carriers.keys()].filter(shared)])],
  };
}
