/**
 * A forecast's record against what was published later: rolling origins over the history held.
 * At each origin the method sees only the months before it, forecasts the horizon, and each later
 * month held is compared with its forecast: the absolute percentage error, and whether it fell
 * inside the 80 % and the 95 % interval. Pure, and the method is a parameter, so the counting is
 * tested apart from any model.
 */
import { forecastMonthly, HORIZON, MIN_FIT_MONTHS, type Forecast } from './forecast';

/** Origins enough for a record worth publishing: a year of them. */
export const MIN_ORIGINS = 12;
/** The newest three years of origins at most: the record is of the method as it forecasts now, and its cost stays bounded. */
export const MAX_ORIGINS = 36;

export interface BacktestRecord {
  origins: number;
  /** Forecast months compared with a published month (every horizon from 1 to 6). */
  comparisons: number;
  /** Mean absolute percentage error, in percent. */
  mape: number;
  /** Shares (0 to 1) of compared months inside each interval. */
  coverage80: number;
  coverage95: number;
}

export type Forecaster = (history: number[], horizon: number) => Forecast | undefined;

export function backtest(
  y: number[],
  method: Forecaster = forecastMonthly,
  minFit = MIN_FIT_MONTHS,
): BacktestRecord | undefined {
  const first = Math.max(minFit, y.length - MAX_ORIGINS);
  let origins = 0;
  let comparisons = 0;
  let errors = 0;
  let in80 = 0;
  let in95 = 0;
  for (let origin = first; origin < y.length; origin++) {
    const forecast = method(y.slice(0, origin), HORIZON);
    if (!forecast) continue;
    origins++;
    for (let h = 0; h < HORIZON && origin + h < y.length; h++) {
      const actual = y[origin + h];
      comparisons++;
      errors += Math.abs(actual - forecast.mean[h]) / Math.abs(actual);
      if (actual >= forecast.lo80[h] && actual <= forecast.hi80[h]) in80++;
      if (actual >= forecast.lo95[h] && actual <= forecast.hi95[h]) in95++;
    }
  }
  if (origins < MIN_ORIGINS) return undefined;
  return {
    origins,
    comparisons,
    mape: (100 * errors) / comparisons,
    coverage80: in80 / comparisons,
    coverage95: in95 / comparisons,
  };
}
