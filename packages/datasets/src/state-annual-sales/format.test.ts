import assert from 'node:assert/strict';
import { before, describe, it } from 'node:test';
import type { ParsedDataset } from '../kit/parsed-dataset';
import { checkCorruptedCopy, parseOne, rawLines, sample } from '../kit/published-samples';

const ANNUAL = sample('multistate-annual-compiled/cannabis_sales_annual.csv');

/** The raw lines' leading cells (state, fips, year, basis, sales, scope), unquoted in every line, split plainly. */
async function rawLeading() {
  const [, ...lines] = await rawLines(ANNUAL);
  return lines.map((line) => {
    const [state, fips, year, basis, sales, scope] = line.split(',');
    return { state, fips, year: Number(year), basis, sales: Number(sales), scope };
  });
}

describe('annual statewide cannabis sales, calendar and fiscal years', () => {
  let annual: ParsedDataset<'state-annual-sales'>;
  before(async () => {
    annual = await parseOne(ANNUAL, 'state-annual-sales');
  });

  const row = (state: string, label: string) =>
    annual.rows.find((entry) => entry.state === state && entry.label === label);

  it('reads the 42 rows, 25 calendar and 17 fiscal years, rejecting none', () => {
    assert.equal(annual.rows.length, 42);
    assert.deepEqual(annual.rejected, []);
    assert.equal(annual.rows.filter((entry) => entry.yearBasis === 'calendar').length, 25);
    assert.equal(annual.rows.filter((entry) => entry.yearBasis === 'fiscal').length, 17);
    // From Colorado's calendar 2014 to the fiscal 2024 of Nevada and Washington, which ends in June 2024.
    assert.equal(annual.meta.periodFrom, '2014-01');
    assert.equal(annual.meta.periodTo, '2024-06');
  });

  it('gives each figure, basis and scope as the raw line does', async () => {
    const raw = await rawLeading();
    assert.deepEqual(
      annual.rows.map((entry) => [entry.label, entry.sales, entry.scope]),
      raw.map((line) => [
        `${line.basis}${line.year}`,
        line.sales,
        line.scope === 'rec' ? 'adult-use' : 'adult-use and medical',
      ]),
    );
    assert.equal(row('CO', 'CY2021')?.sales, 2_228_994_553);
    assert.equal(row('WA', 'FY2020')?.sales, 1_266_224_177);
    assert.equal(row('CA', 'CY2023')?.sales, 5_229_172_903);
  });

  it('dates a fiscal year by its own months, July to June, never as the calendar year of its label', async () => {
    assert.deepEqual(
      [row('WA', 'FY2015'), row('NV', 'FY2024'), row('MA', 'CY2019')].map((entry) => [
        entry?.yearBasis,
        entry?.period,
        entry?.periodTo,
      ]),
      [
        ['fiscal', '2014-07', '2015-06'],
        ['fiscal', '2023-07', '2024-06'],
        ['calendar', '2019-01', '2019-12'],
      ],
    );
    for (const line of await rawLeading()) {
      const entry = annual.rows.find(
        (candidate) => candidate.sales === line.sales && candidate.label.endsWith(String(line.year)),
      )!;
      assert.equal(entry.period, line.basis === 'FY' ? `${line.year - 1}-07` : `${line.year}-01`);
      assert.equal(entry.periodTo, line.basis === 'FY' ? `${line.year}-06` : `${line.year}-12`);
    }
  });

  it('flags the figures published rounded: Nevada FY2018 and Oregon 2020 to 2022', () => {
    assert.deepEqual(
      annual.rows.filter((entry) => entry.rounded).map((entry) => `${entry.state} ${entry.label}`),
      ['NV FY2018', 'OR CY2020', 'OR CY2021', 'OR CY2022'],
    );
    assert.match(row('NV', 'FY2018')?.notes ?? '', /^ROUNDED as published/);
  });

  it("names each row's regulator source and the compiler", () => {
    assert.match(row('CA', 'CY2018')?.sourceUrl ?? '', /^https:\/\/cdtfa\.ca\.gov\//);
    assert.match(annual.meta.publisher, /compiled by Alex Ronczewski/);
    assert.match(annual.meta.licence, /^MIT, "Copyright \(c\) 2026 Alex Ronczewski"/);
    assert.match(annual.meta.units ?? '', /fiscal year \(FY, July to June, labelled by its ending year\)/);
  });

  it('rejects a year of unknown basis, an unknown scope and a state it cannot place, with line and reason', async () => {
    const lines = await rawLines(ANNUAL);
    const edit = (line: number, cell: number, text: string) => {
      const cells = lines[line - 1].split(',');
      cells[cell] = text;
      return cells.join(',');
    };
    await checkCorruptedCopy(ANNUAL, 'state-annual-sales', [
      { line: 2, text: edit(2, 3, 'SFY'), reason: 'year_basis is not CY or FY: "SFY"' },
      { line: 3, text: edit(3, 5, 'med'), reason: 'scope is not rec or rec+med: "med"' },
      { line: 4, text: edit(4, 1, '8'), reason: 'state "California" is not FIPS 8 (Colorado)' },
      { line: 6, text: edit(5, 4, '1'), reason: 'duplicate of line 5' },
    ]);
  });
});
