import { combineMarkets } from '@cannabis-reports/contracts';
import { datasetSummary, marketsOfCatalogue } from './dataset-catalog';

describe('the data catalogue', () => {
  it('reads a pointer stored before markets and check times were: none known, never invented', () => {
    expect(
      datasetSummary('wa-retail-sales', { title: 'WA', periodFrom: '2017-11', periodTo: '2021-10' }),
    ).toMatchObject({ markets: [], lastChecked: null, lastChanged: null, periodKind: 'month' });
  });

  it('gives each market its first and newest month over every dataset, a week by its month, the newest first', () => {
    const markets = combineMarkets([
      [
        { state: 'CO', periodFrom: '2014-01', periodTo: '2021-10' },
        { state: 'OR', periodFrom: '2016-10', periodTo: '2021-11' },
      ],
      [{ state: 'CO', periodFrom: '2014-02', periodTo: '2023-12' }],
      [{ state: 'CT', periodFrom: '2023-01-08', periodTo: '2026-03-29' }],
    ]);
    expect(markets).toEqual([
      { state: 'CT', periodFrom: '2023-01', periodTo: '2026-03' },
      { state: 'CO', periodFrom: '2014-01', periodTo: '2023-12' },
      { state: 'OR', periodFrom: '2016-10', periodTo: '2021-11' },
    ]);
  });
});

describe('the currency of each dataset', () => {
  it("says Statistics Canada's money is in Canadian dollars, a US regulator's in US dollars, and a count or a rate in none", () => {
    const units = 'Thousands of Canadian dollars (CAD), not USD';
    expect(datasetSummary('canada-retail-sales', { units })).toMatchObject({ money: 'CAD', units });
    expect(datasetSummary('canada-sales-by-type', {}).money).toBe('CAD');
    expect(datasetSummary('md-sales', {})).toMatchObject({ money: 'USD', units: null });
    expect(datasetSummary('ct-tax-revenue', {}).money).toBe('USD');
    for (const id of ['cad-per-usd', 'canada-population', 'state-population', 'or-licensees'])
      expect(datasetSummary(id, {}).money).toBeNull();
  });
});

describe('how each dataset arrives', () => {
  it('says a source with a fetch address is fetched from its host, one whose publisher serves a PDF is imported by hand, a compilation is frozen', () => {
    expect(datasetSummary('ma-flower-prices', {}).arrives).toEqual({ how: 'fetched', host: 'masscannabiscontrol.com' });
    expect(datasetSummary('canada-retail-sales', {}).arrives).toEqual({ how: 'fetched', host: 'www150.statcan.gc.ca' });
    expect(datasetSummary('md-sales', {}).arrives).toEqual({ how: 'manual' });
    expect(datasetSummary('state-monthly-sales', {}).arrives).toEqual({ how: 'frozen' });
  });
});

describe('the markets of the catalogue', () => {
  const dataset = (id: string, periodTo: string, periodKind: 'month' | 'snapshot' = 'month', state = 'OR') =>
    datasetSummary(id, {
      periodKind,
      markets: [{ state, periodFrom: '2016-10', periodTo }],
    });

  it('are dated by trade, not by a population count or a licence list, while no page dates them', () => {
    const markets = marketsOfCatalogue(
      [
        dataset('or-sales', '2021-11'),
        dataset('state-population', '2024-07'),
        dataset('or-licensees', '2026-08', 'snapshot'),
      ],
      new Map(),
    );
    expect(markets).toEqual([{ state: 'OR', periodFrom: '2016-10', periodTo: '2021-11' }]);
  });

  it('are dated as their pages are, by the sales series, never by a price or tax series running on', () => {
    const markets = marketsOfCatalogue(
      [
        dataset('state-monthly-sales', '2021-12', 'month', 'MA'),
        dataset('ma-flower-prices', '2026-06', 'month', 'MA'),
        dataset('or-tax-receipts', '2025-09'),
        dataset('state-annual-sales', '2023-01', 'month', 'CA'),
        dataset('ct-weekly-sales', '2026-03', 'month', 'CT'),
      ],
      // The markets view's dates: Massachusetts' last two panel months are incomplete.
      new Map([
        ['MA', { asOf: '2021-10', datedBy: 'state-monthly-sales' }],
        ['OR', { asOf: '2021-11', datedBy: 'or-sales' }],
        ['CA', { asOf: 'CY2023' }],
        ['CT', { asOf: '2026-03', datedBy: 'ct-weekly-sales' }],
      ]),
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(markets.map((market) => [market.state, market.periodTo])).toEqual([
      ['CT', '2026-03'],
      ['OR', '2021-11'],
      ['MA', '2021-10'],
      // Annual totals only: its year, after every market with a month.
      ['CA', 'CY2023'],
    ]);
    // Each month against the publisher of the series that dates it: DCP is out to October 2026; the
    // panel's Massachusetts months are measured against the CCC it copied (about six weeks on).
    const currency = new Map(markets.map((market) => [market.state, market.currency]));
    expect(currency.get('CT')).toEqual({
      status: 'behind',
      newestHeld: '2026-03',
      newestExpected: '2026-10',
      monthsBehind: 7,
    });
    expect(currency.get('MA')).toMatchObject({ status: 'behind', newestExpected: '2026-09', monthsBehind: 59 });
    expect(currency.get('CA')).toBeUndefined();
  });
});

describe('each market’s forecast record', () => {
  it('is carried from the markets view beside the market’s date, and absent where the market has no forecast', () => {
    const record = {
      origins: 26,
      comparisons: 141,
      mape: 9.2,
      coverage80: 0.59,
      coverage95: 0.8,
      modelCoverage80: 0.57,
      modelCoverage95: 0.76,
      calibrated: 16,
      from: '2016-10',
      through: '2021-11',
      undercovers: true,
    };
    const markets = marketsOfCatalogue(
      [
        datasetSummary('or-sales', { markets: [{ state: 'OR', periodFrom: '2016-10', periodTo: '2021-11' }] }),
        datasetSummary('ct-weekly-sales', { markets: [{ state: 'CT', periodFrom: '2023-01', periodTo: '2026-03' }] }),
      ],
      new Map([
        ['OR', { asOf: '2021-11', datedBy: 'or-sales', forecast: record }],
        ['CT', { asOf: '2026-03', datedBy: 'ct-weekly-sales' }],
      ]),
      new Date('2026-11-27T12:00:00Z'),
    );
    expect(markets.find((market) => market.state === 'OR')?.forecast).toEqual(record);
    expect(markets.find((market) => market.state === 'CT')).not.toHaveProperty('forecast');
  });
});

describe('overdue sources', () => {
  const now = new Date('2026-11-23T12:00:00Z');
  const daysAgo = (days: number) => new Date(now.getTime() - days * 86_400_000).toISOString();

  it('marks a monthly source overdue once no import has read it for more than its 45 days', () => {
    expect(datasetSummary('ct-weekly-sales', { checkedAt: daysAgo(45) }, now)).toMatchObject({
      expectedChangeDays: 45,
      overdue: false,
    });
    expect(datasetSummary('ct-weekly-sales', { checkedAt: daysAgo(46) }, now).overdue).toBe(true);
  });

  it('gives a live list a week and a yearly estimate a year and a month', () => {
    expect(datasetSummary('or-licensees', { checkedAt: daysAgo(8) }, now).overdue).toBe(true);
    expect(datasetSummary('state-population', { checkedAt: daysAgo(399) }, now).overdue).toBe(false);
    expect(datasetSummary('state-population', { checkedAt: daysAgo(401) }, now).overdue).toBe(true);
  });

  it('never marks a one-off compilation, a copy not followed, or a source never read', () => {
    expect(datasetSummary('state-annual-sales', { checkedAt: daysAgo(900) }, now)).toMatchObject({
      expectedChangeDays: null,
      overdue: false,
    });
    expect(datasetSummary('il-sales', { checkedAt: daysAgo(900) }, now).overdue).toBe(false);
    expect(datasetSummary('ct-weekly-sales', {}, now).overdue).toBe(false);
    expect(datasetSummary('retired-dataset', { checkedAt: daysAgo(900) }, now).overdue).toBe(false);
  });
});

describe('currency against the publisher', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  const today = now.toISOString();

  it('calls a source read and changed today, whose file ends in March 2026, 7 months behind, not current', () => {
    // What /data said before: 'Last changed' today and not overdue, as if the figures were new.
    const summary = datasetSummary(
      'ct-weekly-sales',
      { periodKind: 'week', periodTo: '2026-03-29', checkedAt: today, changedAt: today },
      now,
    );
    expect(summary.overdue).toBe(false);
    expect(summary.currency).toEqual({
      status: 'behind',
      newestHeld: '2026-03',
      newestExpected: '2026-10',
      monthsBehind: 7,
    });
  });

  it('measures a yearly estimate by its year, and a one-off compilation as frozen', () => {
    expect(datasetSummary('state-population', { periodTo: '2024' }, now).currency).toMatchObject({
      status: 'behind',
      monthsBehind: 12,
    });
    expect(datasetSummary('state-annual-sales', { periodTo: '2021' }, now).currency.status).toBe('frozen');
  });

  it('has no newest period before any import', () => {
    expect(datasetSummary('ct-weekly-sales', {}, now).currency).toMatchObject({ newestHeld: null });
  });
});
