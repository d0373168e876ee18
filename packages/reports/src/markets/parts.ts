/** The markets report's stored parts (its view is 'markets'). */
import type { ChartSection, MarketForecastRecord, TableSection } from '@cannabis-reports/contracts';

/** markets: every state with a page, and the one opened by default (the freshest). */
export interface MarketsSummary {
  /**
   * `datedBy`: the dataset whose month `asOf` is (absent without a monthly total); `forecast`: the
   * back-test record of the total's forecast (absent without one), for the data catalogue.
   */
  states: Array<{
    code: string;
    name: string;
    asOf: string;
    annualOnly: boolean;
    datedBy?: string;
    forecast?: MarketForecastRecord;
  }>;
  defaultState: string;
}

/** What a market page is made of: charts and tables. */
export type MarketSection = ChartSection | TableSection;

/** A table as Firestore holds it: it stores no array directly inside another, so each row is an object. */
export type StoredTable = Omit<TableSection, 'rows' | 'flags'> & {
  rows: Array<{ cells: TableSection['rows'][number] }>;
  flags?: Array<{ cells: NonNullable<TableSection['flags']>[number] }>;
};

export type StoredSection = ChartSection | StoredTable;

/** markets series__state__{code}: one state's page, its sections ready to answer. */
export interface MarketStatePart {
  state: string;
  name: string;
  /** The newest month with a complete (unflagged) figure on the page: its 'Data as of'. */
  asOf: string;
  /** The dataset whose month 'asOf' is: how current the page is is that publisher's; absent without a monthly total. */
  datedBy?: string;
  /** Only annual totals are held for the state. */
  annualOnly: boolean;
  /** The datasets its figures come from (the report's sources). */
  datasets: string[];
  sections: StoredSection[];
  notes: string[];
}
