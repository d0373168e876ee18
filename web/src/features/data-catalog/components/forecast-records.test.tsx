import { render, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { ForecastRecords } from './forecast-records';

const record = (coverage80: number, coverage95: number, modelCoverage80: number, modelCoverage95: number) => ({
  origins: 36,
  comparisons: 201,
  mape: 9.6494,
  coverage80,
  coverage95,
  modelCoverage80,
  modelCoverage95,
  calibrated: 138,
  from: '2014-01',
  through: '2024-12',
  undercovers: coverage80 < 0.8 || coverage95 < 0.95,
});

it('lists each market’s back-test as drawn and the model’s own, says which intervals held fewer than claimed, and leaves out markets without a forecast', () => {
  const { getByRole } = render(
    <ForecastRecords
      markets={[
        { state: 'CO', periodFrom: '2014-01', periodTo: '2024-12', forecast: record(0.6219, 0.8557, 0.4975, 0.6866) },
        { state: 'NS', periodFrom: '2018-10', periodTo: '2025-08', forecast: record(0.8408, 0.9801, 0.8706, 1) },
        { state: 'ME', periodFrom: '2020-12', periodTo: '2021-11' },
      ]}
    />,
  );
  const rows = within(getByRole('table', { name: 'Forecast back-test by market' })).getAllByRole('row');
  expect(rows.map((row) => row.textContent)).toEqual([
    'MarketForecast fromForecasts comparedMean absolute errorInside the 80 % intervalInside the 95 % intervalInside the model’s own 80 % and 95 %The intervals',
    'ColoradoJan 2014 to Dec 20242019.6 %62 %86 %50 % and 69 %Held fewer than claimed',
    'Nova ScotiaJan 2014 to Dec 20242019.6 %84 %98 %87 % and 100 %Held as claimed',
  ]);
});

it('shows nothing while no market has a forecast', () => {
  const { container } = render(
    <ForecastRecords markets={[{ state: 'ME', periodFrom: '2020-12', periodTo: '2021-11' }]} />,
  );
  expect(container).toBeEmptyDOMElement();
});
