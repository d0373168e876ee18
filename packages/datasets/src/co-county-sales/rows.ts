/**
 * CDOR's sales by county and month. The county 'Total' is CDOR's statewide total, which
 * includes the figures withheld county by county. A figure left out is null with CDOR's code:
 * NR (not releasable: withheld for confidentiality, never zero) or NA (not applicable: no
 * licensee of that kind in the county).
 */
export interface CoCountyRow {
  period: string;
  county: string;
  medical: number | null;
  retail: number | null;
  medicalCode: 'NR' | 'NA' | null;
  retailCode: 'NR' | 'NA' | null;
}
