/**
 * The '100x sources' files: fifty states' ten years of daily rows, a file just under the
 * download cap, and a 1 GB-class file, written to disk in WSLCB's CSV layout (the CSV
 * conversion of 'Sales Activity by License Number'), the one published layout that takes
 * daily rows: the importer adds a licence's rows of one month together, as it adds WSLCB's late
 * reports, so a file's daily rows become licence-months. Seeded, so the same on every run.
 *
 * - one file per state (a source, a task): one licence per state, a row for each of 3,650
 *   days (2015-01-01 on), 182,500 rows in all, about 5 MB;
 * - `under-cap.csv`: store-level monthly rows, every row a licence-month of its own (about
 *   11,000 stores x 120 months), just under the 50 MB download cap and far past the importer's
 *   ceiling on records, which must refuse it while it is read;
 * - `one-gigabyte.csv`: the same rows on to 1 GiB, which the download cap must refuse while it
 *   streams, never holding it.
 */
import { createWriteStream } from 'node:fs';
import { once } from 'node:events';
import { seededRandom } from '@cannabis-reports/data-import';

export const HEADER = 'license_number,reporting_period,total_sales_usd,excise_tax_due_usd';
export const STATES =
  'AK AL AR AZ CA CO CT DE FL GA HI IA ID IL IN KS KY LA MA MD ME MI MN MO MS MT NC ND NE NH NJ NM NV NY OH OK OR PA RI SC SD TN TX UT VA VT WA WI WV WY'.split(
    ' ',
  );
export const YEARS = 10;
const FIRST_DAY = Date.UTC(2015, 0, 1);
const DAY_MS = 86_400_000;
export const DAYS = YEARS * 365;

/** A WSLCB-shaped licence number (six digits), distinct per state and store. */
export const licenceOf = (state: number, store = 0) => String(400000 + state * 1000 + store).padStart(6, '0');

const cents = (value: number) => (Math.round(value * 100) / 100).toFixed(2);

/** One row: a day's (or a month's) sales and excise, under the month it belongs to. */
function csvRow(licence: string, month: string, sales: number): string {
  return `${licence},${month},${cents(sales)},${cents(sales * 0.37)}\n`;
}

/** One state's ten years of daily rows, as CSV text (header first). */
export function stateDailyCsv(stateIndex: number): string {
  const rand = seededRandom(1000 + stateIndex);
  const licence = licenceOf(stateIndex);
  const base = 200_000 + stateIndex * 40_000;
  const lines = [`${HEADER}\n`];
  for (let day = 0; day < DAYS; day++) {
    const month = new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 7);
    lines.push(csvRow(licence, month, base * (1 + day / 3650) * (0.85 + rand() * 0.3)));
  }
  return lines.join('');
}

/** The months the generated daily rows fall in: the licence-months a state's file imports as. */
export function monthsOfDailyRows(): number {
  return new Set(Array.from({ length: DAYS }, (_, day) => new Date(FIRST_DAY + day * DAY_MS).toISOString().slice(0, 7)))
    .size;
}

export const MONTHS = 120;
const monthAt = (index: number) => `${2015 + Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;

/**
 * Store-level monthly rows, each store's 120 months in turn (licences 100000 on, a new one per
 * store), until `bytes` are written, the header counted: every row a licence-month of its own,
 * as a national store-level file would list them. Written a store at a time, so that memory
 * holds one store's rows. Answers the rows written.
 */
export async function writeStoreMonthlyCsv(file: string, bytes: number): Promise<number> {
  const rand = seededRandom(77);
  const out = createWriteStream(file);
  let written = HEADER.length + 1;
  let rows = 0;
  out.write(`${HEADER}\n`);
  for (let store = 0; written < bytes; store++) {
    const licence = String(100000 + store);
    const size = 20_000 + rand() * 600_000;
    const block: string[] = [];
    for (let month = 0; month < MONTHS; month++) {
      const line = csvRow(licence, monthAt(month), size * (0.9 + rand() * 0.2));
      if (written + line.length > bytes) {
        written = bytes;
        break;
      }
      block.push(line);
      written += line.length;
      rows++;
    }
    if (!out.write(block.join(''))) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return rows;
}
