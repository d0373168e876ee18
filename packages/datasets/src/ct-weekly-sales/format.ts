import type { CtWeeklySalesRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { daysInMonth } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import type { RowCells } from '../kit/row-cells';
import { source } from './source';

const LAYOUTS = [
  {
    weekEnd: 'Week Ending',
    adultUseSales: 'Adult-Use Retail Sales',
    medicalSales: 'Medical Marijuana Retail Sales',
    totalSales: 'Total Adult-Use and Medical Sales',
    adultUseProducts: 'Adult-Use Products Sold',
    medicalProducts: 'Medical Products Sold',
    totalProducts: 'Total Products Sold',
    adultUsePrice: 'Adult-Use Average Product Price',
    medicalPrice: 'Medical Average Product Price',
  },
] as const;

type Field = keyof (typeof LAYOUTS)[number];

const DAY = 86_400_000;

/**
 * The first day a row covers. DCP weeks run Sunday to Saturday and are cut at month ends:
 * a row ends on a Saturday or on a month's last day, and starts on the Sunday before it or
 * on the 1st of its month, whichever is later.
 */
function weekStartOf(weekEnd: string, title: string): { weekStart: string; days: number } {
  const end = Date.parse(`${weekEnd}T00:00:00Z`);
  const weekday = new Date(end).getUTCDay();
  const monthEnd = Number(weekEnd.slice(8)) === daysInMonth(weekEnd.slice(0, 7));
  if (weekday !== 6 && !monthEnd)
    throw new RowError(`${title} is neither a Saturday nor the last day of a month: "${weekEnd}"`);
  const sunday = end - weekday * DAY;
  const start = Math.max(sunday, Date.parse(`${weekEnd.slice(0, 7)}-01T00:00:00Z`));
  return { weekStart: new Date(start).toISOString().slice(0, 10), days: (end - start) / DAY + 1 };
}

/** Sales ÷ products sold this far from DCP's own average price means the counts do not belong to the sales. */
const PRICE_TOLERANCE = 0.1;

/**
 * Why the row's product counts disagree with its sales and average prices (DCP's 2024-10-31
 * row has counts about a quarter of what its sales imply), or undefined. DCP's average is not
 * exactly sales ÷ products, so small differences are normal.
 */
function inconsistency(row: CtWeeklySalesRow, cells: RowCells<Field>): string | undefined {
  const programs = [
    [
      'adultUseSales',
      'adultUseProducts',
      'adultUsePrice',
      row.adultUseSales,
      row.adultUseProducts,
      row.adultUseAveragePrice,
    ],
    ['medicalSales', 'medicalProducts', 'medicalPrice', row.medicalSales, row.medicalProducts, row.medicalAveragePrice],
  ] as const;
  const found: string[] = [];
  for (const [salesField, productsField, priceField, sales, products, price] of programs) {
    if (sales === null || !products || !price) continue;
    const implied = sales / products;
    if (Math.abs(implied / price - 1) > PRICE_TOLERANCE)
      found.push(
        `${cells.title(salesField)} ÷ ${cells.title(productsField)} is ${implied.toFixed(2)}, against ${cells.title(priceField)} ${price}`,
      );
  }
  return found.length ? `${found.join('; ')}: the product counts do not match the sales` : undefined;
}

/** DCP "Cannabis Retail Sales by Week Ending" (data.ct.gov), adult-use and medical. */
export const ctWeeklySales = defineFormat({
  name: 'CT DCP cannabis retail sales by week ending',
  source,
  layouts: LAYOUTS,
  read(cells: RowCells<Field>) {
    const weekEnd = cells.date('weekEnd');
    const { weekStart, days } = weekStartOf(weekEnd, cells.title('weekEnd'));
    const row: CtWeeklySalesRow = {
      period: weekEnd.slice(0, 7),
      weekStart,
      weekEnd,
      days,
      partial: days < 7,
      adultUseSales: cells.optionalAmount('adultUseSales'),
      medicalSales: cells.optionalAmount('medicalSales'),
      totalSales: cells.amount('totalSales'),
      adultUseProducts: cells.optionalCount('adultUseProducts'),
      medicalProducts: cells.optionalCount('medicalProducts'),
      totalProducts: cells.optionalCount('totalProducts'),
      adultUseAveragePrice: cells.optionalAmount('adultUsePrice'),
      medicalAveragePrice: cells.optionalAmount('medicalPrice'),
    };
    const inconsistent = inconsistency(row, cells);
    if (inconsistent) row.inconsistent = inconsistent;
    // The week's first day orders and ranges the weeks (the dataset's period range).
    return { key: weekEnd, period: weekStart, row };
  },
});
