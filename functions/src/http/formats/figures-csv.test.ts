import { FIGURE_COLUMNS, reportFigures, type ReportData } from '@cannabis-reports/contracts';
import { csvField, csvOf } from './csv';

const report: ReportData = {
  reportId: 'sample',
  title: 'Sample',
  description: '',
  sample: true,
  dataAsOf: '2024-02',
  sources: [],
  filters: [],
  notes: [],
  sections: [
    {
      kind: 'line-chart',
      title: 'Sales',
      unit: 'usd',
      x: ['2024-01', '2024-02'],
      series: [{ label: 'CO', values: [10.5, null], flags: [null, 'withheld'] }],
    },
    {
      kind: 'table',
      title: 'Top, by "sales"',
      columns: [{ label: 'Store' }, { label: 'Sales', unit: 'usd' }, { label: 'Share', unit: 'percent' }],
      rows: [['=HYPERLINK("x")', 100, 0.25]],
    },
    {
      kind: 'county-map',
      title: 'Counties',
      state: 'CO',
      unit: 'usd',
      period: 'Feb 2024',
      areas: ['Denver'],
      measures: [{ label: 'Retail', values: [7] }],
    },
  ],
};

/** The CSV read back as records of text, as a spreadsheet would (no quoting tricks in these cells but one). */
function parseCsv(text: string): string[][] {
  const records: string[][] = [];
  for (const line of text.trimEnd().split('\r\n')) {
    const cells: string[] = [];
    for (const match of line.matchAll(/("(?:[^"]|"")*"|[^,]*)(,|$)/g)) {
      if (match.index === line.length && cells.length) break;
      const cell = match[1];
      cells.push(cell.startsWith('"') ? cell.slice(1, -1).replaceAll('""', '"') : cell);
    }
    records.push(cells);
  }
  return records;
}

describe("a report's figures as one table", () => {
  it('carries every figure of every section once, with its unit and flag', () => {
    expect(reportFigures(report)).toEqual([
      ['Sales', 'CO', '2024-01', 10.5, 'usd', null, 1],
      ['Sales', 'CO', '2024-02', null, 'usd', 'withheld', 2],
      ['Top, by "sales"', 'Sales', '=HYPERLINK("x")', 100, 'usd', null, 1],
      ['Top, by "sales"', 'Share', '=HYPERLINK("x")', 0.25, 'percent', null, 1],
      ['Counties', 'Retail', 'Denver', 7, 'usd', null, 1],
    ]);
  });

  it('writes the same figures as CSV, formulas made inert', () => {
    const parsed = parseCsv(csvOf(FIGURE_COLUMNS, reportFigures(report)));
    expect(parsed[0]).toEqual([...FIGURE_COLUMNS]);
    const values = parsed.slice(1).map((record) => (record[3] === '' ? null : Number(record[3])));
    expect(values).toEqual(reportFigures(report).map((figure) => figure[3]));
    expect(parsed[3][2]).toBe('\'=HYPERLINK("x")');
  });

  it('writes a list as one cell and booleans as words', () => {
    expect(csvField(['a', 'b'])).toBe('a; b');
    expect(csvField(false)).toBe('false');
    expect(csvField(undefined)).toBe('');
  });
});
