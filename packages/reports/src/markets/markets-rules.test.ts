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

describe('Colorado: CDOR’s statewide total counts the counties it withholds, which are missing, not zero', async () => {
  const report = await openPage('CO');
  const rows = readCsv('co-dor/co-sales-by-county-by-month-2014-2023.csv');
  const statewide = (period: string) => rows.find((row) => row.period === period && row.county === 'Total')!;
  const june2018 = rows.filter((row) => row.period === '2018-06' && row.county !== 'Total');
  const published = june2018.reduce((sum, row) => sum + (row.med_sales_usd === '' ? 0 : Number(row.med_sales_usd)), 0);

  it('gives June 2018’s medical sales as CDOR’s statewide row, above the counties it publishes', () => {
    assert.ok(june2018.some((row) => row.med_code === 'NR'));
    assert.ok(published < Number(statewide('2018-06').med_sales_usd));
    const medical = pointOf(chartOf(report, 'Sales by store type, USD'), 'Medical', '2018-06');
    assert.deepEqual(medical, { value: Number(statewide('2018-06').med_sales_usd), flag: null });
  });

  it('takes every month’s total from CDOR, May 2021 too, where the panel’s figure is the lower one of its break', () => {
    const may2021 = statewide('2021-05');
    const total = pointOf(chartOf(report, SALES_TITLE), 'Total sales', '2021-05').value!;
    assert.equal(total, Number(may2021.med_sales_usd) + Number(may2021.rec_sales_usd));
    const panel = readCsv('cannlytics-compiled/state-cannabis-monthly-panel.csv').find(
      (row) => row.state === 'CO' && row.date.startsWith('2021-05'),
    )!;
    assert.ok(Number(panel.total_sales) < total - 25e6);
    assert.ok(report.notes.includes('Total sales: January 2014 to December 2024 from CDOR’s sales by county.'));
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
  const annual = annualTotalsOf('NH');
  const sources: MarketSource[] = [...MARKET_SOURCES, annual];

  it('adds a page from one module and one list entry; a state with annual totals only says so', async () => {
    const rows = snapshotRows();
    const view = buildMarketsView(rows, sources);
    assert.deepEqual(
      view.summary.states.find((entry) => entry.code === 'NH'),
      { code: 'NH', name: 'New Hampshire', asOf: '2023', annualOnly: true },
    );
    const base = readerOf(rows);
    const part = view.parts.get('series__state__NH')!;
    const reader = {
      requireView: async <Summary>() => ({
        ...(await base.requireView<Summary>('markets')),
        summary: view.summary as Summary,
      }),
      requireParts: async (_pointer: unknown, ids: string[]) => new Map(ids.map((id) => [id, part])),
    };
    const report = await buildMarkets(reader, { state: 'NH' });
    assert.equal(report.title, 'New Hampshire cannabis market');
    assert.ok(report.notes[0].startsWith('We hold only annual totals for New Hampshire'));
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
