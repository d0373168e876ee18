import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { fakeApi } from '../../../testing/fake-api';
import { readXlsx } from '../../../testing/read-xlsx';
import { renderWithApp } from '../../../testing/render';
import { washingtonReport } from '../../../testing/report-data';
import { ReportView } from '../report/report-view';

const king = washingtonReport({ from: '2021-09', to: '2021-10', county: 'King' });

/** The files the page saves, by name. */
function captureDownloads(): Map<string, Blob> {
  const files = new Map<string, Blob>();
  const urls = new Map<string, Blob>();
  vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    const url = `blob:${urls.size}`;
    urls.set(url, blob as Blob);
    return url;
  });
  vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => {});
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    files.set(this.download, urls.get(this.getAttribute('href') ?? '') as Blob);
  });
  return files;
}

/** The sheets of the workbook a button saves, named 'washington-retail-<name>-<filters>.xlsx'. */
async function workbookFrom(button: string, name: string) {
  const files = captureDownloads();
  renderWithApp(<ReportView config={builtinEmbedConfig('washington-retail')} />);
  await userEvent.click(await screen.findByRole('button', { name: button }));
  const file = `washington-retail-${name}-2021-09-to-2021-10-county-king.xlsx`;
  await vi.waitFor(() => expect(files.has(file)).toBe(true));
  return readXlsx(new Uint8Array(await (files.get(file) as Blob).arrayBuffer())).sheets;
}

beforeEach(() => {
  stubCanvas();
  fakeApi({ 'GET /reports/washington-retail': { body: king } });
});

describe('the download buttons', () => {
  it('offer a chart as PNG, SVG, CSV and Excel, and a table as CSV and Excel', async () => {
    renderWithApp(<ReportView config={builtinEmbedConfig('washington-retail')} />);
    const chart = within(await screen.findByRole('group', { name: 'Download: Monthly sales' }));
    expect(
      chart.getAllByRole('button').map((button) => [button.textContent, button.getAttribute('aria-label')]),
    ).toEqual([
      ['PNG', 'Download PNG: Monthly sales'],
      ['SVG', 'Download SVG: Monthly sales'],
      ['CSV', 'Download CSV: Monthly sales'],
      ['Excel (XLSX)', 'Download Excel (XLSX): Monthly sales'],
    ]);
    const table = within(screen.getByRole('group', { name: 'Download: Top stores' }));
    expect(table.getAllByRole('button').map((button) => button.textContent)).toEqual(['CSV', 'Excel (XLSX)']);
  });

  it("save a table's workbook with its figures as numbers", async () => {
    const [sheet] = await workbookFrom('Download Excel (XLSX): Top stores', 'top-stores');
    const values = [...sheet.cells.values()].map((cell) => cell.value);
    expect(values.slice(-4)).toEqual(['Store', 'Sales (USD)', 'King store', 5000]);
  });

  it('save the whole report as one workbook, a sheet for each chart and table', async () => {
    const sheets = await workbookFrom('Download all tables (XLSX)', 'all-tables');
    expect(sheets.map((sheet) => sheet.name)).toEqual(['Monthly sales', 'Top stores']);
  });

  it("save a chart's SVG and PNG, stamped with its title", async () => {
    const files = captureDownloads();
    vi.spyOn(HTMLCanvasElement.prototype, 'toBlob').mockImplementation((done) =>
      done(new Blob(['png'], { type: 'image/png' })),
    );
    renderWithApp(<ReportView config={builtinEmbedConfig('washington-retail')} />);
    await userEvent.click(await screen.findByRole('button', { name: 'Download SVG: Monthly sales' }));
    await userEvent.click(screen.getByRole('button', { name: 'Download PNG: Monthly sales' }));
    const name = 'washington-retail-monthly-sales-2021-09-to-2021-10-county-king';
    await vi.waitFor(() => expect([...files.keys()].sort()).toEqual([`${name}.png`, `${name}.svg`]));
    expect(await (files.get(`${name}.svg`) as Blob).text()).toContain('<title>Monthly sales</title>');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
