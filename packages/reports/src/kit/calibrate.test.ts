/**
 * The conformal quantile's rank and the calibrated intervals on errors whose answer is known by
 * hand: the model's own intervals are kept below the fewest errors that can set them.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { calibrate, conformalQuantile, MIN_CALIBRATION_ERRORS, relativeError } from './calibrate';
import type { Forecast } from './forecast';
import { range } from './forecast-test-series';

/** A forecast of 1000 a month for two months, the model's bands +-100 and +-200. */
const model: Forecast = {
  mean: [1000, 1000],
  lo80: [900, 900],
  hi80: [1100, 1100],
  lo95: [800, 800],
  hi95: [1200, 1200],
};
/** 0.01, 0.02, ... as many as asked, shuffled so the quantile must sort them. */
const hundredths = (count: number) => range(count, (index) => (((index * 7) % count) + 1) / 100);

describe('conformalQuantile', () => {
  it('is the ceil((n + 1) level)-th smallest error', () => {
    // 19 errors: the 16th smallest for 80 % (20 x 0.8), the 19th for 95 % (20 x 0.95).
    assert.equal(conformalQuantile(hundredths(19), 80), 0.16);
    assert.equal(conformalQuantile(hundredths(19), 95), 0.19);
    // 24 errors: the 20th (25 x 0.8) and the 24th (ceil of 23.75).
    assert.equal(conformalQuantile(hundredths(24), 80), 0.2);
    assert.equal(conformalQuantile(hundredths(24), 95), 0.24);
  });

  it('has none when that rank is past the largest error', () => {
    assert.equal(conformalQuantile(hundredths(MIN_CALIBRATION_ERRORS - 1), 95), undefined);
    assert.equal(conformalQuantile(hundredths(3), 80), undefined);
  });
});

describe('calibrate', () => {
  it('sets each month’s intervals from its own horizon’s errors, as shares of the forecast', () => {
    const errors = [hundredths(19), hundredths(24).map((error) => 2 * error)];
    const drawn = calibrate(model, errors);
    assert.deepEqual(drawn.mean, model.mean);
    assert.deepEqual(drawn.calibratedFrom, [19, 24]);
    for (const [actual, expected] of [
      [drawn.lo80, [840, 600]],
      [drawn.hi80, [1160, 1400]],
      [drawn.lo95, [810, 520]],
      [drawn.hi95, [1190, 1480]],
    ])
      actual.forEach((value, h) => assert.ok(Math.abs(value - expected[h]) < 1e-9, `${value} is not ${expected[h]}`));
  });

  it('keeps the model’s own intervals where a horizon has too few errors, and draws a bound below zero at zero', () => {
    const drawn = calibrate(model, [
      hundredths(MIN_CALIBRATION_ERRORS - 1),
      hundredths(19).map((error) => 100 * error),
    ]);
    assert.deepEqual(drawn.calibratedFrom, [0, 19]);
    assert.deepEqual([drawn.lo80[0], drawn.hi80[0], drawn.lo95[0], drawn.hi95[0]], [900, 1100, 800, 1200]);
    assert.equal(drawn.lo95[1], 0);
    assert.equal(drawn.hi95[1], 1000 * (1 + 19));
  });

  it('keeps the model’s own intervals for a forecast at or below zero, which has no relative error', () => {
    const negative = { ...model, mean: [-5, 1000] };
    assert.equal(relativeError(10, -5), undefined);
    assert.equal(relativeError(1100, 1000), 0.1);
    assert.deepEqual(calibrate(negative, [hundredths(19), hundredths(19)]).calibratedFrom, [0, 19]);
  });
});
