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

describe('the markets of the catalogue', () => {
  const dataset = (id: string, periodTo: string, periodKind: 'month' | 'snapshot' = 'month') =>
    datasetSummary(id, {
      periodKind,
      markets: [{ state: 'OR', periodFrom: '2016-10', periodTo }],
    });

  it('are dated by trade, not by a population count or a licence list', () => {
    const markets = marketsOfCatalogue([
      dataset('or-sales', '2021-11'),
      dataset('state-population', '2024-07'),
      dataset('or-licensees', '2026-08', 'snapshot'),
    ]);
    expect(markets).toEqual([{ state: 'OR', periodFrom: '2016-10', periodTo: '2021-11' }]);
  });
});
