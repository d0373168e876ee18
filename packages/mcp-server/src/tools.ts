/**
 * The server's tools, one row each: its name and words for the assistant, its input (the data
 * API's own query schemas from the contracts, so a filter the API refuses is refused here too)
 * and how it reads its answer from the API. A route the API gains becomes a tool by adding one
 * row here that reads it and gives its figures their provenance; no row reads a route the API
 * does not serve. Forecasts are read from the markets report, where the product makes them, and
 * answered apart from published figures, each month marked as a forecast.
 */
import {
  annotationsQuerySchema,
  apiReportIdSchema,
  apiReportQuerySchema,
  datasetIdSchema,
  datasetRowsQuerySchema,
  endpoints,
  MARKET_CODE,
  stateName,
  type AnnotationsAnswer,
  type ApiReportListAnswer,
  type DatasetCatalogAnswer,
  type DatasetRowsAnswer,
  type ReportData,
} from '@cannabis-reports/contracts';
import { z } from 'zod/mini';
import type * as core from 'zod/v4/core';
import { getJson, type DataApiSettings } from './data-api';
import { forecastWithProvenance, figuresWithProvenance, rowsWithProvenance } from './provenance';

type Shape = Record<string, core.$ZodType>;
type InputOf<S extends Shape> = { [Name in keyof S]: core.output<S[Name]> };

/** What a tool reads with: the API, and its catalogue (read once a while: it names every source). */
export interface Reader {
  api: DataApiSettings;
  catalogue(): Promise<DatasetCatalogAnswer>;
}

export interface Tool<S extends Shape = Shape> {
  name: string;
  title: string;
  description: string;
  input: S;
  answer(input: InputOf<S>, reader: Reader): Promise<unknown>;
}

/** Checks a row against its own input's type, then files it with the others. */
const tool = <S extends Shape>(row: Tool<S>) => row as unknown as Tool;

/** Rows an assistant reads at once unless it asks for more: a page of 500 is more than it can use. */
export const ROWS_PER_READ = 100;
/** Figures a report read answers at most; the rest are counted, and narrowed by section, series or period. */
export const FIGURES_PER_READ = 500;

const { format: _rowsFormat, limit: rowsLimit, ...rowsFilters } = datasetRowsQuerySchema.shape;
const { format: _reportFormat, ...reportFilters } = apiReportQuerySchema.shape;
const { format: _annotationsFormat, ...annotationFilters } = annotationsQuerySchema.shape;

/** The report whose market pages carry each market's monthly total and its forecast. */
const MARKETS_REPORT = 'markets';

const contains = (text: string, part: string | undefined) =>
  part === undefined || text.toLowerCase().includes(part.toLowerCase());

export const TOOLS: readonly Tool[] = [
  tool({
    name: 'list_markets',
    title: 'List markets',
    description:
      "Every market the data covers (US states, Canada and its provinces): its code, name, first month, and 'data as of' (the newest complete month of its sales), with the datasets that hold it and how current it is against its publisher.",
    input: {},
    async answer(_input, reader) {
      const { datasets, markets } = await reader.catalogue();
      return {
        markets: markets.map((market) => ({
          code: market.state,
          name: stateName(market.state),
          periodFrom: market.periodFrom,
          dataAsOf: market.periodTo,
          ...(market.currency ? { currency: market.currency } : {}),
          datasets: datasets
            .filter((dataset) => dataset.markets.some((one) => one.state === market.state))
            .map((dataset) => dataset.id),
        })),
      };
    },
  }),
  tool({
    name: 'list_datasets',
    title: 'List datasets',
    description:
      'Every dataset: its id (for read_rows), title, publisher, source address and licence, the periods it covers per market, how often it is updated, and the currency and units of its figures.',
    input: {},
    async answer(_input, reader) {
      const { datasets } = await reader.catalogue();
      return {
        datasets: datasets.map(({ id, title, publisher, sourceUrl, licence, periodFrom, periodTo, ...rest }) => ({
          id,
          title,
          source: `${publisher} <${sourceUrl}>`,
          licence,
          periodKind: rest.periodKind,
          periodFrom,
          dataAsOf: periodTo,
          cadence: rest.cadence,
          money: rest.money,
          units: rest.units,
          sample: rest.sample,
          lastChanged: rest.lastChanged,
          markets: rest.markets,
        })),
      };
    },
  }),
  tool({
    name: 'list_reports',
    title: 'List reports',
    description: "The product's reports: their ids (for report_figures) and names.",
    input: {},
    answer: (_input, reader) => getJson<ApiReportListAnswer>(reader.api, endpoints.apiReports, {}, {}),
  }),
  tool({
    name: 'read_rows',
    title: "Read a dataset's rows",
    description: `A dataset's rows as the regulator published them, filtered by market (state), months (from, to), a page at a time (limit, at most 1000, ${ROWS_PER_READ} when absent; pass nextCursor as cursor for the next), and with asOf (a day) as they were published then. Each row carries its period, source and 'data as of'.`,
    input: { datasetId: datasetIdSchema, ...rowsFilters, limit: rowsLimit },
    async answer({ datasetId, limit, ...filters }, reader) {
      const [answer, { datasets }] = await Promise.all([
        getJson<DatasetRowsAnswer>(
          reader.api,
          endpoints.apiDatasetRows,
          { datasetId },
          {
            ...filters,
            limit: limit ?? ROWS_PER_READ,
          },
        ),
        reader.catalogue(),
      ]);
      const dataset = datasets.find((one) => one.id === datasetId);
      if (!dataset) throw new Error(`The catalogue has no dataset ${datasetId}`);
      return {
        dataset: answer.dataset,
        version: answer.version,
        money: answer.money,
        units: answer.units,
        total: answer.total,
        nextCursor: answer.nextCursor,
        rows: rowsWithProvenance(answer, dataset, filters),
      };
    },
  }),
  tool({
    name: 'report_figures',
    title: "Read a report's figures",
    description: `A report's figures, the same as its page shows for the same filters (state, states, from, to, month, type, county, measure) and asOf (a day: the figures as published then). Narrow them by section, series or period (a month 'YYYY-MM' or a week's first day); at most ${FIGURES_PER_READ} are answered. Each figure carries its unit, flag, period, source and 'data as of'.`,
    input: {
      reportId: apiReportIdSchema,
      ...reportFilters,
      section: z.optional(
        z.string().check(z.describe("Only figures of sections whose title contains this (e.g. 'sales').")),
      ),
      series: z.optional(z.string().check(z.describe('Only figures of series or columns whose label contains this.'))),
      period: z.optional(z.string().check(z.describe("Only figures for this period (e.g. '2025-06')."))),
    },
    async answer({ reportId, section, series, period, ...filters }, reader) {
      const report = await getJson<ReportData>(reader.api, endpoints.apiReportFigures, { reportId }, filters);
      const figures = figuresWithProvenance(report).filter(
        (figure) =>
          contains(figure.section, section) &&
          contains(figure.series, series) &&
          (period === undefined || figure.period === period),
      );
      return {
        reportId: report.reportId,
        title: report.title,
        dataAsOf: report.dataAsOf,
        ...(report.asOf ? { asOf: report.asOf } : {}),
        sources: report.sources,
        notes: report.notes,
        flagNotes: report.flagNotes ?? {},
        total: figures.length,
        figures: figures.slice(0, FIGURES_PER_READ),
      };
    },
  }),
  tool({
    name: 'read_annotations',
    title: "Read the markets' dated events",
    description:
      'The dated events the charts are annotated with (first legal sales, a regulator changing its report or labels, a series break), for one market (state: CO, ON, CAN) or all: each with its month or range, what it means for the figures and the public page that dates it. Read them before comparing months across an event.',
    input: annotationFilters,
    async answer(filters, reader) {
      const { annotations } = await getJson<AnnotationsAnswer>(reader.api, endpoints.apiAnnotations, {}, filters);
      return {
        annotations: annotations.map((event) => ({
          ...event,
          period: event.to ? `${event.from} to ${event.to}` : event.from,
          source: event.sourceUrl,
        })),
      };
    },
  }),
  tool({
    name: 'read_forecast',
    title: "Read a market's forecast",
    description:
      "A market's forecast of its monthly total for the 6 months after its newest published month, with 80 % and 95 % prediction intervals (each month's set from the errors of the method's earlier forecasts as far ahead where there are enough, intervalsSetFromEarlierForecasts saying how many, the model's own where it is 0), the method in words and its back-test record (mean absolute percentage error and how often each interval as drawn held the figures published later, the model's own beside); with asOf (a day), the forecast made from the data as published then. A forecast is not a published figure: quote it as a forecast with its interval. Markets with too short a history have none.",
    input: {
      state: z.string().check(z.regex(MARKET_CODE, 'must be a market code'), z.describe('The market (CO, ON, CAN).')),
      asOf: apiReportQuerySchema.shape.asOf,
    },
    async answer({ state, asOf }, reader) {
      const report = await getJson<ReportData>(
        reader.api,
        endpoints.apiReportFigures,
        { reportId: MARKETS_REPORT },
        { state, asOf },
      );
      return forecastWithProvenance(report, state);
    },
  }),
];
