/** A forecast's back-test record: what a market's chart and the data catalogue both carry. */
import { z } from 'zod/mini';

/** How often a forecast method's intervals held the figures published later, over rolling origins (a back-test). */
export const forecastRecordSchema = z.object({
  /** The months a forecast was made from (each forecasting the months after it). */
  origins: z.number(),
  /** Forecast months compared with a figure published later. */
  comparisons: z.number(),
  /** Mean absolute percentage error, in percent. */
  mape: z.number(),
  /** The shares (0 to 1) of those published months inside the 80 % and the 95 % interval as drawn from each origin. */
  coverage80: z.number(),
  coverage95: z.number(),
  /** The same shares for the model's own intervals, before they were set from the earlier forecasts' errors. */
  modelCoverage80: z.number(),
  modelCoverage95: z.number(),
  /** Of the forecast months compared, those whose intervals were set from earlier errors; the others were the model's own. */
  calibrated: z.number(),
});
export type ForecastRecord = z.infer<typeof forecastRecordSchema>;

/** A market's record in the data catalogue, with whether either interval held less than it claims. */
export const marketForecastRecordSchema = z.extend(forecastRecordSchema, {
  /** The first and last month of the history the market's current forecast was made from. */
  from: z.string(),
  through: z.string(),
  undercovers: z.boolean(),
});
export type MarketForecastRecord = z.infer<typeof marketForecastRecordSchema>;
