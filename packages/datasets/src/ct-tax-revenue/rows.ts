/**
 * `ct-tax-revenue`: Connecticut's cannabis tax (the THC-potency tax) collected by month, by
 * product category and in total, in USD. Tax collected, not sales; the total is DCP's as
 * published (whole dollars from late 2024, so it can differ from the sum of the categories by
 * a dollar).
 */
export interface CtTaxRevenueRow {
  period: string;
  /** Connecticut's fiscal year, July to June, as DCP labels it: 'FY2022-23'. */
  fiscalYear: string;
  currency: 'USD';
  /** USD of tax on cannabis plant material (flower), by THC potency. */
  plantMaterialTax: number;
  /** USD of tax on edible products. */
  edibleProductsTax: number;
  /** USD of tax on other cannabis products (vapes, concentrates and the like). */
  otherCannabisTax: number;
  /** USD, DCP's total. */
  totalTax: number;
}
