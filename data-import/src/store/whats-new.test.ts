import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { describe, it } from 'node:test';
import { formatPercent } from '@cannabis-reports/contracts';
import { isNews, parseOne, rawQuotedRecords, sample } from '@cannabis-reports/datasets';
import { reviseRows } from './revision';
import { whatsNewLine } from './whats-new';

const SNAPSHOT = path.resolve(__dirname, '..', '..', '..', 'data-snapshot');
const snapshot = <Content>(file: string) =>
  JSON.parse(gunzipSync(readFileSync(path.join(SNAPSHOT, file))).toString('utf8')) as Content;

/** Maryland's sales as published (the snapshot): Sep 2025 $93,660,585.21, Oct $100,375,656.22, Nov $97,994,683.91. */
const maryland = snapshot<{ rows: Array<{ period: string; sales: number }> }>('md-sales.json.gz').rows;

/**
 * Connecticut's weeks as published (the snapshot). From DCP's file: February 2026's four weeks
 * sum to $22,401,551.85; March's weeks ending Mar 7, 14 and 21 to $16,538,253.21, and the whole of
 * March (through the 3-day week ending Mar 31) to $24,123,469.73.
 */
const connecticut = snapshot<{ rows: Array<{ period: string; weekEnd: string }> }>('ct-weekly-sales.json.gz').rows;
const ctThrough = (day: string) => connecticut.filter((row) => row.weekEnd <= day);

const through = (period: string) => maryland.filter((row) => row.period <= period);
const lineFor = (before: object[], after: object[], datasetId = 'md-sales', title = 'Maryland sales') =>
  whatsNewLine(datasetId, title, reviseRows(datasetId, before, after).summary, after);

/** The rows with the first row of `period` given another figure. */
function revisedIn(rows: Array<{ period: string; sales: number }>, period: string, sales: number) {
  const index = rows.findIndex((row) => row.period === period);
  return rows.map((row, at) => (at === index ? { ...row, sales } : row));
}

describe("a version's 'What's new' line", () => {
  it('names the month published, its sales and the change on the month before', () => {
    assert.equal(lineFor(through('2025-10'), maryland), 'Maryland, Nov 2025 published: $98.0M, -2.37 % on October');
    assert.equal(
      lineFor(through('2025-09'), through('2025-10')),
      'Maryland, Oct 2025 published: $100.4M, +7.17 % on September',
    );
  });

  it("names Canada's month from Statistics Canada's file in C$, its unadjusted total and change, never in US dollars", async () => {
    const file = sample('statcan/ca-cannabis-retailers-by-province-by-month.csv');
    // From the file itself: Canada, unadjusted, in thousands of Canadian dollars.
    const canada = new Map(
      (await rawQuotedRecords(file))
        .filter((record) => record.GEO === 'Canada' && record.Adjustments === 'Unadjusted')
        .map((record) => [record.REF_DATE, Number(record.VALUE) * 1000]),
    );
    const [july, august] = [canada.get('2025-07')!, canada.get('2025-08')!];
    const { rows } = await parseOne(file, 'canada-retail-sales');
    const title = 'Monthly retail sales of cannabis stores';
    const line = lineFor(
      rows.filter((row) => row.period <= '2025-07'),
      rows,
      'canada-retail-sales',
      title,
    );
    assert.equal(
      line,
      `Canada, Aug 2025 published: C$${(august / 1e6).toFixed(1)}M, ${formatPercent(((august - july) / july) * 100)} on July`,
    );
    assert.match(line!, /C\$498\.7M, \+1\.4 % on July/);
  });

  it('names the span of several months published and the newest one’s figure', () => {
    assert.equal(
      lineFor(through('2025-09'), maryland),
      'Maryland, Oct to Nov 2025 published: $98.0M in Nov 2025, -2.37 % on October',
    );
  });

  it('counts the figures a publication revised, alone or beside a new month', () => {
    const revised = revisedIn(through('2025-10'), '2025-09', 20_000);
    assert.equal(lineFor(through('2025-10'), revised), 'Maryland: 1 figure revised in Sep 2025');
    assert.equal(
      lineFor(through('2025-10'), revisedIn(maryland, '2025-09', 20_000)),
      'Maryland, Nov 2025 published: $98.0M, -2.37 % on October; 1 figure revised in Sep 2025',
    );
    const twoMonths = revisedIn(revisedIn(through('2025-10'), '2025-08', 1), '2025-10', 2);
    assert.equal(lineFor(through('2025-10'), twoMonths), 'Maryland: 2 figures revised in 2 periods, Aug to Oct 2025');
  });

  it('names the year of the month compared across a new year', () => {
    const oregon = [
      { period: '2024-12', sales: 80_200_000 },
      { period: '2025-01', sales: 72_180_000 },
    ];
    assert.equal(
      lineFor(oregon.slice(0, 1), oregon, 'or-sales'),
      'Oregon, Jan 2025 published: $72.2M, -10 % on December 2024',
    );
  });

  it('names no figure for a dataset without a headline, and counts a list’s rows', () => {
    const before = [{ period: '2024', state: 'CO', population: 5_900_000 }];
    const after = [...before, { period: '2025', state: 'CO', population: 5_960_000 }];
    assert.equal(lineFor(before, after, 'state-population', 'State population'), 'State population, 2025 published');
    const list = [{ license: '1', name: 'A' }];
    assert.equal(
      lineFor(list, [...list, { license: '2', name: 'B' }], 'wa-licenses', 'Washington licensees'),
      'Washington licensees: 1 row added',
    );
  });

  it('says how far a weekly source’s month runs and compares no month in part', () => {
    const ct = (before: object[], after: object[]) => lineFor(before, after, 'ct-weekly-sales', 'Connecticut sales');
    assert.equal(
      ct(ctThrough('2026-02-28'), ctThrough('2026-03-21')),
      'Connecticut, Mar 2026 (through Mar 21, 2026) published: $16.5M',
    );
    assert.equal(
      ct(ctThrough('2026-01-31'), ctThrough('2026-03-21')),
      'Connecticut, Feb to Mar 2026 published: $16.5M in Mar 2026 (through Mar 21, 2026)',
    );
    // The whole month is compared: 24,123,469.73 / 22,401,551.85 - 1 = +7.69 %.
    assert.equal(
      ct(ctThrough('2026-02-28'), ctThrough('2026-03-31')),
      'Connecticut, Mar 2026 published: $24.1M, +7.69 % on February',
    );
    // DCP's series starts inside January 2023: its first week, Jan 8 to 14, sums with the rest to
    // $13,173,643.77, and February ($18,466,141.63) is compared with no part-month.
    const january = ctThrough('2023-01-31');
    assert.equal(ct([], january), 'Connecticut, Jan 2023 (from Jan 8, 2023) published: $13.2M');
    assert.equal(ct(january, ctThrough('2023-02-28')), 'Connecticut, Feb 2023 published: $18.5M');
  });

  it('says nothing when no row changed', () => {
    assert.equal(lineFor(maryland, maryland), undefined);
  });
});

describe("what a report's 'What's new' tells", () => {
  it('is never a dataset’s first import, and a later version is', () => {
    assert.equal(isNews('md-sales', {}), false);
    assert.equal(isNews('md-sales', { previous: '00001-a' }), true);
  });

  it('is never a frozen compilation: every dataset whose cadence says it is a one-off compilation', () => {
    // Each dataset's attribution as the importer wrote it (the snapshot), its cadence in words.
    const metas = readdirSync(SNAPSHOT)
      .filter((name) => name.endsWith('.json.gz'))
      .map((name) => snapshot<{ meta: { id: string; cadence: string } }>(name).meta);
    const oneOff = metas.filter((meta) => /^One-off compilation/.test(meta.cadence)).map((meta) => meta.id);
    assert.ok(oneOff.includes('state-monthly-sales'));
    for (const id of oneOff) assert.equal(isNews(id, { previous: '00001-a' }), false, id);
  });
});
