/**
 * Statistics Canada's annual sales by product type (canada-sales-by-type): for Canada and each
 * province and territory, each fiscal year's sales by type in Canadian dollars, and each type's
 * share of the year's total. A suppressed cell is withheld, never 0, and has no share.
 */
import type { CanadaSalesByTypeRow } from '@cannabis-reports/datasets';
import { roundCents } from '../../kit/periods';
import { defineSource, type Fact, type StateContribution } from '../facts';
import { byCanadianMarket } from './canada-retail-sales';

const TOTAL = 'Total cannabis products';

/** StatCan's '2023/2024' as 'FY 2023/24'. */
const yearLabel = (fiscalYear: string) => `FY ${fiscalYear.slice(0, 4)}/${fiscalYear.slice(-2)}`;

const flagOf = (row: CanadaSalesByTypeRow | undefined) =>
  row === undefined || row.valueCad !== null ? null : row.code === 'x' ? 'withheld' : 'not-published';

const FISCAL = 'A fiscal year runs April to March: FY 2023/24 is April 2023 to March 2024.';

function factsOf(rows: CanadaSalesByTypeRow[]): Fact[] {
  const sales = rows.filter((row) => row.measure === 'sales');
  const years = [...new Set(sales.map((row) => row.fiscalYear))].sort();
  const types = [...new Set(sales.map((row) => row.productType))].filter((type) => type !== TOTAL);
  if (years.length === 0 || types.length === 0) return [];
  const cell = (type: string, year: string) => sales.find((row) => row.productType === type && row.fiscalYear === year);
  const dollars = (row: CanadaSalesByTypeRow | undefined) => (row?.valueCad == null ? null : row.valueCad * 1000);
  const shareOf = (type: string, year: string) => {
    const part = dollars(cell(type, year));
    const whole = dollars(cell(TOTAL, year));
    return part === null || !whole ? null : roundCents((part / whole) * 100);
  };
  const notes = [
    'Statistics Canada, Table 10-10-0164-01: sales of cannabis by product type, in Canadian dollars (C$), nominal, as published (in thousands); never converted.',
    FISCAL,
    'A cell Statistics Canada suppresses for confidentiality is withheld: marked, never 0, and has no share.',
  ];
  return [
    {
      key: 'sales-by-type',
      topic: 'annual',
      kind: 'bar-chart',
      unit: 'cad',
      title: 'Annual sales by product type, fiscal years (April to March), CAD',
      series: types.map((type) => ({
        label: type,
        figures: new Map(
          years.map((year) => {
            const row = cell(type, year);
            const flag = flagOf(row);
            return [yearLabel(year), { value: dollars(row), ...(flag ? { flag } : {}) }];
          }),
        ),
      })),
      notes,
    },
    {
      key: 'sales-by-type-shares',
      topic: 'annual',
      kind: 'table',
      title: 'Share of each product type in the year’s sales, fiscal years',
      // A share is no change: the 'percent' unit would sign it ('+72.5 %'), so the header says the unit.
      columns: [{ label: 'Product type' }, ...years.map((year) => ({ label: `${yearLabel(year)}, % of sales` }))],
      rows: types.map((type) => [type, ...years.map((year) => shareOf(type, year))]),
      flags: types.map((type) => [null, ...years.map((year) => flagOf(cell(type, year)) ?? flagOf(cell(TOTAL, year)))]),
      notes: [
        'Each type’s sales as a percentage of the year’s total of cannabis products, both in Canadian dollars.',
        ...notes.slice(1),
      ],
    },
  ];
}

export const canadaSalesByType = defineSource({
  dataset: 'canada-sales-by-type',
  from: 'Statistics Canada, Table 10-10-0164-01 (sales by product type)',
  rank: 1,
  contribute: (rows) => {
    return byCanadianMarket(rows).map(([state, own]): StateContribution => ({
      state,
      facts: factsOf(own),
    }));
  },
});
