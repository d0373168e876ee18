/**
 * The built-in reports end to end on the server: the importer stores the regulators' real
 * public files (read where test-support's report-data finds them, never copied into the
 * repository), a second import changes nothing, and the report data API serves small
 * server-side aggregates only to valid tokens (and paid users for paid reports).
 */
import { formatPeriod, isCanadianMarket } from '@cannabis-reports/contracts';
import { Timestamp } from 'firebase-admin/firestore';
import { adminDb } from '@cannabis-reports/test-support/src/admin';
import { apiUrl } from '@cannabis-reports/test-support/src/emulators';
import {
  createTestUser,
  setUserFields,
  waitForUserRecord,
  type TestUser,
} from '@cannabis-reports/test-support/src/users';
import { reportDataFolder, SHARED_DATA as SHARED_FILES } from '@cannabis-reports/test-support/src/report-data';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { importPath } from '@cannabis-reports/data-import';

const SHARED_DATA = reportDataFolder();

/**
 * DCP's weekly file, split by hand into Sunday-to-Saturday weeks: the rows whose week ending
 * dates fall in the same week (a week DCP cuts at a month's end) added together, and the
 * week's price as the rows' prices weighted by their products sold.
 */
interface CtWeek {
  days: number;
  adultUse: number;
  adultUseProducts: number;
  medicalProducts: number;
  adultUseWeighted: number;
  medicalWeighted: number;
}
const ctWeeks = new Map<string, CtWeek>();
let ctLastWeek = '';
{
  const lines = readFileSync(path.join(SHARED_DATA, 'ct-cannabis-retail-sales-by-week.csv'), 'utf8').trim().split('\n');
  for (const line of lines.slice(1)) {
    const cells = line.split(',');
    const [month, day, year] = cells[0].split('/').map(Number);
    const end = Date.UTC(year, month - 1, day);
    const sunday = end - new Date(end).getUTCDay() * 86_400_000;
    const key = new Date(sunday).toISOString().slice(0, 10);
    const week = ctWeeks.get(key) ?? {
      days: 0,
      adultUse: 0,
      adultUseProducts: 0,
      medicalProducts: 0,
      adultUseWeighted: 0,
      medicalWeighted: 0,
    };
    week.days += (end - Math.max(sunday, Date.UTC(year, month - 1, 1))) / 86_400_000 + 1;
    week.adultUse += Number(cells[1]);
    week.adultUseProducts += Number(cells[4]);
    week.medicalProducts += Number(cells[5]);
    week.adultUseWeighted += Number(cells[7]) * Number(cells[4]);
    week.medicalWeighted += Number(cells[8]) * Number(cells[5]);
    ctWeeks.set(key, week);
    ctLastWeek = key;
  }
}
const toCents = (value: number) => Math.round(value * 100) / 100;
const ctWeek = (key: string) => {
  const week = ctWeeks.get(key)!;
  return {
    adultUse: toCents(week.adultUse),
    adultUsePrice: toCents(week.adultUseWeighted / week.adultUseProducts),
    medicalPrice: toCents(week.medicalWeighted / week.medicalProducts),
  };
};

interface Embed {
  embedToken: string;
  embedUrl: string;
}

async function json<T>(response: Response): Promise<T> {
  return (await response.json()) as T;
}

const withIdToken = (user: TestUser) => ({ headers: { authorization: `Bearer ${user.idToken}` } });
const withReportToken = (token: string) => ({ headers: { authorization: `Bearer ${token}` } });

async function paidUser(): Promise<TestUser> {
  const user = await createTestUser();
  await waitForUserRecord(user.uid);
  await setUserFields(user.uid, { isPaidUser: true, stripeSubscriptionStatus: 'active' });
  return user;
}

async function reportToken(user: TestUser, reportId: string): Promise<Embed> {
  const response = await fetch(apiUrl(`/powerbi/report/embedToken?reportId=${reportId}`), withIdToken(user));
  expect(response.status).toBe(200);
  return json<Embed>(response);
}

beforeAll(async () => {
  await importPath(adminDb(), SHARED_DATA);
}, 120_000);

/**
 * Every document under the report data's collections, with its update time; a dataset's
 * pointer with its fields but its check time, which every import moves.
 */
async function storedDocuments(): Promise<string[]> {
  const pointers = (await adminDb().collection('datasets').get()).docs.map((doc) => {
    const { checkedAt: _checked, ...fields } = doc.data();
    return `${doc.ref.path}:${JSON.stringify(fields)}`;
  });
  const snapshots = await Promise.all([
    adminDb().collection('reportViews').get(),
    adminDb().collectionGroup('versions').get(),
    adminDb().collectionGroup('chunks').get(),
    adminDb().collectionGroup('parts').get(),
  ]);
  return [
    ...pointers,
    ...snapshots.flatMap((snapshot) => snapshot.docs.map((doc) => `${doc.ref.path}@${doc.updateTime.toMillis()}`)),
  ].sort();
}

describe('importing the public files', () => {
  it('stores each dataset with its attribution, counts and current version, and a view per report', async () => {
    const wa = (await adminDb().doc('datasets/wa-retail-sales').get()).data();
    expect(wa).toMatchObject({
      sample: false,
      periodFrom: '2017-11',
      periodTo: '2021-10',
      rejectedCount: 1,
      mergedCount: 34,
    });
    expect(wa?.publisher).toMatch(/Washington State Liquor and Cannabis Board/);
    const versions = await adminDb().collection('datasets/wa-retail-sales/versions').get();
    // Every version is kept (the 'as of' views read them); the current one among them.
    expect(versions.docs.map((doc) => doc.id)).toContain(wa?.version);
    const view = (await adminDb().doc('reportViews/washington-retail').get()).data();
    expect(view?.months).toHaveLength(48);
    expect(view?.inputs).toEqual({ 'wa-retail-sales': wa?.version, 'wa-licenses': expect.any(String) });
  });

  it('changes nothing but the check time when the same files are imported again', async () => {
    const before = await storedDocuments();
    const pointer = () => adminDb().doc('datasets/wa-retail-sales').get();
    const { checkedAt, changedAt } = (await pointer()).data()!;
    const summary = await importPath(adminDb(), SHARED_DATA);
    expect((await pointer()).get('checkedAt') > checkedAt).toBe(true);
    expect((await pointer()).get('changedAt')).toBe(changedAt);
    expect(summary.datasets.map((dataset) => dataset.outcome)).toEqual(summary.datasets.map(() => 'unchanged'));
    expect(Object.values(summary.views).every((outcome) => outcome === 'unchanged')).toBe(true);
    expect(Object.keys(summary.views)).toEqual(
      expect.arrayContaining(['state-monthly', 'washington-retail', 'colorado-counties', 'connecticut-weekly']),
    );
    expect(await storedDocuments()).toEqual(before);
  }, 120_000);

  it('rebuilds a view stored in an older shape though its data is the same, and serves it meanwhile', async () => {
    const view = adminDb().doc('reportViews/per-capita');
    const { shape, summary } = (await view.get()).data()!;
    expect(shape).toBeGreaterThan(1);
    // As a view stored before its summary named the states with a retailer count.
    const { retailerStates: _dropped, ...older } = summary;
    await view.update({ shape: 1, summary: older });
    const { embedToken } = await reportToken(await paidUser(), 'per-capita');
    expect((await fetch(apiUrl('/reports/per-capita'), withReportToken(embedToken))).status).toBe(200);

    const imported = await importPath(adminDb(), SHARED_DATA);
    expect(imported.views['per-capita']).toBe('built');
    expect(imported.views['washington-retail']).toBe('unchanged');
    expect((await view.get()).data()).toMatchObject({ shape, summary });
  }, 120_000);

  it('updates only the counts when the rows are the same but fewer rows are rejected or merged', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'wa-counts-'));
    const text = readFileSync(path.join(SHARED_DATA, 'wa-retail-sales-by-license-by-month.csv'), 'utf8');
    // A copy without the rejected line 6611: the same accepted rows, one rejected row fewer.
    const lines = text.split('\n');
    writeFileSync(path.join(folder, 'wa.csv'), [...lines.slice(0, 6610), ...lines.slice(6611)].join('\n'));
    const version = (await adminDb().doc('datasets/wa-retail-sales').get()).get('version');
    try {
      const summary = await importPath(adminDb(), path.join(folder, 'wa.csv'));
      expect(summary.datasets[0]).toMatchObject({ rejected: 0, merged: 34, outcome: 'counts updated' });
      expect((await adminDb().doc('datasets/wa-retail-sales').get()).data()).toMatchObject({
        version,
        rejectedCount: 0,
        mergedCount: 34,
      });
    } finally {
      await importPath(adminDb(), SHARED_DATA);
    }
    expect((await adminDb().doc('datasets/wa-retail-sales').get()).get('rejectedCount')).toBe(1);
  }, 120_000);
});

describe('the report data API', () => {
  let paid: TestUser;
  beforeAll(async () => {
    paid = await paidUser();
  });

  it('serves the Washington report with the statewide total recomputed from the file, in a small answer', async () => {
    const { embedToken, embedUrl } = await reportToken(paid, 'washington-retail');
    const response = await fetch(
      apiUrl(`${embedUrl.replace(/^\/api/, '')}?from=2021-01&to=2021-10`),
      withReportToken(embedToken),
    );
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text.length).toBeLessThan(30_000);
    const report = JSON.parse(text) as {
      sample: boolean;
      dataAsOf: string;
      sections: Array<{ title: string; x?: string[]; series?: Array<{ label: string; values: number[] }> }>;
    };
    expect(report).toMatchObject({ sample: false, dataAsOf: '2021-10' });
    const monthly = report.sections.find((section) => section.title === 'Monthly sales and excise tax')!;
    const october = monthly.x!.indexOf('2021-10');
    expect(monthly.series![0].values[october]).toBeCloseTo(115_931_747.87, 2);
  });

  it('filters on the server: one county sells less than the state', async () => {
    const { embedToken } = await reportToken(paid, 'washington-retail');
    const get = async (query: string) =>
      json<{ sections: Array<{ title: string; series?: Array<{ values: number[] }> }> }>(
        await fetch(apiUrl(`/reports/washington-retail?${query}`), withReportToken(embedToken)),
      );
    const total = (report: Awaited<ReturnType<typeof get>>) =>
      report.sections[0].series![0].values.reduce((sum, value) => sum + value, 0);
    const state = await get('from=2021-01&to=2021-10');
    const king = await get('from=2021-01&to=2021-10&county=King');
    expect(total(king)).toBeGreaterThan(0);
    expect(total(king)).toBeLessThan(total(state));
  });

  interface Answer {
    sections: Array<{
      title: string;
      x?: string[];
      series?: Array<{ label: string; values: Array<number | null>; flags?: Array<string | null> }>;
      columns?: Array<{ label: string }>;
      rows?: Array<Array<string | number | null>>;
      flags?: Array<Array<string | null>>;
      annotations?: Array<{ x: string; label: string }>;
      notes?: string[];
    }>;
    flagNotes?: Record<string, string>;
  }
  const answer = async (reportId: string, query: string) => {
    const { embedToken } = await reportToken(paid, reportId);
    const response = await fetch(apiUrl(`/reports/${reportId}?${query}`), withReportToken(embedToken));
    expect(response.status).toBe(200);
    return json<Answer>(response);
  };
  const section = (report: Answer, title: string) => report.sections.find((entry) => entry.title === title)!;
  const seriesOf = (report: Answer, title: string, label: string) => {
    const chart = section(report, title);
    const series = chart.series!.find((entry) => entry.label === label)!;
    return new Map(
      chart.x!.map((period, index) => [period, { value: series.values[index], flag: series.flags?.[index] }]),
    );
  };

  it("agrees with the market overview on Washington's 48 months, to the cent", async () => {
    const washington = seriesOf(
      await answer('washington-retail', 'from=2017-11&to=2021-10'),
      'Monthly sales and excise tax',
      'Sales',
    );
    const overview = seriesOf(
      await answer('market-overview', 'from=2017-11&to=2021-10&states=WA'),
      'Monthly sales by state',
      'WA',
    );
    expect(washington.size).toBe(48);
    for (const [period, { value }] of washington)
      expect(value).toBe(Math.round(overview.get(period)!.value! * 100) / 100);
  });

  it("shows CDOR's statewide total in every month, and the market overview the same in every month it shows", async () => {
    const report = await answer('colorado-counties', 'from=2014-01&to=2024-12');
    const colorado = seriesOf(report, 'Monthly sales', 'Medical and retail');
    // CDOR's statewide totals from its long-form file by plain splitting: every line of a month, the named
    // counties and SUM OF NR COUNTIES (what CDOR withholds county by county), medical and retail.
    const totals = new Map<string, number>();
    for (const line of readFileSync(path.join(SHARED_DATA, 'co-cannabis-sales-2014-2024.csv'), 'utf8')
      .trim()
      .split(/\r?\n/)
      .slice(1)) {
      const [monthyear, , , , , amount] = line.split(',');
      const period = `${monthyear.slice(0, 4)}-${monthyear.slice(4)}`;
      totals.set(period, (totals.get(period) ?? 0) + Number(amount));
    }
    expect(colorado.size).toBe(132);
    for (const [period, { value, flag }] of colorado) {
      expect(value).toBe(totals.get(period));
      expect(flag).toBeNull();
    }
    const overviewReport = await answer('market-overview', 'from=2014-01&to=2021-12&states=CO');
    const overview = seriesOf(overviewReport, 'Monthly sales by state', 'CO');
    // The panel counts retail only from 2021-05; the overview takes CDOR's months, as the state page does.
    const differing = [...overview]
      .filter(([period, { value }]) => value !== null && value !== colorado.get(period)!.value)
      .map(([period]) => period);
    expect(differing).toEqual([]);
    expect(overview.get('2021-10')!.value).toBe(totals.get('2021-10'));
    expect(section(overviewReport, 'Monthly sales by state').annotations).toEqual([]);
    expect(section(report, 'Monthly sales').notes?.join(' ')).toMatch(
      /statewide total, which includes the figures it withholds/,
    );
  });

  it('shows withheld Colorado figures as withheld: a gap in the line and a mark in the table, never $0', async () => {
    const report = await answer('colorado-counties', 'from=2020-01&to=2020-12&county=El+Paso');
    const retail = seriesOf(report, 'Monthly sales', 'Retail');
    expect([...retail.values()].every(({ value, flag }) => value === null && flag === 'withheld')).toBe(true);
    const table = section(report, 'Sales by county in the selected months');
    // Medical and retail together: withheld with its retail side, never the medical figure alone.
    expect(table.rows).toEqual([['El Paso', null, expect.any(Number), null, 0, 12]]);
    expect(table.flags).toEqual([[null, 'withheld', null, 'withheld', null, null]]);
  });

  it('flags incomplete months, and compares growth on the latest month complete for every state', async () => {
    const report = await answer('market-overview', 'from=2020-11&to=2021-12');
    const ma = seriesOf(report, 'Monthly sales by state', 'MA');
    expect(ma.get('2021-11')!.flag).toBe('incomplete');
    expect(ma.get('2021-12')!.flag).toBe('incomplete');
    expect(ma.get('2021-10')!.flag).toBeNull();
    const growth = section(report, 'Year-over-year growth');
    const maRow = growth.rows!.find((row) => row[0] === 'MA')!;
    expect(maRow[1]).toBe('2021-10');
    expect(maRow[4]).toBeGreaterThan(0);
    expect(growth.rows!.every((row) => row[1] === '2021-10')).toBe(true);
    // Colorado's October 2021 against October 2020, both CDOR's (medical plus retail): no break to leave out.
    const cdor = (period: string) =>
      readFileSync(path.join(SHARED_FILES, 'co-dor', 'co-sales-by-county-by-month-2014-2023.csv'), 'utf8')
        .split(/\r?\n/)
        .map((line) => line.split(','))
        .filter((cells) => cells[0] === period && cells[3] === 'Total')
        .map((cells) => Number(cells[4]) + Number(cells[5]))[0];
    const co = growth.rows!.findIndex((row) => row[0] === 'CO');
    expect(growth.rows![co].slice(2, 4)).toEqual([cdor('2021-10'), cdor('2020-10')]);
    expect(growth.rows![co][4]).toBe(Math.round(((cdor('2021-10') - cdor('2020-10')) / cdor('2020-10')) * 1e4) / 100);
    expect(growth.flags![co][4]).toBeNull();
    expect(section(report, 'Monthly sales by state').annotations).toEqual([]);
  });

  it('serves the Colorado and multi-state reports', async () => {
    for (const reportId of ['colorado-counties', 'market-overview']) {
      const { embedToken } = await reportToken(paid, reportId);
      const response = await fetch(apiUrl(`/reports/${reportId}`), withReportToken(embedToken));
      expect(response.status).toBe(200);
    }
  });

  it('serves Connecticut weekly: full weeks with the rows DCP cuts at a month end added, partial weeks flagged and left out of comparisons', async () => {
    const report = await answer('connecticut-weekly', 'from=2025-01-05&to=2025-03-31');
    const sales = section(report, 'Weekly sales, USD');
    // Every week starting from Sunday 2025-01-05 to the last starting on or before 2025-03-31.
    expect(sales.x![0]).toBe('2025-01-05');
    expect(sales.x!.at(-1)).toBe('2025-03-30');
    expect(sales.x!.every((week) => new Date(`${week}T00:00:00Z`).getUTCDay() === 0)).toBe(true);
    const adultUse = seriesOf(report, 'Weekly sales, USD', 'Adult-use');
    expect([...adultUse.keys()]).toEqual(
      [...ctWeeks.keys()].filter((week) => week >= '2025-01-05' && week <= '2025-03-31'),
    );
    for (const [week, { value }] of adultUse) expect(value).toBe(ctWeek(week).adultUse);
    // DCP's rows 2025-01-31 (Jan 26-31) and 2025-02-01 (Feb 1) are one full week, not two partial ones.
    expect(ctWeeks.get('2025-01-26')!.days).toBe(7);
    expect(adultUse.get('2025-01-26')!.flag).toBeNull();
    expect(adultUse.has('2025-02-01')).toBe(false);
    expect([...adultUse.values()].every(({ flag }) => flag === null)).toBe(true);
    const compared = section(report, 'Latest full week compared');
    // The week of Mar 30 (DCP's rows 03/31 and 04/05) is the latest full week.
    expect(compared.rows![0][1]).toBe(ctWeek('2025-03-30').adultUse);
    expect(compared.rows![0][2]).toBe(ctWeek('2025-03-23').adultUse);
    const price = seriesOf(report, 'Average product price, USD per product', 'Medical');
    for (const week of ['2025-03-23', '2025-03-30']) expect(price.get(week)!.value).toBe(ctWeek(week).medicalPrice);
    // Without a range: the last 26 weeks up to the newest, which is not over and so partial.
    const latest = await answer('connecticut-weekly', '');
    const latestSales = section(latest, 'Weekly sales, USD');
    expect(latestSales.x).toHaveLength(26);
    expect(latestSales.x!.at(-1)).toBe(ctLastWeek);
    expect(ctWeeks.get(ctLastWeek)!.days).toBeLessThan(7);
    expect(seriesOf(latest, 'Weekly sales, USD', 'Total').get(ctLastWeek)!.flag).toBe('partial');
    expect(section(latest, 'Latest full week compared').columns![1].label).not.toBe(
      `Week of ${formatPeriod(ctLastWeek)}`,
    );
  });

  it('serves prices per state, units in the titles, gaps never zero, only the sources used', async () => {
    const oregon = (await answer('prices', 'state=OR')) as Answer & {
      dataAsOf: string;
      sources: Array<{ publisher: string }>;
      filters: Array<{ name?: string; value?: string[] }>;
    };
    expect(oregon.filters[0]).toMatchObject({ name: 'state', value: ['OR'] });
    const retail = seriesOf(oregon, 'Oregon: Retail price, USD per gram', 'Flower');
    // OLCC's retail flower price of 2021-03 in oregon_cannabis_data.csv.
    const orLine = readFileSync(path.join(SHARED_DATA, 'oregon_cannabis_data.csv'), 'utf8')
      .split('\n')
      .find((line) => line.startsWith('2021-03'))!
      .split(',');
    expect(retail.get('2021-03')!.value).toBe(Number(orLine[4]));
    expect(oregon.sections.map((entry) => entry.title)).toEqual(
      expect.arrayContaining(['Oregon: Average price, USD per gram', 'Oregon: Wholesale price, USD per pound']),
    );
    const dc = await answer('prices', 'state=DC');
    const flower = seriesOf(dc, 'District of Columbia: Medical product sales per gram, USD per gram', 'Flower/Bud');
    expect(flower.get('2021-10')!.value).toBe(Math.round((1_757_302 / (321 * 453.59237)) * 100) / 100);
    expect([...flower.values()].every(({ value }) => value === null || value > 0)).toBe(true);
    // Without a state: Connecticut's weekly prices, the freshest, as of the last week's end.
    const ct = (await answer('prices', '')) as Answer & { dataAsOf: string; sources: Array<{ publisher: string }> };
    expect(ct.dataAsOf).toBe('2026-03-31');
    expect(ct.sources.map((source) => source.publisher)).toEqual([expect.stringMatching(/Consumer Protection/)]);
    const adultUse = seriesOf(ct, 'Connecticut: Average product price, USD per product', 'Adult-use');
    // The same weeks and figures as the Connecticut weekly report, a merged week included.
    const weekly = seriesOf(
      await answer('connecticut-weekly', 'from=2025-01-05&to=2026-03-31'),
      'Average product price, USD per product',
      'Adult-use',
    );
    for (const week of ['2025-01-26', '2025-03-30', '2026-03-22']) {
      expect(adultUse.get(week)!.value).toBe(ctWeek(week).adultUsePrice);
      expect(weekly.get(week)!.value).toBe(adultUse.get(week)!.value);
    }
    // Week by week the same figure and the same flag: the week the file ends in is partial in both.
    const figures = (series: typeof weekly) =>
      [...series]
        .filter(([week]) => week >= '2025-01-05')
        .map(([week, { value, flag }]) => [week, value, flag ?? null]);
    expect(figures(adultUse)).toEqual(figures(weekly));
    expect(ctWeeks.get(ctLastWeek)!.days).toBeLessThan(7);
    expect(adultUse.get(ctLastWeek)!.flag).toBe('partial');
    expect(ct.flagNotes?.partial).toMatch(/^Partial week/);
  });

  it('ranks sales per resident and per retailer on the latest month every state has, missing never 0', async () => {
    // The panel's file read by hand: per state and month its sales, retailers, residents and
    // the compilation's own sales per retailer; Colorado's sales are CDOR's (medical plus retail,
    // where the panel counts retail only from 2021-05) and residents the Census Bureau's July 1
    // estimate of the year, as the state pages give them.
    const [header, ...lines] = readFileSync(path.join(SHARED_DATA, 'state-cannabis-monthly-panel.csv'), 'utf8')
      .trim()
      .split('\n')
      .map((line) => line.split(','));
    const column = (name: string) => header.indexOf(name);
    const csvRows = (file: string) => {
      const [names, ...rest] = readFileSync(path.join(SHARED_FILES, file), 'utf8').trim().split(/\r?\n/);
      return rest.map((line) => Object.fromEntries(line.split(',').map((cell, at) => [names.split(',')[at], cell])));
    };
    const cdor = new Map(
      csvRows('co-dor/co-sales-by-county-by-month-2014-2023.csv')
        .filter((row) => row.county === 'Total')
        .map((row) => [row.period, Number(row.med_sales_usd) + Number(row.rec_sales_usd)]),
    );
    const NAMES: Record<string, string> = {
      CO: 'Colorado',
      IL: 'Illinois',
      MA: 'Massachusetts',
      MD: 'Maryland',
      ME: 'Maine',
      OR: 'Oregon',
      WA: 'Washington',
    };
    const census = new Map(
      csvRows('census/state-population-2010-2024.csv').map((row) => [
        `${row.state} ${row.year}`,
        Number(row.population_july1),
      ]),
    );
    const panel = lines.map((cells) => {
      const [month, state] = [cells[column('date')].slice(0, 7), cells[column('state')]];
      return {
        month,
        state,
        sales: state === 'CO' ? cdor.get(month)! : Number(cells[column('total_sales')]),
        retailers: cells[column('total_retailers')] ? Number(cells[column('total_retailers')]) : null,
        population: census.get(`${NAMES[state]} ${month.slice(0, 4)}`)!,
        publishedPerRetailer: cells[column('sales_per_retailer')] ? Number(cells[column('sales_per_retailer')]) : null,
      };
    });
    const states = [...new Set(panel.map((row) => row.state))];
    // The latest month every state has; MA's 2021-11 and 2021-12 are incomplete (its monthly prices stop).
    const latest = [...new Set(panel.map((row) => row.month))]
      .sort()
      .reverse()
      .find((month) => states.every((state) => panel.some((row) => row.month === month && row.state === state)))!;
    expect(latest).toBe('2021-10');
    const inMonth = panel.filter((row) => row.month === latest);
    const cents = (value: number) => Math.round(value * 100) / 100;
    const perResident = (row: (typeof panel)[number]) => cents(row.sales / row.population);
    const perRetailer = (row: (typeof panel)[number]) =>
      row.retailers === null ? null : Math.round(row.sales / row.retailers);

    const report = (await answer('per-capita', '')) as Answer & { dataAsOf: string };
    expect(report.dataAsOf).toBe(latest);
    const table = section(report, 'Ranking by sales per resident');
    const byResident = [...inMonth].sort((a, b) => perResident(b) - perResident(a));
    expect(table.rows!.map((row) => row[1])).toEqual(byResident.map((row) => row.state));
    expect(table.rows!.map((row) => row[0])).toEqual(byResident.map((_, index) => index + 1));
    for (const row of table.rows!) {
      const source = inMonth.find((entry) => entry.state === row[1])!;
      expect(row[2]).toBe(cents(source.sales));
      expect(row[3]).toBe(source.population);
      expect(row[5]).toBe(perResident(source));
      expect(row[6]).toBe(perRetailer(source));
      // Where the compilation gives sales per retailer, ours is the same figure, rounded.
      if (source.publishedPerRetailer !== null) expect(row[6]).toBe(Math.round(source.publishedPerRetailer));
    }
    // Retailer counts: IL, MA and WA only; ranked among themselves, the others missing and flagged, never 0.
    const withRetailers = inMonth.filter((row) => row.retailers !== null);
    expect(withRetailers.map((row) => row.state).sort()).toEqual(['IL', 'MA', 'WA']);
    const byRetailer = section(report, 'Sales per retailer, USD per retailer, October 2021');
    const retailerOrder = [...withRetailers].sort((a, b) => perRetailer(b)! - perRetailer(a)!);
    expect(byRetailer.x!.slice(0, 3)).toEqual(retailerOrder.map((row) => row.state));
    expect(byRetailer.series![0].values.slice(0, 3)).toEqual(retailerOrder.map(perRetailer));
    // A state without a retailer count in any month has no bar, only a row in the table, and the note names it.
    expect(byRetailer.x).toHaveLength(3);
    expect(byRetailer.notes!.join(' ')).toMatch(
      /No bar for CO, MD, ME, OR: the panel gives no retailer count for them/,
    );
    for (const row of table.rows!) {
      const at = retailerOrder.findIndex((entry) => entry.state === row[1]);
      expect(row[7]).toBe(at < 0 ? null : at + 1);
      expect(table.flags![table.rows!.indexOf(row)][6]).toBe(at < 0 ? 'not-published' : null);
    }
    const perResidentChart = section(report, 'Sales per resident, USD per resident, October 2021');
    expect(perResidentChart.x).toEqual(byResident.map((row) => row.state));
    expect(perResidentChart.series![0].values).toEqual(byResident.map(perResident));

    // December 2021: only MA, incomplete, not ranked; every other state missing, never 0.
    const ma = panel.find((row) => row.month === '2021-12' && row.state === 'MA')!;
    const december = await answer('per-capita', 'month=2021-12');
    const decemberTable = section(december, 'Ranking by sales per resident');
    expect(decemberTable.rows![0]).toEqual([
      null,
      'MA',
      cents(ma.sales),
      ma.population,
      ma.retailers,
      perResident(ma),
      perRetailer(ma),
      null,
    ]);
    expect(decemberTable.flags![0].slice(5, 7)).toEqual(['incomplete', 'incomplete']);
    const others = decemberTable.rows!.slice(1);
    expect(others.map((row) => row[1]).sort()).toEqual(states.filter((state) => state !== 'MA').sort());
    expect(others.every((row) => row[0] === null && row[2] === null && row[5] === null && row[6] === null)).toBe(true);
    expect(decemberTable.flags!.slice(1).every((flags) => flags[2] === 'not-published')).toBe(true);
    expect(decemberTable.notes!.join(' ')).toMatch(
      /opens on October 2021, the latest month in which at least half of the states in each chart have a complete figure/,
    );
    // An unknown month answers the default one.
    expect(((await answer('per-capita', 'month=1999-01')) as Answer & { dataAsOf: string }).dataAsOf).toBe(latest);
  });

  it('compares states on their market pages’ own totals, and on a year before over the same two complete months', async () => {
    const compare = await answer('compare', 'states=MA,OR');
    const oregon = seriesOf(compare, 'Monthly sales, USD', 'Oregon');
    const page = seriesOf(await answer('markets', 'state=OR'), 'Monthly sales, USD', 'Total sales');
    for (const [period, { value, flag }] of page)
      expect({ value: oregon.get(period)?.value, flag: oregon.get(period)?.flag ?? null }).toEqual({
        value,
        flag: flag ?? null,
      });
    // Massachusetts's November and December 2021 are incomplete: October is the latest month both compare on.
    expect(section(compare, 'Change on a year before').columns!.map((column) => column.label)).toEqual([
      'State',
      'Total sales, October 2021',
      'Total sales, October 2020',
      'Change on a year before',
    ]);
  });

  it("dates every market in the data catalogue as its page does: one newest month, its sales series'", async () => {
    const catalogue = await fetch(apiUrl('/datasets'));
    const { markets } = await json<{ markets: Array<{ state: string; periodTo: string }> }>(catalogue);
    // Arizona to Washington: eleven markets with monthly sales, California and Nevada with annual totals only;
    // Canada and its thirteen provinces and territories, from Statistics Canada's monthly sales.
    expect(markets).toHaveLength(27);
    expect(markets.filter((market) => isCanadianMarket(market.state))).toHaveLength(14);
    for (const market of markets) {
      const page = (await answer('markets', `state=${market.state}`)) as Answer & { dataAsOf: string };
      expect({ state: market.state, date: market.periodTo }).toEqual({ state: market.state, date: page.dataAsOf });
    }
    // Not a price or tax series running on: Massachusetts' flower prices run to 2026 and Oregon's tax receipts to
    // 2025, but each is dated by its sales, the panel's: Oregon's newest month, and Massachusetts' two before its
    // newest (the data's README: its last two months were compiled before they were complete).
    const panel = readFileSync(
      path.join(SHARED_FILES, 'cannlytics-compiled', 'state-cannabis-monthly-panel.csv'),
      'utf8',
    );
    const newest = (state: string) =>
      panel
        .split('\n')
        .filter((line) => line.split(',')[1] === state)
        .map((line) => line.slice(0, 7))
        .sort()
        .at(-1)!;
    const monthBefore = (month: string, count: number) =>
      new Date(Date.UTC(Number(month.slice(0, 4)), Number(month.slice(5, 7)) - 1 - count, 1)).toISOString().slice(0, 7);
    const dates = new Map(markets.map((market) => [market.state, market.periodTo]));
    expect([dates.get('MA'), dates.get('OR')]).toEqual([monthBefore(newest('MA'), 2), newest('OR')]);
  });

  it("refuses missing, forged and other reports' tokens (401), lapsed users (403) and bad filters (400)", async () => {
    const { embedToken } = await reportToken(paid, 'market-overview');
    const refusal = async (path: string, token?: string) => {
      const response = await fetch(apiUrl(path), token === undefined ? {} : withReportToken(token));
      return { status: response.status, code: ((await response.json()) as { code?: string }).code };
    };
    const tokenInvalid = { status: 401, code: 'report_token_invalid' };
    expect(await refusal('/reports/market-overview')).toEqual(tokenInvalid);
    expect(await refusal('/reports/market-overview', `${embedToken}x`)).toEqual(tokenInvalid);
    expect(await refusal('/reports/washington-retail', embedToken)).toEqual(tokenInvalid);
    expect(await refusal('/reports/market-overview?from=2021-13', embedToken)).toEqual({
      status: 400,
      code: 'invalid_request',
    });
    expect(await refusal('/reports/no-such-report', embedToken)).toEqual({ status: 404, code: 'not_found' });

    const lapsing = await paidUser();
    const lapsingToken = await reportToken(lapsing, 'market-overview');
    await setUserFields(lapsing.uid, { isPaidUser: false, stripeSubscriptionStatus: 'canceled' });
    expect(await refusal('/reports/market-overview', lapsingToken.embedToken)).toEqual({
      status: 403,
      code: 'not_paid',
    });
  });

  it("answers an 'as of' view of today as the current one, and refuses bad (400) or too early (404) days", async () => {
    const { embedToken } = await reportToken(paid, 'washington-retail');
    const get = (query: string) => fetch(apiUrl(`/reports/washington-retail?${query}`), withReportToken(embedToken));
    const today = new Date().toISOString().slice(0, 10);
    const current = await json<Answer>(await get('from=2021-01&to=2021-10'));
    const asOf = await json<Answer & { asOf?: { date: string; publishedAt: string } }>(
      await get(`from=2021-01&to=2021-10&asOf=${today}`),
    );
    expect(asOf.asOf).toEqual({ date: today, publishedAt: expect.any(String) });
    expect(asOf.sections).toEqual(current.sections);
    const tomorrow = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
    for (const bad of ['2021-02-30', '2021-13-01', 'yesterday', tomorrow]) {
      const response = await get(`asOf=${bad}`);
      expect({ status: response.status, code: ((await response.json()) as { code?: string }).code }).toEqual({
        status: 400,
        code: 'invalid_request',
      });
    }
    const early = await get('asOf=2001-01-01');
    expect({ status: early.status, code: ((await early.json()) as { code?: string }).code }).toEqual({
      status: 404,
      code: 'no_data_as_of',
    });
  });

  it("answers a built-in report's figures with its configuration when asked, as the data API answers them", async () => {
    const opening = (query: string) =>
      fetch(apiUrl(`/powerbi/report/embedToken?${query}`), withIdToken(paid)).then((response) =>
        json<Embed & { reportId: string; figures?: Answer & { reportId: string } }>(response),
      );
    const asked = await opening('reportId=washington-retail&figures=1&from=2021-01&to=2021-10');
    const read = await fetch(
      apiUrl('/reports/washington-retail?from=2021-01&to=2021-10'),
      withReportToken(asked.embedToken),
    );
    expect(asked.figures).toEqual(await json<Answer>(read));
    // The first report's, when the link names none; never unasked; and left out where the report refuses the filters.
    expect((await opening('figures=1')).figures?.reportId).toBe((await opening('')).reportId);
    expect(await opening('reportId=washington-retail')).not.toHaveProperty('figures');
    const refused = await opening('reportId=washington-retail&figures=1&asOf=2001-01-01');
    expect(refused).toMatchObject({ reportId: 'washington-retail', embedToken: expect.any(String) });
    expect(refused).not.toHaveProperty('figures');
  });

  it('refuses (403 not_paid) a token holder still marked paid whose period ended beyond the grace', async () => {
    const lapsed = await paidUser();
    const { embedToken } = await reportToken(lapsed, 'market-overview');
    // Three days ago: past the 2-day grace (access-policy), as when the renewal's webhook never came.
    const threeDaysAgo = Timestamp.fromMillis(Date.now() - 3 * 86_400_000);
    await setUserFields(lapsed.uid, { isPaidUser: true, currentPeriodEnd: threeDaysAgo });
    const response = await fetch(apiUrl('/reports/market-overview'), withReportToken(embedToken));
    expect({ status: response.status, body: await response.json() }).toEqual({
      status: 403,
      body: { error: 'You need an active subscription to access reports', code: 'not_paid' },
    });
  });

  it('gives every signed-in user the public demo report, and only that one', async () => {
    const free = await createTestUser();
    await waitForUserRecord(free.uid);
    expect((await fetch(apiUrl('/powerbi/report/embedToken?reportId=market-overview'), withIdToken(free))).status).toBe(
      403,
    );
    const demo = await json<Embed>(await fetch(apiUrl('/reports/demo/embedToken'), withIdToken(free)));
    const report = await json<{
      title: string;
      filters: unknown[];
      sections: Array<{ x?: string[]; series?: unknown[] }>;
    }>(await fetch(apiUrl('/reports/demo'), withReportToken(demo.embedToken)));
    // The demo is the freshest series: the last 26 weeks of Connecticut's sales, no filters.
    expect(report.title).toBe('Connecticut weekly sales (demo)');
    expect(report.filters).toEqual([]);
    expect(report.sections[0].x).toHaveLength(26);
    expect(report.sections[0].x!.at(-1)).toBe(ctLastWeek);
    expect(report.sections[0].series).toHaveLength(3);
    expect((await fetch(apiUrl('/reports/market-overview'), withReportToken(demo.embedToken))).status).toBe(401);
  });
});
