/**
 * MCA's retail sales by month, product category and customer type (md-sales): Maryland's
 * monthly total, split by market and by product type, and the newest month by product
 * category. The market is the row's `market`, one meaning across MCA's two sets of
 * customer-type labels, so each series runs on across the month the labels change. A month
 * without a row of a series is a gap, never 0.
 */
import { formatMonth } from '@cannabis-reports/contracts';
import { type MdSalesRow } from '@cannabis-reports/datasets';
import { byMonth } from '../../kit/built-view';
import { roundCents } from '../../kit/periods';
import { defineSource, type Figures, type TableFact } from '../facts';

/** Maryland's adult-use sales began on 1 July 2023: before it, the total is medical sales. */
const ADULT_USE_START = '2023-07';

const MARKETS: Array<[MdSalesRow['market'], string]> = [
  ['medical', 'Medical'],
  ['adult-use', 'Adult-use'],
];

const sumOf = (rows: MdSalesRow[]) => roundCents(rows.reduce((total, row) => total + row.sales, 0));
const dollars = (value: number) =>
  `$${value.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

/** Labels ordered by their sales over the whole file, largest first. */
function largestFirst(rows: MdSalesRow[], label: (row: MdSalesRow) => string): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(label(row), (totals.get(label(row)) ?? 0) + row.sales);
  return [...totals].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([name]) => name);
}

/** The first and last month of each value of `key`, with its first row. */
function spansOf(rows: MdSalesRow[], key: (row: MdSalesRow) => string) {
  const spans = new Map<string, { row: MdSalesRow; from: string; to: string }>();
  for (const row of [...rows].sort((a, b) => a.period.localeCompare(b.period))) {
    const span = spans.get(key(row));
    if (span) span.to = row.period;
    else spans.set(key(row), { row, from: row.period, to: row.period });
  }
  return [...spans.values()];
}

const during = (span: { from: string; to: string }) =>
  span.from === span.to ? formatMonth(span.from) : `${formatMonth(span.from)} to ${formatMonth(span.to)}`;

/** Each customer-type label as published, the months it is used in and the market it counts for. */
function labelsNote(rows: MdSalesRow[]): string {
  const spans = spansOf(rows, (row) => row.customerType);
  const byMarket = MARKETS.map(([market, name]) => {
    const labels = spans
      .filter((span) => span.row.market === market)
      .map((span) => `${span.row.customerType} (${during(span)})`);
    return `${labels.join(', ')} as ${name.toLowerCase()}`;
  });
  return `MCA’s customer types as published are counted by market: ${byMarket.join('; ')}. Each series runs on across MCA’s change of labels.`;
}

/** Categories MCA files under another product type from some month: the product types are not like for like across it. */
function movedNote(rows: MdSalesRow[]): string[] {
  const spans = spansOf(rows, (row) => `${row.category}\n${row.productType}`);
  const moved = [...new Set(spans.map((span) => span.row.category))]
    .map((category) => spans.filter((span) => span.row.category === category))
    .filter((own) => own.length > 1)
    .map((own) => `${own[0].row.category}: ${own.map((span) => `${span.row.productType} ${during(span)}`).join(', ')}`);
  return moved.length
    ? [
        `MCA files some categories under another product type from a month on, so a product type’s figures are not like for like across it: ${moved.join('; ')}.`,
      ]
    : [];
}

function categoryTable(rows: MdSalesRow[]): TableFact {
  const latest = rows.reduce((max, row) => (row.period > max ? row.period : max), '');
  const own = rows.filter((row) => row.period === latest);
  const cell = (category: string, keep: (row: MdSalesRow) => boolean) => {
    const matching = own.filter((row) => row.category === category && keep(row));
    return matching.length ? sumOf(matching) : null;
  };
  return {
    key: 'sales-by-product-category',
    topic: 'sales',
    kind: 'table',
    title: `Sales by product category, ${formatMonth(latest)}, USD`,
    columns: [
      { label: 'Product category' },
      { label: 'Product type' },
      ...MARKETS.map(([, name]) => ({ label: name, unit: 'usd' as const })),
      { label: 'Total', unit: 'usd' },
    ],
    rows: largestFirst(own, (row) => row.category).map((category) => [
      category,
      own.find((row) => row.category === category)!.productType,
      ...MARKETS.map(([market]) => cell(category, (row) => row.market === market)),
      cell(category, () => true),
    ]),
    notes: [
      'MCA’s product categories in the newest month, largest first; a blank cell is a market without sales of that category in MCA’s data, not 0.',
    ],
  };
}

export const mdSales = defineSource({
  dataset: 'md-sales',
  from: 'MCA’s Data Dashboard sales by month',
  rank: 1,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    const months = [...byMonth(rows)].sort(([a], [b]) => a.localeCompare(b));
    const monthly = (keep: (row: MdSalesRow) => boolean): Figures =>
      new Map(
        months.map(([period, own]) => {
          const matching = own.filter(keep);
          return [period, { value: matching.length ? sumOf(matching) : null }];
        }),
      );
    const early = months.filter(
      ([period, own]) => period < ADULT_USE_START && own.some((row) => row.market === 'adult-use'),
    );
    return [
      {
        state: 'MD',
        total: {
          covers: 'medical plus adult-use retail sales (MCA)',
          figures: monthly(() => true),
          breaks: [
            {
              period: ADULT_USE_START,
              text: 'adult-use sales begin (1 July 2023); before, the total is medical sales.',
            },
          ],
        },
        facts: [
          {
            key: 'sales-by-customer-type',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Sales by market, USD',
            headline: true,
            series: MARKETS.map(([market, label]) => ({ label, figures: monthly((row) => row.market === market) })),
            notes: [
              labelsNote(rows),
              ...(early.length
                ? [
                    `Adult-use sales began on 1 July 2023; MCA shows ${early.map(([period, own]) => `${dollars(sumOf(own.filter((row) => row.market === 'adult-use')))} in ${formatMonth(period)}`).join(' and ')} of adult-use sales before it, kept as published.`,
                  ]
                : []),
            ],
          },
          {
            key: 'sales-by-category',
            topic: 'sales',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Sales by product type, USD',
            series: largestFirst(rows, (row) => row.productType).map((type) => ({
              label: type,
              figures: monthly((row) => row.productType === type),
            })),
            notes: [
              'MCA’s four product types, each the sum of its product categories; they add up to the total. Returns make a few category figures negative, kept as published.',
              ...movedNote(rows),
            ],
          },
          categoryTable(rows),
        ],
      },
    ];
  },
});
