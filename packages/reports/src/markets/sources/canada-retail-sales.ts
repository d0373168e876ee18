/**
 * Statistics Canada's monthly retail sales of cannabis stores (canada-retail-sales): a page for
 * Canada ('CAN', as 'CA' is California) and for each province and territory, in Canadian
 * dollars (decision 0126). The unadjusted figures are the total; Canada's seasonally adjusted
 * series is drawn beside them, labelled, never in their place. The nine cities are on their
 * province's page. A suppressed cell ('x') is withheld, never 0; a figure StatCan grades D or E
 * is shown with a caution in its chart's notes.
 */
import { formatMonth } from '@cannabis-reports/contracts';
import type { CanadaRetailSalesRow } from '@cannabis-reports/datasets';
import { defineSource, type ChartFact, type Figure, type Figures, type StateContribution } from '../facts';

/** Canada as a market: 'CA' is California's. */
export const CANADA = 'CAN';

/** Statistics Canada's rows by market, in code order: a province's (and its cities') under its code, Canada's under 'CAN'. */
export function byCanadianMarket<Row extends { province: string | null }>(
  rows: readonly Row[],
): Array<[string, Row[]]> {
  const markets = new Map<string, Row[]>();
  for (const row of rows) {
    const code = row.province ?? CANADA;
    markets.set(code, [...(markets.get(code) ?? []), row]);
  }
  return [...markets].sort(([a], [b]) => a.localeCompare(b));
}

export const CANADA_FROM = 'Statistics Canada, Table 20-10-0056-01 (retail sales of cannabis stores)';

/** StatCan's grades that call for caution: D acceptable, E use with caution. */
const CAUTION: Record<string, string> = { D: 'acceptable', E: 'use with caution' };

/** A figure in Canadian dollars from StatCan's thousands; a blank keeps its reason (withheld, never 0). */
function figureOf(row: CanadaRetailSalesRow): Figure {
  if (row.salesCadThousands !== null) return { value: row.salesCadThousands * 1000 };
  return { value: null, flag: row.salesCode === 'x' ? 'withheld' : 'not-published' };
}

const figuresOf = (rows: CanadaRetailSalesRow[]): Figures =>
  new Map([...rows].sort((a, b) => a.period.localeCompare(b.period)).map((row) => [row.period, figureOf(row)]));

/** The notes a series' figures call for: its cautions by grade and what its blanks mean. */
function notesOf(label: string, rows: CanadaRetailSalesRow[]): string[] {
  const cautions = Object.entries(CAUTION).flatMap(([grade, words]) => {
    const months = rows.filter((row) => row.quality === grade).map((row) => formatMonth(row.period));
    return months.length
      ? [`Caution, ${label}: Statistics Canada grades ${months.join(', ')} ${grade} (${words}).`]
      : [];
  });
  const unreliable = rows.filter((row) => row.salesCode === 'F').map((row) => formatMonth(row.period));
  return [
    ...cautions,
    ...(unreliable.length
      ? [`${label}: ${unreliable.join(', ')} too unreliable to be published (Statistics Canada's F): no figure.`]
      : []),
  ];
}

const WITHHELD_NOTE =
  'A cell Statistics Canada suppresses to meet the confidentiality requirements of the Statistics Act is withheld: marked, never 0.';
const MONEY_NOTE =
  'Canadian dollars (C$), nominal, as Statistics Canada publishes them (in thousands): never converted.';

function citiesFact(cities: CanadaRetailSalesRow[]): ChartFact[] {
  const names = [...new Set(cities.map((row) => row.geo))].sort();
  if (names.length === 0) return [];
  const own = (name: string) => cities.filter((row) => row.geo === name);
  return [
    {
      key: 'city-sales',
      topic: 'sales',
      kind: 'line-chart',
      unit: 'cad',
      title: 'Monthly sales by city (census metropolitan area), CAD',
      headline: true,
      series: names.map((name) => ({ label: name.replace(/, .*$/, ''), figures: figuresOf(own(name)) })),
      notes: [
        'Retail sales of cannabis stores in each census metropolitan area Statistics Canada publishes: part of the province’s total, not all of it.',
        MONEY_NOTE,
        ...names.flatMap((name) => notesOf(name.replace(/, .*$/, ''), own(name))),
      ],
    },
  ];
}

function seasonallyAdjustedFact(unadjusted: CanadaRetailSalesRow[], adjusted: CanadaRetailSalesRow[]): ChartFact[] {
  if (adjusted.length === 0) return [];
  const from = adjusted.map((row) => row.period).sort()[0];
  return [
    {
      key: 'sales-seasonally-adjusted',
      topic: 'sales',
      kind: 'line-chart',
      unit: 'cad',
      title: 'Monthly sales, seasonally adjusted beside unadjusted, CAD',
      series: [
        { label: 'Seasonally adjusted', figures: figuresOf(adjusted) },
        { label: 'Unadjusted', figures: figuresOf(unadjusted.filter((row) => row.period >= from)) },
      ],
      notes: [
        `Statistics Canada adjusts for the season Canada’s total only, from ${formatMonth(from)}. The page’s total, latest month and per resident use the unadjusted figures; the adjusted series is offered here, labelled, for reading the trend.`,
        MONEY_NOTE,
        ...notesOf('Seasonally adjusted', adjusted),
      ],
    },
  ];
}

export const canadaRetailSales = defineSource({
  dataset: 'canada-retail-sales',
  from: CANADA_FROM,
  rank: 1,
  contribute: (rows) => {
    return byCanadianMarket(rows).map(([state, own]): StateContribution => {
      const place = own.filter((row) => row.geoKind !== 'city');
      const unadjusted = place.filter((row) => row.adjustment === 'unadjusted');
      const adjusted = place.filter((row) => row.adjustment === 'seasonally adjusted');
      return {
        state,
        total: {
          covers: 'retail sales of cannabis stores (Statistics Canada, unadjusted, Canadian dollars)',
          currency: 'CAD',
          figures: figuresOf(unadjusted),
          notes: [MONEY_NOTE, ...notesOf('Total sales', unadjusted)],
        },
        facts: [
          ...seasonallyAdjustedFact(unadjusted, adjusted),
          ...citiesFact(own.filter((row) => row.geoKind === 'city' && row.adjustment === 'unadjusted')),
        ],
        notes: [
          WITHHELD_NOTE,
          ...(unadjusted.every((row) => row.salesCode === 'x')
            ? [
                'Statistics Canada withholds every month’s figure of this market for confidentiality: no month is compared.',
              ]
            : []),
        ],
      };
    });
  },
});
