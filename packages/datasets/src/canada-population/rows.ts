import type { StatcanBlankCode, StatcanQuality } from '../publishers/statcan';

/**
 * `canada-population`: Statistics Canada's quarterly population estimates (Table 17-10-0009-01),
 * Canada and each province and territory, persons on January 1, April 1, July 1 and October 1.
 * There is no age breakdown, so no population of legal age. Estimates of the newest quarters
 * are preliminary and revised (the table's notes say from which date).
 */
export interface CanadaPopulationRow {
  /** The month of the estimate's date (its first day): 'YYYY-01', '-04', '-07' or '-10'. */
  period: string;
  /** StatCan's GEO: 'Canada' or a province or territory. */
  geo: string;
  geoKind: 'country' | 'province';
  /** The two-letter code of the province or territory; null for Canada. */
  province: string | null;
  /** Persons; null when StatCan leaves the value out (`code`). */
  population: number | null;
  code: StatcanBlankCode | null;
  quality: StatcanQuality | null;
}
