/**
 * Each market's forecast on its page, from the importer's snapshot through the view and the
 * builder: made from the chart's own newest complete months and back-tested on them (both
 * recomputed here from the published figures the chart shows), kept apart from those figures,
 * said in words with a warning where the intervals held less than they claim; a short history
 * gets a note and no forecast. The time it adds to an import is printed at 1x and 10x.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import type { ChartSection } from '@cannabis-reports/contracts';
import { forecastWithRecord } from '../kit/backtest';
import { MIN_CALIBRATION_ERRORS } from '../kit/calibrate';
import { forecastMonthly } from '../kit/forecast';
import { normals, range } from '../kit/forecast-test-series';
import { chartOf, openPage, snapshotRows } from './markets-test-files';
import { SALES_TITLE } from './page';
import { MIN_FORECAST_MONTHS, totalForecast } from './total-forecast';
import type { ChosenTotal } from './total-sales';
import { buildMarketsView } from './view';

const historyOf = (chart: ChartSection) => {
  const { from, through } = chart.forecast!;
  return chart.series[0].values.slice(chart.x.indexOf(from), chart.x.indexOf(through) + 1) as number[];
};

/** A market's total as the page's chooser gives it: only periods and figures are read. */
const totalOf = (periods: string[], values: Array<number | null>, flags: Record<number, 'partial'> = {}) =>
  ({
    periods,
    figures: values.map((value, index) => ({ value, ...(flags[index] ? { flag: flags[index] } : {}) })),
  }) as unknown as ChosenTotal;
const monthsFrom = (start: number, length: number) =>
  range(length, (t) => `${2015 + Math.floor((start + t) / 12)}-${String(((start + t) % 12) + 1).padStart(2, '0')}`);

describe('a market’s forecast on its page', async () => {
  const colorado = chartOf(await openPage('CO'), SALES_TITLE);
  const forecastChartOf = async (code: string) =>
    (await openPage(code)).sections.find(
      (section): section is ChartSection => section.kind === 'line-chart' && !!section.forecast,
    )!;
  const novaScotia = await forecastChartOf('NS');
  const saskatchewan = await forecastChartOf('SK');

  it('forecasts the six months after the newest complete month, from the chart’s own figures', () => {
    const forecast = colorado.forecast!;
    assert.equal(forecast.through, '2024-12');
    assert.deepEqual(forecast.x, ['2025-01', '2025-02', '2025-03', '2025-04', '2025-05', '2025-06']);
    assert.deepEqual(forecast.mean, forecastMonthly(historyOf(colorado))!.mean);
    const { forecast: made, record } = forecastWithRecord(historyOf(colorado));
    assert.deepEqual(forecast.record, record);
    assert.deepEqual(
      [forecast.lo80, forecast.hi80, forecast.lo95, forecast.hi95],
      [made!.lo80, made!.hi80, made!.lo95, made!.hi95],
    );
  });

  it('draws intervals set from the earlier forecasts’ errors, and says how they held in the back-test beside the model’s own', () => {
    const { calibratedFrom, record } = colorado.forecast!;
    assert.deepEqual(calibratedFrom, [24, 24, 24, 24, 24, 24]);
    assert.equal(record.calibrated, record.comparisons);
    assert.ok(
      colorado.notes!.some((note) => note.includes('as each origin drew them (each set from the errors of forecasts')),
    );
    const partly = saskatchewan.forecast!.record;
    assert.ok(partly.calibrated > 0 && partly.calibrated < partly.comparisons);
    assert.ok(
      saskatchewan.notes!.some((note) =>
        note.includes(
          `(${partly.calibrated} of them set from the errors of forecasts whose months were published before that origin, the others the model's own)`,
        ),
      ),
    );
    assert.ok(
      colorado.notes!.some((note) =>
        note.includes("set from how far the method's earlier forecasts as many months ahead"),
      ),
    );
    assert.ok(
      colorado.notes!.some((note) =>
        note.includes(`the model's own intervals held ${Math.round(record.modelCoverage80 * 100)} %`),
      ),
    );
  });

  it('keeps the forecast out of the published series', () => {
    assert.ok(colorado.forecast!.x.every((month) => !colorado.x.includes(month)));
    assert.equal(colorado.series.length, 1);
    assert.equal(colorado.series[0].values.length, colorado.x.length);
  });

  it('says the method and the record in words, and warns only where the intervals held less than they claim', () => {
    for (const chart of [colorado, novaScotia, saskatchewan]) {
      const { record, undercovers } = chart.forecast!;
      assert.equal(undercovers, record.coverage80 < 0.8 || record.coverage95 < 0.95);
      assert.ok(chart.notes!.some((note) => note.startsWith('Forecast (the shaded band after')));
      assert.ok(
        chart.notes!.some((note) => note.includes(`missed the published total by ${record.mape.toFixed(1)} %`)),
      );
      assert.equal(
        chart.notes!.some((note) => note.startsWith('Warning: in that back-test')),
        undercovers,
      );
    }
    assert.equal(colorado.forecast!.undercovers, false);
    assert.equal(novaScotia.forecast!.undercovers, false);
    assert.equal(saskatchewan.forecast!.undercovers, true);
  });

  it('lists each record in the view’s summary, which the data catalogue reads, and none for a market without a forecast', () => {
    const { states } = buildMarketsView(snapshotRows()).summary;
    const { record, from, through, undercovers } = colorado.forecast!;
    assert.deepEqual(states.find((entry) => entry.code === 'CO')!.forecast, { ...record, from, through, undercovers });
    assert.equal(states.find((entry) => entry.code === 'ME')!.forecast, undefined);
  });

  it('gives a market with too short a history a note and no forecast', async () => {
    const maine = chartOf(await openPage('ME'), SALES_TITLE);
    assert.equal(maine.forecast, undefined);
    assert.ok(maine.notes!.some((note) => note.startsWith('No forecast: the newest run')));
  });
});

describe('totalForecast', () => {
  const seasonal = (length: number) => range(length, (t) => 1000 + 5 * t + 100 * Math.sin((2 * Math.PI * t) / 12));

  it('starts after a flagged newest month, which the method never sees', () => {
    const periods = monthsFrom(0, 60);
    const { forecast } = totalForecast(totalOf(periods, seasonal(60), { 59: 'partial' }));
    assert.equal(forecast!.through, periods[58]);
    assert.equal(forecast!.x[0], periods[59]);
  });

  it('fits only the months after a gap', () => {
    const values: Array<number | null> = seasonal(70);
    values[10] = null;
    const periods = monthsFrom(0, 70);
    const { forecast } = totalForecast(totalOf(periods, values));
    assert.equal(forecast!.from, periods[11]);
    assert.equal(
      totalForecast(
        totalOf(
          periods,
          values.map((value, t) => (t === 30 ? null : value)),
        ),
      ).forecast,
      undefined,
    );
  });

  it(`needs ${MIN_FORECAST_MONTHS} consecutive complete months`, () => {
    assert.ok(totalForecast(totalOf(monthsFrom(0, MIN_FORECAST_MONTHS), seasonal(MIN_FORECAST_MONTHS))).forecast);
    assert.equal(
      totalForecast(totalOf(monthsFrom(0, MIN_FORECAST_MONTHS - 1), seasonal(MIN_FORECAST_MONTHS - 1))).forecast,
      undefined,
    );
  });

  it('keeps the model’s own intervals, and says so, where no origin has errors enough to set them', () => {
    const { forecast, notes } = totalForecast(
      totalOf(monthsFrom(0, MIN_FORECAST_MONTHS), seasonal(MIN_FORECAST_MONTHS)),
    );
    assert.deepEqual(forecast!.calibratedFrom, [0, 0, 0, 0, 0, 0]);
    assert.equal(forecast!.record.calibrated, 0);
    assert.ok(
      notes.some((note) =>
        note.includes(
          `interval, the model's own, from the spread of its one-month-ahead errors (fewer than ${MIN_CALIBRATION_ERRORS} earlier`,
        ),
      ),
    );
    assert.ok(
      notes.some((note) =>
        note.includes(`(the model's own: no origin had ${MIN_CALIBRATION_ERRORS} earlier forecasts`),
      ),
    );
  });

  it('prints the time forecasts and back-tests add to an import, at 1x and 10x', async () => {
    // Today's pages: 14 markets forecast from 48 to 132 months. Ten times: 140 markets of 120 months.
    const markets = (count: number) =>
      range(count, (index) => {
        const noise = normals(120, index + 1);
        return totalOf(
          monthsFrom(0, 120),
          seasonal(120).map((value, t) => value * (1 + index / 50) + 20 * noise[t]),
        );
      });
    for (const [label, totals] of [
      ['1x', markets(14)],
      ['10x', markets(140)],
    ] as const) {
      const started = performance.now();
      const made = totals.filter((total) => totalForecast(total).forecast).length;
      console.log(
        `forecast and back-test of ${made} markets (${label}): ${Math.round(performance.now() - started)} ms`,
      );
      assert.equal(made, totals.length);
    }
  });
});
