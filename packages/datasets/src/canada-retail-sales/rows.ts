import type { StatcanBlankCode, StatcanQuality } from '../publishers/statcan';

/**
 * `canada-retail-sales`: Statistics Canada's monthly retail sales of cannabis stores (NAICS
 * 459993), for Canada, each province and territory and nine census metropolitan areas, one row
 * per place, month and adjustment. Money is in Canadian dollars, and every row says so: a CAD
 * figure is never read as USD. A value StatCan leaves out is null with its reason ('x'
 * suppressed for confidentiality: withheld, never 0).
 */
export interface CanadaRetailSalesRow {
  period: string;
  /** StatCan's GEO as published: 'Canada', a province or territory, or a city 'Toronto, Ontario'. */
  geo: string;
  geoKind: 'country' | 'province' | 'city';
  /** The two-letter code of the province or territory (a city's province's); null for Canada. */
  province: string | null;
  /** StatCan publishes seasonally adjusted figures for Canada only (before 2020-01 they equal the unadjusted). */
  adjustment: 'unadjusted' | 'seasonally adjusted';
  /** The currency of `salesCadThousands`. */
  currency: 'CAD';
  /** Retail sales of cannabis stores, thousands of Canadian dollars, as published; null when left out (`salesCode`). */
  salesCadThousands: number | null;
  /** Why the figure is left out: 'x' suppressed for confidentiality (withheld), 'F' too unreliable, '..' not available. */
  salesCode: StatcanBlankCode | null;
  /** StatCan's quality grade of the figure (D and E: use with caution); null when ungraded or left out. */
  quality: StatcanQuality | null;
}
