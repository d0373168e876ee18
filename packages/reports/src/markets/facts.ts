/**
 * What a source contributes to the state pages: facts, not sections. Each source module turns
 * its dataset's rows into contributions, one per state it covers; the one page template
 * (page.ts) turns every state's contributions into the same sections in the same order, so
 * adding a dataset is one module and one entry in source-list.ts.
 */
import type { DatasetId, FigureFlag, Unit } from '@cannabis-reports/contracts';
import type { RowsOf } from '@cannabis-reports/datasets';

/** One published figure: null is never zero, and says why through its flag where the source does. */
export interface Figure {
  value: number | null;
  flag?: FigureFlag;
}

/** Figures by period: 'YYYY-MM' months, 'YYYY-MM-DD' weeks, or year labels ('2021', 'FY 2022'). */
export type Figures = Map<string, Figure>;

/** Where a section goes on the page: the template draws the topics in this order. */
export const TOPICS = ['sales', 'prices', 'tax', 'licences', 'other', 'annual'] as const;
export type Topic = (typeof TOPICS)[number];

interface FactBase {
  /** One quantity has one value: of two facts with one key for a state, the better-ranked source's is shown. */
  key: string;
  topic: Topic;
  /** Says the unit, e.g. 'Retail price, USD per gram'. */
  title: string;
  notes?: string[];
}

export interface ChartFact extends FactBase {
  kind: 'line-chart' | 'bar-chart';
  unit: Unit;
  series: Array<{ label: string; figures: Figures }>;
  /** Its series are parts of the month's sales, so the headline compares them too. */
  headline?: boolean;
}

export interface TableFact extends FactBase {
  kind: 'table';
  columns: Array<{ label: string; unit?: Unit }>;
  rows: Array<Array<string | number | null>>;
  /** Parallel to `rows`: why a cell is null (withheld, not published); absent when none is. */
  flags?: Array<Array<FigureFlag | null>>;
}

export type Fact = ChartFact | TableFact;

/** The currency a market's money is in: US dollars, or Canadian dollars for Statistics Canada's markets. */
export type Currency = 'USD' | 'CAD';

/** A state's total monthly sales as one source gives it. */
export interface TotalSales {
  /** What the total covers, e.g. 'adult-use retail sales'. */
  covers: string;
  /** USD unless said: a market's page draws its total, headline and per resident in this currency. */
  currency?: Currency;
  figures: Figures;
  /** Months where the source changes what it counts. */
  breaks?: Array<{ period: string; text: string }>;
  /** What the monthly chart's notes say of these figures (their currency, cautions on some months). */
  notes?: string[];
}

/** Residents and adults 21+, by month ('YYYY-MM') or by year ('YYYY', used for each of its months). */
export interface Population {
  residents?: Map<string, number>;
  adults21?: Map<string, number>;
  /** How the figures are made, for the per-resident chart's notes. */
  note: string;
  /** Why no count of adults 21+ is held, where a source knows (the chart's note says it in place of the default). */
  noAdults21?: string;
}

/** What one source says about one state. */
export interface StateContribution {
  state: string;
  total?: TotalSales;
  population?: Population;
  facts?: Fact[];
  notes?: string[];
}

/**
 * A source: the dataset it reads, how the page names it, its rank, and its contributions.
 * Where two sources give the same state and month (or the same quantity), the lower rank is
 * used: 1 a regulator's own file, 2 a third party's transcription or compilation of one
 * state's figures, 3 the multi-state panel.
 */
export interface MarketSource<Id extends DatasetId = DatasetId> {
  dataset: Id;
  /** How notes name it, e.g. 'OLCC’s statewide sales file'. */
  from: string;
  rank: 1 | 2 | 3;
  contribute(rows: RowsOf[Id][]): StateContribution[];
}

/** Lets the source list hold sources of different datasets. */
export const defineSource = <Id extends DatasetId>(source: MarketSource<Id>): MarketSource =>
  source as unknown as MarketSource;

/** Figures from rows: one per row, keyed by `key`. */
export function figuresOf<Row>(
  rows: Row[],
  key: (row: Row) => string,
  value: (row: Row) => number | null,
  flag?: (row: Row) => FigureFlag | undefined,
): Figures {
  return new Map(rows.map((row) => [key(row), { value: value(row), ...(flag?.(row) ? { flag: flag(row) } : {}) }]));
}

/** Rows grouped by state, in code order. */
export function byState<Row extends { state: string }>(rows: Row[]): Array<[string, Row[]]> {
  const groups = new Map<string, Row[]>();
  for (const row of rows) groups.set(row.state, [...(groups.get(row.state) ?? []), row]);
  return [...groups].sort(([a], [b]) => a.localeCompare(b));
}

/** A chart of one figure per row for each column, or none when no column has a figure. */
export function columnsChart<Row extends { period: string }>(
  rows: Row[],
  fact: Omit<ChartFact, 'series'>,
  columns: Array<[string, (row: Row) => number | null]>,
): ChartFact[] {
  const series = columns
    .map(([label, value]) => ({ label, figures: figuresOf(rows, (row) => row.period, value) }))
    .filter((entry) => [...entry.figures.values()].some((figure) => figure.value !== null));
  return series.length ? [{ ...fact, series }] : [];
}
