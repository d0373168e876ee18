/**
 * The state pages' rules: withheld is not zero, one quantity has one value, a state we hold
 * only annual totals for says so, and a new source is one module and one list entry.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { buildMarkets } from './builder';
import type { MarketSource } from './facts';
import { annualTotalsOf, chartOf, openPage, pointOf, readCsv, readerOf, snapshotRows } from './markets-test-files';
import { SALES_TITLE } from './page';
import { MARKET_SOURCES } from './source-list';
import { buildMarketsView } from './view';

describe('Colorado: counties CDOR withholds are missing, not zero', async () => {
  const report = await openPage('CO');
  const june2018 = readCsv('co-dor/co-sales-by-county-by-month.csv').filter((row) => row.period === '2018-06');
  const published = june2018.reduce((sum, row) => sum + (row.med_sales_usd === '' ? 0 : Number(row.med_sales_usd)), 0);
  const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv').find(
    (row) => row.state === 'CO' && row.date.startsWith('2018-06'),
  )!;

  it('marks June 2018’s medical sum partial: it covers only the counties CDOR publishes', () => {
    assert.ok(june2018.some((row) => row.med_blank_code === 'NR'));
    assert.ok(!june2018.some((row) => row.county === 'Sum of NR Counties'));
    const medical = pointOf(chartOf(report, 'Sales by store type, USD'), 'Medical', '2018-06');
    assert.deepEqual(medical, { value: published, flag: 'partial' });
  });

  it('takes June 2018’s total from CDOR’s monthly report as the panel compiles it, not from the partial county sum', () => {
    assert.equal(pointOf(chartOf(report, SALES_TITLE), 'Total sales', '2018-06').value, Number(panel.total_sales));
    assert.ok(report.notes.some((note) => note.includes('from the Cannlytics multi-state panel’s monthly sales')));
  });
});

describe('one quantity, one value', () => {
  it('shows Oregon’s price per gram from OLCC’s compilation only, and says the panel’s is left out', async () => {
    const report = await openPage('OR');
    const titles = report.sections.map((section) => section.title);
    assert.ok(titles.includes('Retail price, USD per gram'));
    assert.ok(!titles.includes('Average price, USD per gram'));
    assert.ok(report.notes.some((note) => note.startsWith('Retail price, USD per gram: from OLCC’s market data')));
  });
});

describe('a new source', () => {
  const annual = annualTotalsOf('CA');
  const sources: MarketSource[] = [...MARKET_SOURCES, annual];

  it('adds a page from one module and one list entry; a state with annual totals only says so', async () => {
    const rows = snapshotRows();
    const view = buildMarketsView(rows, sources);
    assert.deepEqual(
      view.summary.states.find((entry) => entry.code === 'CA'),
      { code: 'CA', name: 'California', asOf: '2023', annualOnly: true },
    );
    const base = readerOf(rows);
    const part = view.parts.get('series__state__CA')!;
    const reader = {
      requireView: async <Summary>() => ({
        ...(await base.requireView<Summary>('markets')),
        summary: view.summary as Summary,
      }),
      requireParts: async (_pointer: unknown, ids: string[]) => new Map(ids.map((id) => [id, part])),
    };
    const report = await buildMarkets(reader, { state: 'CA' });
    assert.equal(report.title, 'California cannabis market');
    assert.ok(report.notes[0].startsWith('We hold only annual totals for California'));
    assert.deepEqual(chartOf(report, 'Annual sales, USD').x, ['2022', '2023']);
    assert.equal(
      report.sections.some((section) => section.title === SALES_TITLE),
      false,
    );
  });

  it('opens the freshest state when the link names none or one without a page', async () => {
    assert.equal((await openPage('ZZ')).title, 'Connecticut cannabis market');
  });
});
