import type { SourceRow } from './readers/source-row';

/** Header cells compare loosely: files differ in case and in stray spaces around titles. */
function headerKey(cell: string): string {
  return cell.trim().toLowerCase();
}

/**
 * The columns a format reads, located in a file's header row. A layout maps the format's
 * field names to the column titles of one variant of the file (the original and the
 * converted CSV of the same publication title their columns differently).
 */
export class Columns<F extends string> {
  private constructor(
    private readonly header: string[],
    private readonly titles: Record<F, string>,
    private readonly positions: Record<F, number>,
  ) {}

  /** The first layout whose every column is in the header, located; undefined when none fits. */
  static find<F extends string>(header: string[], layouts: readonly Record<F, string>[]): Columns<F> | undefined {
    const keys = header.map(headerKey);
    for (const layout of layouts) {
      const positions = {} as Record<F, number>;
      const fields = Object.keys(layout) as F[];
      // A title as written first: StatCan's tables have both a 'Value' dimension and a 'VALUE' column.
      for (const field of fields) {
        const exact = header.findIndex((cell) => cell.trim() === layout[field].trim());
        positions[field] = exact >= 0 ? exact : keys.indexOf(headerKey(layout[field]));
      }
      if (fields.every((field) => positions[field] >= 0)) {
        const titles = {} as Record<F, string>;
        for (const field of fields) titles[field] = header[positions[field]].trim();
        return new Columns(header, titles, positions);
      }
    }
    return undefined;
  }

  /** The field's cell, trimmed; '' when the row stops before it. */
  text(row: SourceRow, field: F): string {
    return (row.cells[this.positions[field]] ?? '').trim();
  }

  /** The column title as the file writes it, so that a rejection reason points at the right column. */
  title(field: F): string {
    return this.titles[field];
  }

  /** The titles (trimmed) of the header's columns whose cell in the row is not blank. */
  filledTitles(row: SourceRow): string[] {
    return this.header.map((title) => title.trim()).filter((_title, index) => (row.cells[index] ?? '').trim() !== '');
  }
}
