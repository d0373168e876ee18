/**
 * A report's figures as one long table: one record per figure, naming its section, its series
 * (a chart's series, a table's column, a map's measure), its category (a chart's period, a
 * table's row, a map's county), the value, the unit, the flag, and the category's position in
 * its section (1 for the first): a table's first column need not be unique (two stores of one
 * chain share a name), so the position is what tells its rows apart. The data API's CSV of a
 * report is this table, so the JSON and the CSV carry the same figures by construction, and the MCP
 * server (packages/mcp-server) answers these records.
 */
import type { ReportData, ReportSection } from './report-data';

export const FIGURE_COLUMNS = ['section', 'series', 'category', 'value', 'unit', 'flag', 'position'] as const;

export type Figure = [
  section: string,
  series: string,
  category: string,
  value: string | number | null,
  unit: string | null,
  flag: string | null,
  position: number,
];

function sectionFigures(section: ReportSection): Figure[] {
  if (section.kind === 'table') {
    return section.rows.flatMap((row, rowIndex) =>
      row.slice(1).map((value, index): Figure => {
        const column = section.columns[index + 1];
        return [
          section.title,
          column?.label ?? '',
          String(row[0] ?? ''),
          value,
          column?.unit ?? null,
          section.flags?.[rowIndex]?.[index + 1] ?? null,
          rowIndex + 1,
        ];
      }),
    );
  }
  const categories = section.kind === 'county-map' ? section.areas : section.x;
  const series = section.kind === 'county-map' ? section.measures : section.series;
  return series.flatMap((one) =>
    categories.map((category, index): Figure => [
      section.title,
      one.label,
      category,
      one.values[index] ?? null,
      section.unit,
      one.flags?.[index] ?? null,
      index + 1,
    ]),
  );
}

export const reportFigures = (report: ReportData): Figure[] => report.sections.flatMap(sectionFigures);
