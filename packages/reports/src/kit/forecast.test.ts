/**
 * The forecast method on series whose answer is known: a constant, a straight line and a
 * repeating season are forecast exactly with intervals of no width; noise widens the intervals
 * with the horizon; a short history has no forecast.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { forecastMonthly, HORIZON, MIN_FIT_MONTHS } from './forecast';
import { normals, range } from './forecast-test-series';

const close = (actual: number[], expected: number[], tolerance = 1e-6) =>
  actual.forEach((value, index) =>
    assert.ok(Math.abs(value - expected[index]) <= tolerance, `month ${index + 1}: ${value} is not ${expected[index]}`),
  );
const SEASON_SHAPE = [-30, -20, -5, 0, 10, 20, 35, 30, 10, -5, -15, -30];

describe('forecastMonthly', () => {
  it('forecasts a constant as itself, with intervals of no width', () => {
    const forecast = forecastMonthly(range(48, () => 500))!;
    const constant = range(HORIZON, () => 500);
    close(forecast.mean, constant);
    close(forecast.lo95, constant);
    close(forecast.hi95, constant);
  });

  it('follows a straight line on (the undamped trend is on the grid)', () => {
    const forecast = forecastMonthly(range(60, (t) => 1000 + 25 * t))!;
    close(
      forecast.mean,
      range(HORIZON, (h) => 1000 + 25 * (60 + h)),
    );
    close(forecast.hi80, forecast.mean);
  });

  it('repeats a season on a trend, month by month', () => {
    const at = (t: number) => 2000 + 10 * t + SEASON_SHAPE[t % 12];
    const forecast = forecastMonthly(range(50, at))!;
    close(
      forecast.mean,
      range(HORIZON, (h) => at(50 + h)),
    );
  });

  it('widens its intervals with the horizon on a noisy series, the 95 % around the 80 %', () => {
    const noise = normals(72);
    const forecast = forecastMonthly(range(72, (t) => 5000 + 20 * t + 10 * SEASON_SHAPE[t % 12] + 50 * noise[t]))!;
    for (let h = 0; h < HORIZON; h++) {
      assert.ok(forecast.lo95[h] < forecast.lo80[h] && forecast.lo80[h] < forecast.mean[h]);
      assert.ok(forecast.mean[h] < forecast.hi80[h] && forecast.hi80[h] < forecast.hi95[h]);
      if (h > 0) assert.ok(forecast.hi95[h] - forecast.lo95[h] >= forecast.hi95[h - 1] - forecast.lo95[h - 1]);
    }
    // The one-step 80 % half-width is about 1.28 noise deviations (50): well within a factor of two.
    const halfWidth = (forecast.hi80[0] - forecast.lo80[0]) / 2;
    assert.ok(halfWidth > 32 && halfWidth < 128, `one-step 80 % half-width ${halfWidth}`);
  });

  it('draws a lower bound below zero at zero', () => {
    const noise = normals(40, 3);
    const forecast = forecastMonthly(range(40, (t) => 10 + 40 * noise[t] ** 2))!;
    assert.ok(forecast.lo95.every((value) => value >= 0));
    assert.ok(forecast.lo95.some((value) => value === 0));
  });

  it('gives no forecast for a history shorter than three seasons', () => {
    assert.equal(forecastMonthly(range(MIN_FIT_MONTHS - 1, () => 1)), undefined);
  });
});
