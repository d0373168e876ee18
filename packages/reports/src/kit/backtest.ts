/**
 * A forecast and its record against what was published later: rolling origins over the history
 * held. From each origin the method sees only the months before it and forecasts the horizon; its
 * intervals are then set from the errors of the earlier origins' forecasts whose months were
 * published before it (calibrate.ts), so the record's coverage is of intervals set without the
 * months they are judged on. Each later month held is compared with its forecast: the absolute
 * percentage error, and whether it fell inside the 80 % and the 95 % interval, as drawn and as the
 * model gave it. Pure, and the method is a parameter, so the counting is tested apart from any model.
 */
import { calibrate, CALIBRATION_WINDOW, relativeError, type CalibratedForecast } from './calibrate';
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
  /** Shares (0 to 1) of compared months inside each interval as drawn from its origin. */
  coverage80: number;
  coverage95: number;
  /** The same shares for the model's own intervals, before they were set from earlier errors. */
  modelCoverage80: number;
  modelCoverage95: number;
  /** Compared months whose intervals were set from earlier errors (the others are the model's own). */
  calibrated: number;
}

export type Forecaster = (history: number[], horizon: number) => Forecast | undefined;

const inside = (actual: number, lo: number, hi: number) => actual >= lo && actual <= hi;

/**
 * The forecast the method would have published from each origin, `earliest` (at least `minFit`)
 * to the whole history, with its intervals set from the errors at each horizon of the newest
 * CALIBRATION_WINDOW earlier origins' forecasts whose month is before that origin: the forecast
 * from origin t reads nothing from month t on.
 */
export function forecastsByOrigin(
  y: number[],
  method: Forecaster = forecastMonthly,
  minFit = MIN_FIT_MONTHS,
  earliest = minFit,
): Map<number, { model: Forecast; drawn: CalibratedForecast }> {
  const made = new Map<number, Forecast>();
  for (let origin = Math.max(minFit, earliest); origin <= y.length; origin++) {
    const forecast = method(y.slice(0, origin), HORIZON);
    if (forecast) made.set(origin, forecast);
  }
  // Each forecast's error at each horizon, worked out once, with the month it was about (in order).
  const errorsAt = Array.from({ length: HORIZON }, (_, h) =>
    [...made].flatMap(([from, forecast]) => {
      const error = from + h < y.length ? relativeError(y[from + h], forecast.mean[h]) : undefined;
      return error === undefined ? [] : [{ month: from + h, error }];
    }),
  );
  const errorsBefore = (origin: number) =>
    errorsAt.map((errors) =>
      errors
        .filter(({ month }) => month < origin)
        .map(({ error }) => error)
        .slice(-CALIBRATION_WINDOW),
    );
  return new Map(
    [...made].map(([origin, model]) => [origin, { model, drawn: calibrate(model, errorsBefore(origin)) }]),
  );
}

/**
 * The forecast after the whole history and the back-test record of the newest origins (at most
 * MAX_ORIGINS); the record is absent with fewer than MIN_ORIGINS, the forecast with too short a
 * history for the method.
 */
export function forecastWithRecord(
  y: number[],
  method: Forecaster = forecastMonthly,
  minFit = MIN_FIT_MONTHS,
): { forecast?: CalibratedForecast; record?: BacktestRecord } {
  const first = Math.max(minFit, y.length - MAX_ORIGINS);
  // The oldest origin the first one's intervals can read: a window before the newest whose sixth month precedes it.
  const byOrigin = forecastsByOrigin(y, method, minFit, first - CALIBRATION_WINDOW - HORIZON + 1);
  let origins = 0;
  let comparisons = 0;
  let errors = 0;
  let calibrated = 0;
  const held = { drawn80: 0, drawn95: 0, model80: 0, model95: 0 };
  for (let origin = first; origin < y.length; origin++) {
    const forecast = byOrigin.get(origin);
    if (!forecast) continue;
    const { model, drawn } = forecast;
    origins++;
    for (let h = 0; h < HORIZON && origin + h < y.length; h++) {
      const actual = y[origin + h];
      comparisons++;
      errors += Math.abs(actual - model.mean[h]) / Math.abs(actual);
      if (drawn.calibratedFrom[h] > 0) calibrated++;
      if (inside(actual, drawn.lo80[h], drawn.hi80[h])) held.drawn80++;
      if (inside(actual, drawn.lo95[h], drawn.hi95[h])) held.drawn95++;
      if (inside(actual, model.lo80[h], model.hi80[h])) held.model80++;
      if (inside(actual, model.lo95[h], model.hi95[h])) held.model95++;
    }
  }
  const forecast = byOrigin.get(y.length)?.drawn;
  if (origins < MIN_ORIGINS) return { forecast };
  return {
    forecast,
    record: {
      origins,
      comparisons,
      mape: (100 * errors) / comparisons,
      coverage80: held.drawn80 / comparisons,
      coverage95: held.drawn95 / comparisons,
      modelCoverage80: held.model80 / comparisons,
      modelCoverage95: held.model95 / comparisons,
      calibrated,
    },
  };
}
