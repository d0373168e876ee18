import type { DcReported } from '../publishers/dc-abca';

/** `dc-sales`: DC medical cannabis sales by month and seller type (ABCA MCP metrics). */
export interface DcSalesRow extends DcReported {
  /** 'Dispensaries', 'Cultivation Centers' or (from 2023-10) 'Manufacturer'. */
  source: string;
  /** USD. */
  sales: number;
}
