import type { CanadaRetailSalesRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { readStatcanCells } from '../publishers/statcan';
import { source } from './source';

const LAYOUTS = [
  {
    month: 'REF_DATE',
    geo: 'GEO',
    industry: 'North American Industry Classification System (NAICS)',
    sales: 'Sales',
    adjustment: 'Adjustments',
    uom: 'UOM',
    scalar: 'SCALAR_FACTOR',
    value: 'VALUE',
    status: 'STATUS',
  },
] as const;

/** StatCan's name of the industry: cannabis stores (NAICS 459993). */
const CANNABIS_RETAILERS = 'Cannabis retailers [459993]';

const ADJUSTMENTS: Readonly<Record<string, CanadaRetailSalesRow['adjustment']>> = {
  Unadjusted: 'unadjusted',
  'Seasonally adjusted': 'seasonally adjusted',
};

/** Statistics Canada Table 20-10-0056-01, monthly retail trade sales by province and territory: its cannabis retailers. */
export const canadaRetailSales = defineFormat({
  name: 'Statistics Canada monthly retail trade sales by province and territory (Table 20-10-0056-01)',
  source,
  layouts: LAYOUTS,
  // Table 20-10-0056-01 holds every retail industry: StatCan's full-table download (what the source fetches) has
  // them all, some 72,000 lines in 2025 and growing, the extracted copy only the cannabis retailers. Either way this
  // dataset is the cannabis retailers' lines, chosen as they are read, and a file without them is another table's.
  select: {
    layouts: [{ industry: LAYOUTS[0].industry, adjustment: LAYOUTS[0].adjustment }],
    keeps: (row, columns) => columns.text(row, 'industry') === CANNABIS_RETAILERS,
    noneKept: `Statistics Canada's monthly retail trade table without the industry "${CANNABIS_RETAILERS}"`,
  },
  read(cells) {
    const period = parsePeriod(cells.text('month'));
    if (period === undefined) throw new RowError(`${cells.title('month')} is not a month: "${cells.text('month')}"`);
    if (cells.text('sales') !== 'Total retail sales')
      throw new RowError(`${cells.title('sales')} is not "Total retail sales": "${cells.text('sales')}"`);
    const adjustment = ADJUSTMENTS[cells.text('adjustment')];
    if (!adjustment) throw new RowError(`${cells.title('adjustment')} is unknown: "${cells.text('adjustment')}"`);
    const { geo, geoKind, province, value, code, quality } = readStatcanCells(cells, {
      uom: 'Dollars',
      scalar: 'thousands',
    });
    const row: CanadaRetailSalesRow = {
      period,
      geo,
      geoKind,
      province,
      adjustment,
      currency: 'CAD',
      salesCadThousands: value,
      salesCode: code,
      quality,
    };
    return { key: `${period}|${geo}|${adjustment}`, period, row };
  },
});
