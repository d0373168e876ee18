/**
 * A market's monthly total forecast six months on, with its back-test record, made when the view
 * is built at import: so an 'as of' view holds the forecast made from the version then in force.
 * The method sees the newest run of consecutive complete months (a gap, a flagged month, a zero
 * or the opening month ends it), so it never fits a month the regulator did not publish in full.
 */
import { formatMonth, shiftMonth, type ChartForecast, type ForecastRecord } from '@cannabis-reports/contracts';
import { forecastWithRecord, MAX_ORIGINS, MIN_ORIGINS } from '../kit/backtest';
import { MIN_CALIBRATION_ERRORS } from '../kit/calibrate';
import { HORIZON, MIN_FIT_MONTHS } from '../kit/forecast';
import type { ChosenTotal } from './total-sales';

/** The shortest history that gets a forecast: enough to fit the model and back-test it from a year of origins. */
export const MIN_FORECAST_MONTHS = MIN_FIT_MONTHS + MIN_ORIGINS;

/** The newest run of consecutive months with a complete, positive figure: its first index and its values. */
function newestRun(total: ChosenTotal): { start: number; values: number[] } | undefined {
  const complete = (index: number) => {
    const figure = total.figures[index];
    return !!figure && figure.value !== null && figure.value > 0 && !figure.flag;
  };
  let end = total.periods.length - 1;
  while (end >= 0 && !complete(end)) end--;
  if (end < 0) return undefined;
  let start = end;
  while (start > 0 && complete(start - 1)) start--;
  return { start, values: total.figures.slice(start, end + 1).map((figure) => figure!.value!) };
}

const percent = (share: number) => `${Math.round(share * 100)} %`;

/**
 * The forecast and its notes; without one (too short a history), the note that says why. Every
 * forecast has its record: a history too short to back-test gets none.
 */
export function totalForecast(total: ChosenTotal): { forecast?: ChartForecast; notes: string[] } {
  const run = newestRun(total);
  if (!run) return { notes: [] };
  const from = total.periods[run.start];
  const through = total.periods[run.start + run.values.length - 1];
  const { forecast: made, record } = run.values.length >= MIN_FORECAST_MONTHS ? forecastWithRecord(run.values) : {};
  if (!made || !record)
    return {
      notes: [
        `No forecast: the newest run of consecutive complete months (${formatMonth(from)} to ${formatMonth(through)}) is ${run.values.length} months, fewer than the ${MIN_FORECAST_MONTHS} a forecast and its back-test need.`,
      ],
    };
  const undercovers = record.coverage80 < 0.8 || record.coverage95 < 0.95;
  return {
    forecast: {
      x: Array.from({ length: HORIZON }, (_, index) => shiftMonth(through, index + 1)),
      ...made,
      from,
      through,
      record,
      undercovers,
    },
    notes: forecastNotes(from, through, run.values.length, made.calibratedFrom, record, undercovers),
  };
}

/** How each month's intervals were set, in words: from earlier errors where there were enough, else the model's own. */
function bandWords(calibratedFrom: number[]): string {
  const modelOwn = "the model's own, from the spread of its one-month-ahead errors";
  const set = calibratedFrom.filter((count) => count > 0);
  if (set.length === 0) return `${modelOwn} (fewer than ${MIN_CALIBRATION_ERRORS} earlier forecasts to set them from)`;
  const fromEarlier =
    "set from how far the method's earlier forecasts as many months ahead fell from the totals published later: " +
    `the forecast plus or minus the share of it that 80 % (95 %) of those errors stayed within, ${Math.min(...set) === Math.max(...set) ? `the newest ${set[0]}` : `from ${Math.min(...set)} to ${Math.max(...set)}`} earlier forecasts`;
  return set.length === calibratedFrom.length
    ? fromEarlier
    : `for ${set.length} of the ${calibratedFrom.length} months ${fromEarlier}; for the others, with fewer than ${MIN_CALIBRATION_ERRORS}, ${modelOwn}`;
}

/** The method and its record in words, under the chart. */
function forecastNotes(
  from: string,
  through: string,
  months: number,
  calibratedFrom: number[],
  record: ForecastRecord,
  undercovers: boolean,
): string[] {
  const held = `${percent(record.coverage80)} of the published months fell inside the 80 % interval and ${percent(record.coverage95)} inside the 95 % interval, as each origin drew them`;
  const setFrom = 'set from the errors of forecasts whose months were published before that origin';
  const which =
    record.calibrated === record.comparisons
      ? `each ${setFrom}`
      : `${record.calibrated} of them ${setFrom}, the others the model's own`;
  return [
    `Forecast (the shaded band after ${formatMonth(through)}): a forecast, not a published figure, never in the table or the downloads. ` +
      `Exponential smoothing with a damped trend and a 12-month season (additive Holt-Winters), fitted to the ${months} consecutive complete months from ${formatMonth(from)} to ${formatMonth(through)}; ` +
      `the line is its forecast, the darker band its 80 % and the lighter its 95 % prediction interval, ${bandWords(calibratedFrom)}.`,
    `How wrong it has been: forecasting 1 to ${HORIZON} months ahead from each of the last ${record.origins} months held (at most ${MAX_ORIGINS}), with only the months before each, ` +
      `the forecasts missed the published total by ${record.mape.toFixed(1)} % on average (mean absolute percentage error, ${record.comparisons} forecasts); ` +
      (record.calibrated > 0
        ? `${held} (${which}); ` +
          `the model's own intervals held ${percent(record.modelCoverage80)} and ${percent(record.modelCoverage95)}.`
        : `${held} (the model's own: no origin had ${MIN_CALIBRATION_ERRORS} earlier forecasts to set them from).`),
    ...(undercovers
      ? [
          'Warning: in that back-test the intervals held fewer published months than they claim, so the real uncertainty is likely wider than the band shows.',
        ]
      : []),
  ];
}
