import type { DcSalesRow } from '@cannabis-reports/contracts';
import { DC_META, readReported, REPORTED } from './dc-reports';
import { defineFormat } from './define-format';

const LAYOUTS = [{ ...REPORTED, source: 'source', sales: 'monthly_sales' }] as const;

/** DC medical cannabis sales by month and seller type (dispensaries, cultivation centers, manufacturers). */
export const dcSales = defineFormat({
  name: 'DC ABCA medical cannabis monthly sales',
  meta: {
    ...DC_META,
    id: 'dc-sales',
    title: 'DC medical cannabis sales by month and seller type',
    units: 'USD',
  },
  layouts: LAYOUTS,
  read(cells) {
    const row: DcSalesRow = { ...readReported(cells), source: cells.required('source'), sales: cells.amount('sales') };
    return { key: `${row.period}|${row.source}`, period: row.period, row };
  },
});
