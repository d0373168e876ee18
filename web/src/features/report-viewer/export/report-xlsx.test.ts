import { describe, expect, it } from 'vitest';
import { readXlsx } from '../../../testing/read-xlsx';
import { washingtonReport } from '../../../testing/report-data';
import {
  sectionTable,
  attributionLines,
  reportCsv,
  NOTES_KEY,
  reportWorkbook,
  reportXlsx,
} from '@cannabis-reports/report-files';

const king = {
  ...washingtonReport({ from: '2021-09', to: '2021-10', county: 'King' }),
  flagNotes: { withheld: 'Fewer than three licensees.' },
};
const table = sectionTable({
  kind: 'table',
  title: 'Retail by county',
  columns: [
    { label: 'County' },
    { label: 'Month' },
    { label: 'Retail', unit: 'usd' },
    { label: 'Change', unit: 'percent' },
  ],
  rows: [
    ['King', '2021-10', 147_137_979.5, 12.5],
    ['El Paso', '2021-10', null, null],
    ['Adams', '2021-10', 0, -3],
  ],
  flags: [
    [null, null, 'partial', null],
    [null, null, 'withheld', null],
    [null, null, null, null],
  ],
});

describe("a report table's workbook", () => {
  const { sheets } = readXlsx(reportXlsx(king, 'Retail by county', table));
  const [sheet] = sheets;
  const value = (ref: string) => sheet.cells.get(ref)?.value;
  const lines = attributionLines(king);
  // The sources and report lines, the title, the notes key, an empty row, then the header (1-based rows).
  const header = lines.length + 4;

  it('has one sheet named after the table, the attribution in its first rows', () => {
    expect(sheets.map(({ name }) => name)).toEqual(['Retail by county']);
    expect(lines.map((_, index) => value(`A${index + 1}`))).toEqual(lines);
    expect(value(`A${lines.length}`)).toContain('data as of Oct 2021. Filters: Sep 2021 to Oct 2021; County: King');
    expect(value(`A${lines.length + 1}`)).toBe('Retail by county');
    expect(value(`A${lines.length + 2}`)).toBe(NOTES_KEY);
    expect(['A', 'B', 'C', 'D'].map((column) => value(`${column}${header}`))).toEqual([
      'County',
      'Month',
      'Retail (USD)',
      'Change (%)',
    ]);
  });

  it('writes the figures as numbers, in their unit, the same figures as the CSV', () => {
    expect(sheet.cells.get(`C${header + 1}`)).toEqual({ value: 147_137_979.5, style: 2 });
    expect(sheet.cells.get(`D${header + 1}`)).toEqual({ value: 12.5, style: 5 });
    expect(sheet.cells.get(`C${header + 3}`)).toEqual({ value: 0, style: 2 });
    expect(value(`D${header + 3}`)).toBe(-3);
    expect(value(`B${header + 1}`)).toBe('Oct 2021');
    expect(reportCsv(king, 'Retail by county', table)).toContain('\r\nKing,Oct 2021,147137979.5,12.5\r\n');
  });

  it('leaves a withheld figure empty with a note, never zero, and notes a qualified one', () => {
    expect(sheet.cells.has(`C${header + 2}`)).toBe(false);
    expect(sheet.cells.has(`D${header + 2}`)).toBe(false);
    expect(sheet.notes).toEqual(
      new Map([
        [`C${header + 1}`, 'Partial: Covers only part of what its label says.'],
        [`C${header + 2}`, 'Withheld: Fewer than three licensees.'],
      ]),
    );
  });
});

describe("a report's workbook", () => {
  it('has a sheet for each chart and table, in the page order, each under the attribution', () => {
    const { sheets } = readXlsx(reportWorkbook(king));
    expect(sheets.map(({ name }) => name)).toEqual(['Monthly sales', 'Top stores']);
    const lines = attributionLines(king);
    for (const sheet of sheets) expect(sheet.cells.get('A1')?.value).toBe(lines[0]);
    const header = lines.length + 3;
    expect(sheets[0].cells.get(`B${header + 2}`)).toEqual({ value: 115_931_747.87, style: 2 });
    expect(sheets[1].cells.get(`A${header + 1}`)?.value).toBe('King store');
  });

  it('carries the marks of a chart under its title, in the CSV and the workbook alike, with their sources', () => {
    const annotated = {
      ...king,
      sections: king.sections.map((section) =>
        section.title === 'Monthly sales'
          ? {
              ...section,
              annotations: [
                {
                  x: '2021-09',
                  label: 'New labels',
                  kind: 'report-change' as const,
                  text: 'The regulator renamed its customer types.',
                  sourceUrl: 'https://regulator.test/dashboard',
                },
              ],
            }
          : section,
      ),
    };
    const line =
      'Marked on the chart: Sep 2021 (dashed line): New labels. The regulator renamed its customer types. Source: https://regulator.test/dashboard';
    const chart = sectionTable({ kind: 'table', title: 'Monthly sales', columns: [{ label: 'Month' }], rows: [] });
    expect(reportCsv(annotated, 'Monthly sales', chart)).toContain(`\r\nMonthly sales\r\n${line}\r\n`);
    const [sheet] = readXlsx(reportWorkbook(annotated)).sheets;
    const lines = attributionLines(annotated);
    expect(sheet.cells.get(`A${lines.length + 2}`)?.value).toBe(line);
    // A table has no marks: nothing is added above it.
    expect(reportCsv(annotated, 'Top stores', chart)).not.toContain('Marked on the chart');
  });
});
