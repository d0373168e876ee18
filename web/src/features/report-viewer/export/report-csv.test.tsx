import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { washingtonReport } from '../../../testing/report-data';
import { ReportView } from '../report/report-view';
import { formatValue } from '../section/format';
import { sectionTable, attributionLines, reportCsv, reportFileName } from '@cannabis-reports/report-files';

beforeEach(stubCanvas);
afterEach(() => vi.restoreAllMocks());

const king = washingtonReport({ from: '2021-09', to: '2021-10', county: 'King' });

describe('a report CSV', () => {
  it("writes a table's months as its charts do, in the page and the file alike, and leaves other text and figures alone", () => {
    const table = sectionTable({
      kind: 'table',
      title: 'Year-over-year growth',
      columns: [{ label: 'State' }, { label: 'Month' }, { label: 'Sales', unit: 'usd' }],
      rows: [
        ['CO', '2021-10', 147_137_979],
        ['ME', '', null],
      ],
      flags: [
        [null, null, null],
        [null, null, 'incomplete'],
      ],
    });
    expect(table.rows).toEqual([
      ['CO', 'Oct 2021', 147_137_979],
      ['ME', '', null],
    ]);
    expect(table.flags?.[1][2]).toBe('incomplete');
    expect(reportCsv(king, 'Year-over-year growth', table)).toContain('\r\nCO,Oct 2021,147137979\r\n');
  });

  it('starts with the source, publisher and licence, then the report, its data-as-of month and filters', () => {
    expect(attributionLines(king)).toEqual([
      'Source: Sales activity, published by WSLCB (Nov 2017 to Oct 2021), https://lcb.wa.gov/. Licence: Public record',
      'Washington retail, data as of Oct 2021. Filters: Sep 2021 to Oct 2021; County: King',
    ]);
    expect(attributionLines(washingtonReport())[1]).toMatch(/Filters: Sep 2021 to Oct 2021; County: All counties$/);
  });

  it('is named after the report, the section and the filters', () => {
    expect(reportFileName(king, 'Monthly sales')).toBe(
      'washington-retail-monthly-sales-2021-09-to-2021-10-county-king.csv',
    );
    expect(reportFileName(washingtonReport(), 'Top stores')).toBe(
      'washington-retail-top-stores-2021-09-to-2021-10.csv',
    );
  });

  it('writes a withheld figure as the word the table shows, never as empty or zero', () => {
    const csv = reportCsv(king, 'Sales by county', {
      columns: [{ label: 'County' }, { label: 'Retail', unit: 'usd' }],
      rows: [['El Paso', null]],
      flags: [[null, 'withheld']],
    });
    expect(csv.split('\r\n').slice(-3)).toEqual(['County,Retail (USD)', 'El Paso,Withheld', '']);
  });

  it("downloads a chart's figures, equal to its table's, in a file named with the filters", async () => {
    fakeApi({ 'GET /reports/washington-retail': { body: king } });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
    const clicked: HTMLAnchorElement[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicked.push(this);
    });
    renderWithApp(<ReportView config={builtinEmbedConfig('washington-retail')} />);
    await userEvent.click(await screen.findByText('Show as table'));
    // One button per chart, whether its table is open or not.
    expect(screen.getAllByRole('button', { name: 'Download CSV: Monthly sales' })).toHaveLength(1);
    await userEvent.click(screen.getByRole('button', { name: 'Download CSV: Monthly sales' }));
    expect(clicked[0].download).toBe('washington-retail-monthly-sales-2021-09-to-2021-10-county-king.csv');

    const lines = (await files[0].text()).split('\r\n');
    expect(lines[0]).toMatch(/^"Source: Sales activity, published by WSLCB .* Licence: Public record"$/);
    expect(lines.slice(2, 4)).toEqual(['Monthly sales', 'Month,Sales (USD)']);
    const figures = lines.slice(4, -1).map((line) => line.split(','));
    const table = within(screen.getByRole('figure', { name: 'Monthly sales' })).getByRole('table');
    const shown = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) => Array.from(row.children, (cell) => cell.textContent));
    expect(figures.map(([month, sales]) => [month, formatValue(Number(sales), 'usd')])).toEqual(shown);
    expect(figures).toEqual([
      ['Sep 2021', '1234567.8'],
      ['Oct 2021', '115931747.87'],
    ]);
  });

  it('downloads a table too', async () => {
    fakeApi({ 'GET /reports/washington-retail': { body: king } });
    const files: Blob[] = [];
    vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
      files.push(blob as Blob);
      return 'blob:report';
    });
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    renderWithApp(<ReportView config={builtinEmbedConfig('washington-retail')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download CSV: Top stores' }));
    expect((await files[0].text()).split('\r\n').slice(-3)).toEqual(['Store,Sales (USD)', 'King store,5000', '']);
  });
});
