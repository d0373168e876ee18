/**
 * Annual statewide sales as a third party compiled them from the regulators' publications. A
 * calendar year and a state fiscal year cover different months, so each basis is its own fact
 * and never shares an axis with the other.
 */
import type { StateAnnualSalesRow } from '@cannabis-reports/datasets';
import { byState, defineSource, figuresOf, type ChartFact } from '../facts';

const BASES = {
  calendar: { title: 'Annual sales, calendar years, USD', covers: 'A calendar year runs January to December.' },
  fiscal: {
    title: 'Annual sales, state fiscal years (July to June), USD',
    covers: 'A fiscal year runs July to June and is labelled by the year it ends in: FY2021 is July 2020 to June 2021.',
  },
} as const;

const SCOPES = { 'adult-use': 'Adult-use sales', 'adult-use and medical': 'Adult-use and medical sales' } as const;

/**
 * Figures the compiler says are taxable sales (California's CDTFA, Nevada's Department of
 * Taxation, whose later years' notes name only the release): the sales the tax applies to,
 * not gross receipts, so the bars are named so.
 */
const isTaxable = (rows: StateAnnualSalesRow[]) => rows.some((row) => /taxable sales/i.test(row.notes));
const labelOf = (scope: StateAnnualSalesRow['scope'], rows: StateAnnualSalesRow[]) =>
  isTaxable(rows) ? `Taxable ${SCOPES[scope].toLowerCase()}` : SCOPES[scope];

function annualFact(basis: StateAnnualSalesRow['yearBasis'], rows: StateAnnualSalesRow[]): ChartFact {
  const rounded = rows.filter((row) => row.rounded).map((row) => row.label);
  const scopes = [...new Set(rows.map((row) => row.scope))];
  return {
    key: `annual-sales-${basis}`,
    topic: 'annual',
    kind: 'bar-chart',
    unit: 'usd',
    title: BASES[basis].title,
    series: scopes.map((scope) => {
      const own = rows.filter((row) => row.scope === scope);
      return {
        label: labelOf(scope, own),
        figures: figuresOf(
          own,
          (row) => row.label,
          (row) => row.sales,
        ),
      };
    }),
    notes: [
      'Compiled by a third party from the regulators’ publications; states measure different things (scope, taxable or gross sales), so one state’s totals are not comparable with another’s as they stand.',
      ...(isTaxable(rows)
        ? [
            'Taxable sales: the sales the tax authority counts as subject to its tax, not gross receipts; sales exempt from the tax are left out.',
          ]
        : []),
      BASES[basis].covers,
      ...(rounded.length ? [`Rounded in the publication: ${rounded.join(', ')}.`] : []),
    ],
  };
}

export const stateAnnualSales = defineSource({
  dataset: 'state-annual-sales',
  from: 'a third party’s compilation of annual sales',
  rank: 2,
  contribute: (rows) =>
    byState(rows).map(([state, own]) => ({
      state,
      facts: (['calendar', 'fiscal'] as const)
        .map((basis) => own.filter((row) => row.yearBasis === basis))
        .filter((of) => of.length)
        .map((of) => annualFact(of[0].yearBasis, of)),
    })),
});
