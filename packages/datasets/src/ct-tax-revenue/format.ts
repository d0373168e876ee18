import type { CtTaxRevenueRow } from './rows';
import { RowError, requireInteger } from '../kit/readers/cell-values';
import { monthOfName, toPeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  {
    date: 'period_end_date',
    month: 'month',
    year: 'year',
    fiscalYear: 'fiscal_year',
    plant: 'plant_material_tax',
    edible: 'edible_products_tax',
    other: 'other_cannabis_tax',
    total: 'total_tax',
  },
] as const;

/** Connecticut's fiscal year of a month: July to June, 'FY2022-23'. */
function fiscalYearOf(period: string): string {
  const year = Number(period.slice(0, 4));
  const start = Number(period.slice(5)) >= 7 ? year : year - 1;
  return `FY${start}-${String(start + 1).slice(2)}`;
}

/** DCP's "Cannabis Tax Revenue" (data.ct.gov jey2-vq68): one row a month, dated by its first day. */
export const ctTaxRevenue = defineFormat({
  name: 'CT DCP cannabis tax revenue by month',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const month = monthOfName(cells.text('month'));
    if (month === undefined)
      throw new RowError(`${cells.title('month')} is not a month's name: "${cells.text('month')}"`);
    const period = toPeriod(requireInteger(cells.text('year'), cells.title('year'), 2000, 2999), month);
    // The column named period_end_date holds the month's first day; it must be the month named beside it.
    if (!cells.text('date').startsWith(`${period}-01`))
      throw new RowError(`${cells.title('date')} is not the first day of ${period}: "${cells.text('date')}"`);
    const fiscalYear = cells.required('fiscalYear');
    if (fiscalYear !== fiscalYearOf(period))
      throw new RowError(`${cells.title('fiscalYear')} is not ${period}'s (${fiscalYearOf(period)}): "${fiscalYear}"`);
    const row: CtTaxRevenueRow = {
      period,
      fiscalYear,
      currency: 'USD',
      plantMaterialTax: cells.amount('plant'),
      edibleProductsTax: cells.amount('edible'),
      otherCannabisTax: cells.amount('other'),
      totalTax: cells.amount('total'),
    };
    return { key: period, period, row };
  },
});
