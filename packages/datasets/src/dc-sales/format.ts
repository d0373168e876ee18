import type { DcSalesRow } from './rows';
import { readReported, REPORTED } from '../publishers/dc-abca';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [{ ...REPORTED, source: 'source', sales: 'monthly_sales' }] as const;

/** DC medical cannabis sales by month and seller type (dispensaries, cultivation centers, manufacturers). */
export const dcSales = defineFormat({
  name: 'DC ABCA medical cannabis monthly sales',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const row: DcSalesRow = { ...readReported(cells), source: cells.required('source'), sales: cells.amount('sales') };
    return { key: `${row.period}|${row.source}`, period: row.period, row };
  },
});
