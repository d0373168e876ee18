import type { StatcanBlankCode, StatcanQuality } from '../publishers/statcan';

/**
 * `canada-sales-by-type`: Statistics Canada's cannabis sales by product type and fiscal year
 * (April to March), Canada and each province and territory: the value of sales, and the value
 * per person of legal age, one row per year, place, product type and measure. Money is in
 * Canadian dollars and every row says so; `unit` gives the scale of `valueCad`. A value StatCan
 * leaves out is null with its reason ('x' suppressed for confidentiality: withheld, never 0).
 */
export interface CanadaSalesByTypeRow {
  /** The first month the fiscal year covers: April of its first year, 'YYYY-04'. */
  period: string;
  /** The last month it covers: March of the next year. */
  periodTo: string;
  /** As StatCan labels it, '2023/2024'. */
  fiscalYear: string;
  /** StatCan's GEO: 'Canada' or a province or territory. */
  geo: string;
  geoKind: 'country' | 'province';
  /** The two-letter code of the province or territory; null for Canada. */
  province: string | null;
  /** StatCan's product type, e.g. 'Dried cannabis', or 'Total cannabis products'. */
  productType: string;
  /** The value of sales, or the value per person of legal age to buy cannabis in the province (July 1 estimate). */
  measure: 'sales' | 'sales per capita of legal age';
  currency: 'CAD';
  /** Canadian dollars in `unit`'s scale; null when left out (`code`). */
  valueCad: number | null;
  unit: 'CAD thousands' | 'CAD per person of legal age';
  /** Why the value is left out: 'x' suppressed for confidentiality (withheld), 'F' too unreliable, '..' not available. */
  code: StatcanBlankCode | null;
  /** StatCan's quality grade of the value; null when ungraded or left out. */
  quality: StatcanQuality | null;
}
