/**
 * Connecticut's cannabis tax revenue (ct-tax-revenue): the THC-potency tax collected by month,
 * by product category and DCP's total, as tax facts only. Tax collected is never a sales total,
 * nor drawn or summed as sales.
 */
import { defineSource, figuresOf } from '../facts';

export const ctTaxRevenue = defineSource({
  dataset: 'ct-tax-revenue',
  from: 'Connecticut DCP’s cannabis tax revenue',
  rank: 1,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    const sorted = [...rows].sort((a, b) => a.period.localeCompare(b.period));
    const tax = (value: (row: (typeof rows)[number]) => number) => figuresOf(sorted, (row) => row.period, value);
    return [
      {
        state: 'CT',
        facts: [
          {
            key: 'potency-tax',
            topic: 'tax',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Cannabis potency tax collected by month, USD',
            series: [
              { label: 'Total', figures: tax((row) => row.totalTax) },
              { label: 'Plant material', figures: tax((row) => row.plantMaterialTax) },
              { label: 'Edible products', figures: tax((row) => row.edibleProductsTax) },
              { label: 'Other cannabis products', figures: tax((row) => row.otherCannabisTax) },
            ],
            notes: [
              'Tax collected, not sales: Connecticut’s tax on cannabis by THC potency, by product category (plant material, edible products, other cannabis products such as vapes and concentrates), as DCP and the Department of Revenue Services publish it. It is never drawn or summed as sales.',
              'Total: DCP’s own, as published; from late 2024 the figures are whole dollars, so it can differ from the sum of the categories by a dollar.',
            ],
          },
        ],
        notes: [
          'Connecticut’s potency tax (DCP) is tax collected, not sales: it is shown under tax only and never in the sales figures.',
        ],
      },
    ];
  },
});
