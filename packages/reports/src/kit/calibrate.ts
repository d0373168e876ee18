/**
 * Intervals set from the method's own earlier errors, horizon by horizon: split-conformal
 * prediction with an expanding window, the earlier forecasts being the calibration set
 * (Angelopoulos and Bates, 'A Gentle Introduction to Conformal Prediction and Distribution-Free
 * Uncertainty Quantification', https://arxiv.org/abs/2107.07511, section 1). An error is the published month's departure from its
 * forecast as a share of the forecast, the scale the published mean absolute percentage error
 * is on, so a market that has grown tenfold is judged by its errors in proportion and not in
 * dollars. Pure: numbers in, numbers out.
 */
import type { Forecast } from './forecast';

/** The 80 % and the 95 % interval, as whole percent so the quantile's rank is exact integer arithmetic. */
const LEVELS = [80, 95] as const;

/**
 * The fewest earlier errors at a horizon that set its intervals: the fewest for which the 95 %
 * quantile below is one of the errors (with 18 it would be past the largest). Fewer, and the
 * model's own interval is kept.
 */
export const MIN_CALIBRATION_ERRORS = 19;

/**
 * The newest earlier errors at a horizon that set its intervals, two years of origins: the
 * oldest forecasts were fitted to the shortest histories and erred more than the method does
 * now, so every earlier error would widen the intervals past their share (87 % of months inside
 * the 80 % interval on a series of known noise, against 82 % with these).
 */
export const CALIBRATION_WINDOW = 24;

/** A forecast whose intervals may be set from earlier errors, and from how many at each month ahead. */
export interface CalibratedForecast extends Forecast {
  /** The earlier errors each month's intervals were set from; 0 where too few, and the model's own are drawn. */
  calibratedFrom: number[];
}

/**
 * The conformal quantile of n errors at a level: the ceil((n + 1) level)-th smallest. A new
 * error exchangeable with them falls at or below it with probability at least the level;
 * undefined when that rank is past the largest.
 */
export function conformalQuantile(errors: readonly number[], percent: number): number | undefined {
  const rank = Math.ceil(((errors.length + 1) * percent) / 100);
  return rank > errors.length ? undefined : [...errors].sort((a, b) => a - b)[rank - 1];
}

/** The size of a month's error as a share of its forecast; undefined for a forecast at or below zero, which has no share. */
export function relativeError(actual: number, forecast: number): number | undefined {
  return forecast > 0 ? Math.abs(actual - forecast) / forecast : undefined;
}

/**
 * The forecast with each month's intervals the forecast plus or minus the conformal quantile of
 * the earlier errors at its horizon (`errors[h]`, h = 0 for one month ahead) times the forecast,
 * where there are MIN_CALIBRATION_ERRORS of them and the forecast is above zero; the model's
 * own intervals elsewhere. A bound below zero is drawn at zero, as the model's are.
 */
export function calibrate(forecast: Forecast, errors: readonly number[][]): CalibratedForecast {
  const result: CalibratedForecast = { ...forecast, lo80: [], hi80: [], lo95: [], hi95: [], calibratedFrom: [] };
  forecast.mean.forEach((point, h) => {
    const earlier = errors[h] ?? [];
    const [q80, q95] = LEVELS.map((percent) => conformalQuantile(earlier, percent));
    if (earlier.length < MIN_CALIBRATION_ERRORS || q80 === undefined || q95 === undefined || point <= 0) {
      result.lo80.push(forecast.lo80[h]);
      result.hi80.push(forecast.hi80[h]);
      result.lo95.push(forecast.lo95[h]);
      result.hi95.push(forecast.hi95[h]);
      result.calibratedFrom.push(0);
      return;
    }
    result.lo80.push(Math.max(0, point * (1 - q80)));
    result.hi80.push(point * (1 + q80));
    result.lo95.push(Math.max(0, point * (1 - q95)));
    result.hi95.push(point * (1 + q95));
    result.calibratedFrom.push(earlier.length);
  });
  return result;
}
