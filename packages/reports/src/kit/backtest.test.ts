/**
 * The back-test's counting with a method whose forecasts are known (the last month held,
 * within fixed bands), worked by hand, with intervals set from earlier errors and without; that
 * an origin's intervals read nothing from its month on; then the real method's record on series
 * of known noise, whose calibrated intervals must hold about their share, and the bounds on origins.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forecastsByOrigin, forecastWithRecord, MAX_ORIGINS, MIN_ORIGINS, type Forecaster } from './backtest';
import { CALIBRATION_WINDOW, MIN_CALIBRATION_ERRORS } from './calibrate';
import { HORIZON } from './forecast';
import { normals, range } from './forecast-test-series';

/** Forecasts the last month held for every month ahead, the 80 % band +-5 and the 95 % band +-15. */
const lastValue: Forecaster = (history, horizon) => {
  const last = history.at(-1)!;
  const flat = (offset: number) => range(horizon, () => last + offset);
  return { mean: flat(0), lo80: flat(-5), hi80: flat(5), lo95: flat(-15), hi95: flat(15) };
};
const backtest = (y: number[], method?: Forecaster, minFit?: number) => forecastWithRecord(y, method, minFit).record;

describe('backtest', () => {
  it('counts errors and interval hits over every origin and horizon, by hand', () => {
    // 100, 110, 120, ...: a forecast h months ahead misses by 10 h, so h = 1 is in the 95 % band only.
    const y = range(14, (t) => 100 + 10 * t);
    const record = backtest(y, lastValue, 2)!;
    assert.equal(record.origins, 12);
    // Origins 2..13: each has min(6, 14 - origin) months to compare.
    const perOrigin = range(12, (index) => Math.min(HORIZON, 12 - index));
    assert.equal(
      record.comparisons,
      perOrigin.reduce((sum, count) => sum + count, 0),
    );
    let ape = 0;
    let ones = 0;
    for (let origin = 2; origin < 14; origin++)
      for (let h = 1; h <= HORIZON && origin + h - 1 < 14; h++) {
        ape += (10 * h) / y[origin + h - 1];
        if (h === 1) ones++;
      }
    assert.ok(Math.abs(record.mape - (100 * ape) / record.comparisons) < 1e-9);
    assert.equal(record.coverage80, 0);
    assert.equal(record.coverage95, ones / record.comparisons);
    // Origin 13 has 11 earlier one-month errors, too few to set an interval: all are the model's own.
    assert.equal(record.calibrated, 0);
    assert.equal(record.modelCoverage95, record.coverage95);
  });

  it('sets the intervals from earlier errors where there are enough, by hand', () => {
    // Doubling every month, the last month held misses h months ahead by 2^h - 1 times the forecast, whatever the
    // origin, so every calibrated band reaches the published month exactly (powers of two are exact) and holds it;
    // the model's own +-5 and +-15 miss it by at least 2^(origin - 1), never less than 16.
    const y = range(41, (t) => 2 ** t);
    const record = backtest(y, lastValue, 2)!;
    assert.equal(record.origins, MAX_ORIGINS);
    let calibrated = 0;
    for (let origin = y.length - MAX_ORIGINS; origin < y.length; origin++)
      for (let h = 0; h < HORIZON && origin + h < y.length; h++)
        // Origins 2 to origin - 1 - h have their month h + 1 ahead published before this origin.
        if (Math.min(origin - 2 - h, CALIBRATION_WINDOW) >= MIN_CALIBRATION_ERRORS) calibrated++;
    assert.ok(calibrated > 0 && calibrated < record.comparisons);
    assert.equal(record.calibrated, calibrated);
    assert.equal(record.coverage80, calibrated / record.comparisons);
    assert.equal(record.coverage95, calibrated / record.comparisons);
    assert.equal(record.modelCoverage80, 0);
    assert.equal(record.modelCoverage95, 0);
  });

  it('sets each origin’s intervals from nothing published from that origin on', () => {
    const noise = normals(90, 5);
    const y = range(90, (t) => 3000 + 10 * t + 200 * Math.sin((2 * Math.PI * t) / 12) + 80 * noise[t]);
    const origin = 80;
    const drawn = forecastsByOrigin(y).get(origin)!.drawn;
    assert.deepEqual(
      drawn.calibratedFrom,
      range(HORIZON, () => CALIBRATION_WINDOW),
    );
    // The months from the origin on, changed, change nothing drawn from it, and it is the forecast published then.
    const later = y.map((value, t) => (t >= origin ? value * 3 : value));
    assert.deepEqual(forecastsByOrigin(later).get(origin)!.drawn, drawn);
    assert.deepEqual(forecastWithRecord(y.slice(0, origin)).forecast, drawn);
    // The month before it, tripled, is the largest of the 24 one-month errors, so the 95 % band's reach from
    // the forecast is that error: the intervals do read the earlier forecasts' errors.
    const earlier = y.map((value, t) => (t === origin - 1 ? value * 3 : value));
    const byOrigin = forecastsByOrigin(earlier);
    const previous = byOrigin.get(origin - 1)!.model.mean[0];
    const widened = byOrigin.get(origin)!.drawn;
    assert.ok(Math.abs(widened.hi95[0] / widened.mean[0] - (1 + (earlier[origin - 1] - previous) / previous)) < 1e-12);
  });

  it('holds about its share with intervals set from earlier errors, where the model’s own hold too few', () => {
    // Thirty series whose noise grows with their level, 5 % of it: the model's one variance for the whole history
    // is too small for the newest months, so its own intervals hold about two in three; those set from the newest
    // errors, in proportion, hold about their share over 36 origins by 6 months of each.
    const season = [-3, -2, -1, 0, 1, 2, 3, 3, 1, -1, -2, -3];
    const held = { drawn80: 0, drawn95: 0, model80: 0, comparisons: 0 };
    for (let seed = 1; seed <= 30; seed++) {
      const noise = normals(120, 7 * seed + 1);
      const y = range(120, (t) => (1000 + 40 * t) * (1 + 0.04 * season[t % 12]) * (1 + 0.05 * noise[t]));
      const record = backtest(y)!;
      assert.equal(record.calibrated, record.comparisons);
      held.drawn80 += record.coverage80 * record.comparisons;
      held.drawn95 += record.coverage95 * record.comparisons;
      held.model80 += record.modelCoverage80 * record.comparisons;
      held.comparisons += record.comparisons;
    }
    const share = (count: number) => count / held.comparisons;
    assert.ok(share(held.model80) < 0.72, `the model's own 80 % interval holds ${share(held.model80)}`);
    assert.ok(share(held.drawn80) > 0.77 && share(held.drawn80) < 0.85, `80 % interval holds ${share(held.drawn80)}`);
    assert.ok(share(held.drawn95) > 0.93 && share(held.drawn95) < 0.985, `95 % interval holds ${share(held.drawn95)}`);
  });

  it('covers a seasonal series with normal noise about as often as its intervals say', () => {
    const noise = normals(96, 11);
    const season = [-3, -2, -1, 0, 1, 2, 3, 3, 1, -1, -2, -3];
    const record = backtest(range(96, (t) => 5000 + 15 * t + 100 * season[t % 12] + 60 * noise[t]))!;
    assert.equal(record.origins, MAX_ORIGINS);
    assert.ok(record.coverage80 > 0.65 && record.coverage80 < 0.95, `80 % interval covers ${record.coverage80}`);
    assert.ok(record.coverage95 > 0.85, `95 % interval covers ${record.coverage95}`);
    assert.ok(record.mape > 0.3 && record.mape < 3, `MAPE ${record.mape}`);
  });

  it('has no record with fewer than a year of origins', () => {
    assert.equal(
      backtest(
        range(2 + MIN_ORIGINS - 1, () => 1),
        lastValue,
        2,
      ),
      undefined,
    );
    assert.ok(
      backtest(
        range(2 + MIN_ORIGINS, () => 1),
        lastValue,
        2,
      ),
    );
  });

  it('uses the newest origins only, at most three years of them', () => {
    const record = backtest(
      range(120, () => 1),
      lastValue,
      2,
    )!;
    assert.equal(record.origins, MAX_ORIGINS);
    assert.equal(record.coverage80, 1);
    assert.equal(record.mape, 0);
  });
});
