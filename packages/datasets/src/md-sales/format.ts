import type { MdSalesRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

/** The month from which MCA labels its customers Patient, Caregiver and Consumer instead of Medical and Adult-Use. */
export const MD_NEW_LABELS_FROM = '2025-08';

/**
 * MCA's customer types, two label sets of one meaning. To 2025-07 the dashboard writes
 * 'Medical' and 'Adult-Use'; from 2025-08 it splits medical customers into patients and
 * caregivers and calls adult-use customers consumers. Each maps to its market, so a market's
 * series runs across the change. Each set belongs to its own months: a month that gave both
 * would hold the same sales twice (medical and patient plus caregiver), so a label outside
 * its set's months is rejected, not added.
 */
const CUSTOMER_TYPES: Record<string, { market: MdSalesRow['market']; newLabels: boolean }> = {
  Medical: { market: 'medical', newLabels: false },
  'Adult-Use': { market: 'adult-use', newLabels: false },
  Patient: { market: 'medical', newLabels: true },
  Caregiver: { market: 'medical', newLabels: true },
  Consumer: { market: 'adult-use', newLabels: true },
};

/** The conversion of the workbook's sheet `Market Sales Data`. */
const LAYOUTS = [
  {
    period: 'period',
    productType: 'product_type',
    category: 'product_category_name',
    customerType: 'customer_type',
    sales: 'total_price_usd',
  },
] as const;

/**
 * MCA monthly sales by product category and customer type. The workbook stores sums with
 * floating-point dust (6191.190000000001), so sales are rounded to cents; a few are negative
 * (returns beyond the month's sales) and are kept, since the month's total nets them.
 */
export const mdSales = defineFormat({
  name: 'MCA data dashboard: market sales by product category and customer type',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = parsePeriod(cells.required('period'));
    if (period === undefined)
      throw new RowError(`${cells.title('period')} is not a month 'YYYY-MM': "${cells.text('period')}"`);
    const customerType = cells.required('customerType');
    const type = CUSTOMER_TYPES[customerType];
    if (type === undefined)
      throw new RowError(
        `${cells.title('customerType')} "${customerType}" is none of ${Object.keys(CUSTOMER_TYPES).join(', ')}`,
      );
    if (type.newLabels !== period >= MD_NEW_LABELS_FROM)
      throw new RowError(
        `${cells.title('customerType')} "${customerType}" is a label MCA uses ${type.newLabels ? 'from' : 'before'} ${MD_NEW_LABELS_FROM}, not in ${period}: taken beside the month's other labels it would count the same sales twice`,
      );
    const category = cells.required('category');
    const row: MdSalesRow = {
      period,
      productType: cells.required('productType'),
      category,
      customerType,
      market: type.market,
      sales: Math.round(cells.signedAmount('sales') * 100) / 100,
    };
    return { key: `${period}|${category}|${customerType}`, period, row };
  },
});
