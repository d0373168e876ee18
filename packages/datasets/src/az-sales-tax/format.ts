import { formatMonth } from '@cannabis-reports/contracts';
import type { AzSalesTaxRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

/** The CSV conversion of ADOR's PDF "Taxable Sales and Tax Collections, by Period Covered": one month a line. */
const LAYOUTS = [
  {
    period: 'period_covered',
    medicalSales: 'medical_tpt_taxable_sales_usd',
    adultUseSales: 'adult_use_tpt_taxable_sales_usd',
    exciseSales: 'excise_taxable_sales_usd',
    medicalTax: 'medical_tpt_collections_usd',
    adultUseTax: 'adult_use_tpt_collections_usd',
    exciseTax: 'excise_tax_collections_usd',
    eftFees: 'eft_payment_fees_usd',
    total: 'total_collections_usd',
  },
] as const;

/** ADOR prints whole dollars: four rounded collection figures can miss their rounded total by up to $2. */
const ROUNDING = 2;

/**
 * A newest month whose taxable sales are under this share of the month before's is a month
 * ADOR reported before its returns were in, not a month of sales.
 */
const NEAR_EMPTY_SHARE = 0.1;

const taxableSales = (row: AzSalesTaxRow) => row.medicalTaxableSales + row.adultUseTaxableSales;
const dollars = (usd: number) => `$${usd.toLocaleString('en-US')}`;

/**
 * ADOR's monthly marijuana taxable sales and tax collections. The taxable sales are estimates
 * from the revenue received so far, revised every month as late returns, amendments and audits
 * come in: the figures are those of the report the file was read from, and a newer report
 * replaces them all (an import publishes the whole dataset anew). The TPT bases (medical and
 * adult-use) are the sales measure; the excise base, larger in most months, is kept beside
 * them and never added. The report's own Total and fiscal-year columns are not in the file:
 * its Total includes months before the first column.
 */
export const azSalesTax = defineFormat({
  name: 'ADOR marijuana taxable sales and tax collections by period covered',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = parsePeriod(cells.required('period'));
    if (period === undefined)
      throw new RowError(`${cells.title('period')} is not a month 'YYYY-MM': "${cells.text('period')}"`);
    const row: AzSalesTaxRow = {
      period,
      medicalTaxableSales: cells.amount('medicalSales'),
      adultUseTaxableSales: cells.amount('adultUseSales'),
      exciseTaxableSales: cells.amount('exciseSales'),
      medicalTaxCollections: cells.amount('medicalTax'),
      adultUseTaxCollections: cells.amount('adultUseTax'),
      exciseTaxCollections: cells.amount('exciseTax'),
      eftPaymentFees: cells.signedAmount('eftFees'),
      totalCollections: cells.signedAmount('total'),
    };
    const parts =
      row.medicalTaxCollections + row.adultUseTaxCollections + row.exciseTaxCollections + row.eftPaymentFees;
    if (Math.abs(parts - row.totalCollections) > ROUNDING)
      throw new RowError(
        `the collections add up to ${dollars(parts)}, not ${cells.title('total')} ${dollars(row.totalCollections)}: a figure is misplaced`,
      );
    return { key: period, period, row };
  },
  finish(rows) {
    const months = [...rows].sort((a, b) => a.period.localeCompare(b.period));
    const [before, newest] = months.slice(-2);
    if (!before || !newest || taxableSales(newest) >= NEAR_EMPTY_SHARE * taxableSales(before)) return;
    newest.incomplete = `ADOR's report came out before most of ${formatMonth(newest.period)}'s returns were in: ${dollars(taxableSales(newest))} of taxable sales against ${dollars(taxableSales(before))} in ${formatMonth(before.period)}. Not a month of sales.`;
  },
});
