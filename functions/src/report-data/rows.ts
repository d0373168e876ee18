/**
 * The row shapes of the stored datasets (the importer's normalized output; the data-import
 * workspace re-exports these). Periods are 'YYYY-MM'; money is USD.
 */
export interface WaRetailRow {
  period: string;
  license: string;
  sales: number;
  excise: number;
}

export interface CoCountyRow {
  period: string;
  county: string;
  medical: number | null;
  retail: number | null;
  medicalCode: 'NR' | 'NL' | null;
  retailCode: 'NR' | 'NL' | null;
}

export interface StateMonthlyRow {
  period: string;
  state: string;
  sales: number;
  retailers: number | null;
}

export interface WaLicense {
  license: string;
  name: string;
  city: string;
  county: string;
  type: string;
}

export interface RowsOf {
  'wa-retail-sales': WaRetailRow;
  'co-county-sales': CoCountyRow;
  'state-monthly-sales': StateMonthlyRow;
  'wa-licenses': WaLicense;
}

export type DatasetId = keyof RowsOf;
