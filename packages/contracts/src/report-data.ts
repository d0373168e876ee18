/**
 * What `GET /reports/:reportId` answers: a report as data, which one generic viewer renders.
 * Every chart carries its numbers, so the viewer can offer each chart as a table too.
 * The types are read off the schemas, so the answer the server builds, the one the viewer
 * reads and the one the end-to-end tests check are one definition.
 */
import { z } from 'zod/mini';
import { datasetSummarySchema } from './catalog';
import { forecastRecordSchema } from './forecast-record';
import { publicationCurrencySchema } from './publication-currency';

/**
 * 'usd' whole dollars (sales), 'usd-price' dollars and cents (prices, per-unit figures), 'index'
 * a figure relative to a base period's, which is 100 (never a count or an amount). 'cad' and
 * 'cad-price' are the same in Canadian dollars (Statistics Canada's figures): a currency of its
 * own, so no axis, header or file can show a Canadian figure as US dollars.
 */
export const unitSchema = z
  .enum(['usd', 'usd-price', 'cad', 'cad-price', 'count', 'percent', 'index'])
  .check(
    z.describe(
      "The figures' unit, which says their currency: 'usd' whole US dollars and 'usd-price' US dollars and cents (a Canadian market's figure in US dollars is converted at FRED's monthly rate, which the section's notes name); 'cad' whole Canadian dollars and 'cad-price' Canadian dollars and cents, as Statistics Canada publishes them; 'count', 'percent', or 'index' (the base period = 100, in no currency).",
    ),
  );
export type Unit = z.infer<typeof unitSchema>;

export const monthRangeFilterSchema = z.object({
  kind: z.literal('month-range'),
  from: z.string(),
  to: z.string(),
  min: z.string(),
  max: z.string(),
});
export type MonthRangeFilter = z.infer<typeof monthRangeFilterSchema>;

export const choiceFilterSchema = z.object({
  kind: z.literal('choice'),
  name: z.string(),
  label: z.string(),
  /** Several values (comma-separated in the query) or one. */
  multiple: z.boolean(),
  options: z.array(z.object({ value: z.string(), label: z.string() })),
  value: z.array(z.string()),
});
export type ChoiceFilter = z.infer<typeof choiceFilterSchema>;

export const reportFilterSchema = z.discriminatedUnion('kind', [monthRangeFilterSchema, choiceFilterSchema]);
export type ReportFilter = z.infer<typeof reportFilterSchema>;

/**
 * Why a figure is missing or qualified; the viewer marks it and explains the marks used.
 * A flagged null is never drawn or written as zero: 'withheld' (the publisher withholds it for
 * confidentiality), 'no-licensees' (the publisher's code for none licensed), 'not-published'
 * (the source has no figure); a flagged number is 'incomplete' (the source marks the period as
 * incomplete) or 'partial' (it covers only part of what its label says). 'suspect' marks a
 * null in place of a probable source error (a figure far outside its series by the reports'
 * stated rule): left out of charts and derived figures, its source value given in a note.
 * 'series-break' marks a null in place of a comparison across a break in a series (the source
 * changes what it counts from a month on), which would compare unlike figures.
 */
export const FIGURE_FLAGS = [
  'withheld',
  'no-licensees',
  'not-published',
  'incomplete',
  'partial',
  'suspect',
  'series-break',
] as const;
export const figureFlagSchema = z.enum(FIGURE_FLAGS);
export type FigureFlag = z.infer<typeof figureFlagSchema>;

const flagOrNull = z.nullable(figureFlagSchema);

export const chartSeriesSchema = z.object({
  label: z.string(),
  values: z.array(z.nullable(z.number())),
  /** Parallel to `values`; absent when no value is flagged. */
  flags: z.optional(z.array(flagOrNull)),
});
export type ChartSeries = z.infer<typeof chartSeriesSchema>;

/**
 * What a chart's mark says happened: a market event from the events table (first legal sales, a
 * closure, a regulator changing its report), or a change in the series itself (its source
 * changes, it breaks where what it counts changes).
 */
export const MARKET_EVENT_KINDS = ['sales-begin', 'closure', 'report-change', 'series-break'] as const;
export const ANNOTATION_KINDS = [...MARKET_EVENT_KINDS, 'source-change'] as const;

/**
 * A mark on the chart: a line at one category, or a shaded range from `x` to `to`, with a short
 * label drawn beside it; its text and source link are listed under the chart and exported.
 */
export const chartAnnotationSchema = z.object({
  x: z.string(),
  /** The last category of a shaded range. */
  to: z.optional(z.string()),
  label: z.string(),
  kind: z.optional(z.enum(ANNOTATION_KINDS)),
  /** What it means for the figures, in a sentence or two. */
  text: z.optional(z.string()),
  /** The public page that dates it. */
  sourceUrl: z.optional(z.string()),
});
export type ChartAnnotation = z.infer<typeof chartAnnotationSchema>;

/**
 * A forecast of the months after a chart's published figures, with its 80 % and 95 % intervals:
 * apart from `series`, so it is drawn as a band distinct from the figures and never exported or
 * tabulated as if published. Its method and record are said in words in the chart's notes.
 */
export const chartForecastSchema = z.object({
  /** The months forecast ('YYYY-MM'), after the last month the method saw (`through`). */
  x: z.array(z.string()),
  mean: z.array(z.number()),
  lo80: z.array(z.number()),
  hi80: z.array(z.number()),
  lo95: z.array(z.number()),
  hi95: z.array(z.number()),
  /**
   * For each month, how many earlier forecasts' errors at its horizon set its intervals; 0 where
   * too few did, and the model's own intervals are given.
   */
  calibratedFrom: z.array(z.number()),
  /** The first and last month of the history the forecast was made from. */
  from: z.string(),
  through: z.string(),
  record: forecastRecordSchema,
  /** True when either interval held fewer published months than its nominal share in the back-test. */
  undercovers: z.boolean(),
});
export type ChartForecast = z.infer<typeof chartForecastSchema>;

export const chartSectionSchema = z.object({
  kind: z.enum(['line-chart', 'bar-chart']),
  title: z.string(),
  unit: unitSchema,
  /** Category labels: months ('YYYY-MM'), week starts ('YYYY-MM-DD') or names. */
  x: z.array(z.string()),
  series: z.array(chartSeriesSchema),
  annotations: z.optional(z.array(chartAnnotationSchema)),
  forecast: z.optional(chartForecastSchema),
  /** How this chart's figures are built, shown under it (a note several sections repeat is shown once, with the report's). */
  notes: z.optional(z.array(z.string())),
});
export type ChartSection = z.infer<typeof chartSectionSchema>;

export const tableSectionSchema = z.object({
  kind: z.literal('table'),
  title: z.string(),
  columns: z.array(z.object({ label: z.string(), unit: z.optional(unitSchema) })),
  rows: z.array(z.array(z.union([z.string(), z.number(), z.null()]))),
  /** Parallel to `rows` (cell by cell); absent when no cell is flagged. */
  flags: z.optional(z.array(z.array(flagOrNull))),
  notes: z.optional(z.array(z.string())),
});
export type TableSection = z.infer<typeof tableSectionSchema>;

/**
 * A choropleth of one state's counties: one value per county and measure for the period the
 * filters select. The viewer draws the boundaries (it holds them, not the answer); a flagged
 * null is drawn as what it is (withheld hatched, no licensees or no figure apart), never as zero.
 */
export const countyMapSectionSchema = z.object({
  kind: z.literal('county-map'),
  title: z.string(),
  /** The state whose counties are drawn, by postal code. */
  state: z.enum(['CO']),
  unit: unitSchema,
  /** What the figures cover, in words ('Dec 2023', 'Jan to Dec 2023'). */
  period: z.string(),
  /** County names as the source writes them, parallel to each measure's values. */
  areas: z.array(z.string()),
  /** One per measure the reader may switch between; the first is shown first. */
  measures: z.array(chartSeriesSchema),
  notes: z.optional(z.array(z.string())),
});
export type CountyMapSection = z.infer<typeof countyMapSectionSchema>;

export const reportSectionSchema = z.union([chartSectionSchema, tableSectionSchema, countyMapSectionSchema]);
export type ReportSection = z.infer<typeof reportSectionSchema>;

/**
 * A dataset as a report cites it: the catalogue's entry without its period kind, cadence, markets,
 * money and units (each figure's own unit says them), check times, overdue mark, currency and arrival (a stored report is built at import; how far behind its
 * publisher it is moves with the calendar, so the report's answer says that when it is read).
 */
export const reportSourceSchema = z.omit(datasetSummarySchema, {
  id: true,
  periodKind: true,
  cadence: true,
  markets: true,
  money: true,
  units: true,
  lastChecked: true,
  lastChanged: true,
  expectedChangeDays: true,
  overdue: true,
  currency: true,
  arrives: true,
});
export type ReportSource = z.infer<typeof reportSourceSchema>;

export const reportDataSchema = z.object({
  reportId: z.string(),
  title: z.string(),
  description: z.string(),
  /** True when any dataset is the generated sample: the viewer labels it 'Sample data'. */
  sample: z.boolean(),
  /** The last month of data the report covers. */
  dataAsOf: z.string(),
  /**
   * How current that month is against its publisher on the day read (the 'as of' day for an old
   * view): the viewer says so beside 'Data as of' when it is behind. Absent for a report of many
   * markets, whose publishers differ (each market's currency is on /data).
   */
  currency: z.optional(publicationCurrencySchema),
  sources: z.array(reportSourceSchema),
  filters: z.array(reportFilterSchema),
  sections: z.array(reportSectionSchema),
  /** What is true of the whole report (caveats, rules): shown with the sources in 'About this data'. */
  notes: z.array(z.string()),
  /** What each flag used in this report means here (the viewer has a general wording for others). */
  flagNotes: z.optional(z.partialRecord(figureFlagSchema, z.string())),
  /**
   * Present for an 'as of' view: the day asked ('YYYY-MM-DD') and when the figures shown were
   * published in this product (ISO time); the viewer says plainly that it is an old view.
   */
  asOf: z.optional(z.object({ date: z.string(), publishedAt: z.string() })),
});
export type ReportData = z.infer<typeof reportDataSchema>;
