/**
 * Exports: a table's workbook holds the figures the page shows, as numbers, under the report's
 * attribution; a chart's PNG is the chart as drawn, stamped with its title, source and 'Data as
 * of', and its SVG says the same.
 */
import { readFile } from 'node:fs/promises';
import type { Download, Locator, Page } from '@playwright/test';
import { signInAsPaidUser } from '../support/auth';
import { expect, test } from '../support/fixtures';
import { column, pageFigure, readWorkbook } from '../support/workbook';

const VIEW = '/reports?report=washington-retail&from=2021-01&to=2021-06&county=Spokane';
const FILE_PREFIX = 'washington-retail-';
const FILE_FILTERS = '-2021-01-to-2021-06-county-spokane';

/** A paying user on the view, Washington retail in Spokane over six months: the report's region. */
async function openView(page: Page): Promise<Locator> {
  await signInAsPaidUser(page);
  await page.goto(VIEW);
  return page.getByRole('region', { name: 'Report' });
}

async function download(page: Page, button: Locator): Promise<{ name: string; bytes: Buffer }> {
  const started: Promise<Download> = page.waitForEvent('download');
  await button.click();
  const file = await started;
  return { name: file.suggestedFilename(), bytes: await readFile(await file.path()) };
}

test("a table downloads as a workbook with exactly the page's figures, as numbers, under its attribution", async ({
  page,
}) => {
  const viewer = await openView(page);
  const title = 'Top 10 stores by sales';
  const table = viewer.getByRole('table', { name: title });
  await expect(table.getByRole('row').nth(1)).toContainText('Spokane');
  const [headers, ...rows] = await table
    .getByRole('row')
    .evaluateAll((elements) => elements.map((row) => Array.from(row.children, (cell) => cell.textContent ?? '')));

  const file = await download(page, viewer.getByRole('button', { name: `Download Excel (XLSX): ${title}` }));
  expect(file.name).toBe(`${FILE_PREFIX}top-10-stores-by-sales${FILE_FILTERS}.xlsx`);
  const { sheetNames, cells, notes } = readWorkbook(file.bytes);
  expect(sheetNames).toEqual([title]);

  // The attribution first: one row per source, then the report's row with its filters, then the title.
  expect(String(cells.get('A1'))).toMatch(/^Source: .+, published by .+\. Licence: .+$/);
  let row = 1;
  while (String(cells.get(`A${row}`)).startsWith('Source: ')) row++;
  expect(String(cells.get(`A${row}`))).toContain('data as of');
  expect(String(cells.get(`A${row}`))).toContain('Filters: Jan 2021 to Jun 2021; County: Spokane');
  expect(cells.get(`A${row + 1}`)).toBe(title);
  // Then a key to the notes when there are any, an empty row, and the header.
  row = [2, 3, 4].map((step) => row + step).find((next) => cells.get(`A${next}`) === headers[0]) ?? NaN;
  expect(row, 'the header row').not.toBeNaN();
  const header = headers.map((_, index) => String(cells.get(`${column(index)}${row}`)));
  expect(header.map((label) => label.replace(/ \((USD|count|%)\)$/, ''))).toEqual(headers);
  expect(header).toContain('Sales (USD)');

  const numbers = rows.flatMap((shown, rowIndex) =>
    shown.flatMap((text, index) => {
      const ref = `${column(index)}${row + 1 + rowIndex}`;
      const cell = cells.get(ref);
      if (cell === undefined) {
        // An empty cell is a dash on the page, or a figure the source withholds, which has a note.
        if (text !== '—')
          expect(notes.get(ref), `${ref}: '${text}' on the page`).toMatch(new RegExp(`^${text.replace(/\W+$/, '')}: `));
        return [];
      }
      if (typeof cell === 'string') {
        expect(cell, ref).toBe(text);
        return [];
      }
      const figure = pageFigure(text);
      expect(figure, `${ref}: '${text}' on the page, ${cell} in the file`).toBeDefined();
      const { value, decimals } = figure ?? { value: NaN, decimals: 0 };
      expect(Math.abs(cell - value), `${ref}: '${text}' on the page, ${cell} in the file`).toBeLessThanOrEqual(
        0.5 * 10 ** -decimals + 1e-9,
      );
      return [cell];
    }),
  );
  // Every store's sales is a number cell.
  expect(numbers.length).toBeGreaterThanOrEqual(rows.length);
  expect(cells.get(`A${row + rows.length + 1}`)).toBeUndefined();

  // The whole report: a sheet for each chart and table, this table's the same as its own file's.
  const all = await download(page, viewer.getByRole('button', { name: 'Download all tables (XLSX)' }));
  expect(all.name).toBe(`${FILE_PREFIX}all-tables${FILE_FILTERS}.xlsx`);
  const workbook = readWorkbook(all.bytes);
  expect(workbook.sheetNames).toEqual(expect.arrayContaining(['Monthly sales and excise tax', title]));
  const own = readWorkbook(all.bytes, workbook.sheetNames.indexOf(title) + 1);
  expect(own.cells).toEqual(cells);
});

/** The PNG's size from its header, and its text chunks (iTXt) by keyword. */
function readPng(bytes: Buffer) {
  expect([...bytes.subarray(0, 8)]).toEqual([137, 80, 78, 71, 13, 10, 26, 10]);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  const text = new Map<string, string>();
  for (let at = 8; at < bytes.length;) {
    const length = bytes.readUInt32BE(at);
    const data = bytes.subarray(at + 8, at + 8 + length);
    if (bytes.toString('latin1', at + 4, at + 8) === 'iTXt') {
      const keywordEnd = data.indexOf(0);
      text.set(data.toString('latin1', 0, keywordEnd), data.toString('utf8', keywordEnd + 5));
    }
    at += 12 + length;
  }
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20), text };
}

test('a chart downloads as a PNG of the chart as drawn and as an SVG, both stamped with title, source and as-of', async ({
  page,
}) => {
  const viewer = await openView(page);
  const title = 'Monthly sales and excise tax';
  const figure = viewer.getByRole('figure', { name: title });
  const canvas = figure.locator('.report-chart-canvas canvas');
  await expect(canvas).toBeVisible();
  const drawn = await canvas.evaluate((element: HTMLCanvasElement) => ({
    width: element.width,
    height: element.height,
    ratio: element.width / element.clientWidth,
  }));

  const png = await download(page, figure.getByRole('button', { name: `Download PNG: ${title}` }));
  expect(png.name).toBe(`${FILE_PREFIX}monthly-sales-and-excise-tax${FILE_FILTERS}.png`);
  const image = readPng(png.bytes);
  // The chart's canvas with a 16 px margin each side; above it the title and key, below it the stamp.
  expect(image.width).toBe(drawn.width + 2 * Math.round(16 * drawn.ratio));
  expect(image.height).toBeGreaterThan(drawn.height + 100 * drawn.ratio);
  expect(image.text.get('Title')).toBe(title);
  expect(image.text.get('Description')).toMatch(
    /^Source: .+\nData as of [A-Z][a-z]{2} \d{4}\. Washington retail( \(sample data\))?; /,
  );
  expect(image.text.get('Description')).toContain('Jan 2021 to Jun 2021; County: Spokane');

  const svg = await download(page, figure.getByRole('button', { name: `Download SVG: ${title}` }));
  expect(svg.name).toBe(`${FILE_PREFIX}monthly-sales-and-excise-tax${FILE_FILTERS}.svg`);
  const drawing = svg.bytes.toString('utf8');
  expect(drawing).toMatch(/^<\?xml [^>]*\?>\s*<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/);
  expect(drawing).toContain(`<title>${title}</title>`);
  expect(drawing).toMatch(/<text [^>]*>Source: [^<]+<\/text>/);
  expect(drawing).toMatch(
    /<text [^>]*>Data as of [A-Z][a-z]{2} \d{4}\. Washington retail( \(sample data\))?;[^<]*<\/text>/,
  );
  expect(drawing).toMatch(/<path d="M[^"]+" fill="none" stroke="#0072B2"/);

  // The page's own rendering of the SVG: the browser parses it, and draws it at its size.
  const size = await page.evaluate(async (text) => {
    const image = new Image();
    image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(text)}`;
    await image.decode();
    return { width: image.naturalWidth, height: image.naturalHeight };
  }, drawing);
  expect(size.width).toBe(960);
  expect(size.height).toBeGreaterThan(400);
});
