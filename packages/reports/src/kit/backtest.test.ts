/**
 * The back-test's counting with a method whose forecasts are known (the last month held,
 * within fixed bands), worked by hand; then the real method's record on a series it should
 * cover about as often as it says, and the bounds on origins.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { backtest, MAX_ORIGINS, MIN_ORIGINS, type Forecaster } from './backtest';
import { HORIZON } from './forecast';
import { normals, range } from './forecast-test-series';

/** Forecasts the last month held for every month ahead, the 80 % band +-5 and the 95 % band +-15. */
const lastValue: Forecaster = (history, horizon) => {
  const last = history.at(-1)!;
  const flat = (offset: number) => range(horizon, () => last + offset);
  return { mean: flat(0), lo80: flat(-5), hi80: flat(5), lo95: flat(-15), hi95: flat(15) };
};

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
