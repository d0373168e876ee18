/**
 * Sales per resident and per adult 21+: each month's total divided by the population of that
 * month, or of its year where a source gives one figure a year. A month without a population
 * is a gap; a flagged total keeps its flag.
 */
import type { ChartSection, FigureFlag } from '@cannabis-reports/contracts';
import { roundCents } from '../kit/periods';
import { MONEY } from './currency';
import type { Currency } from './facts';
import type { ChosenTotal, Sourced } from './total-sales';

/** The chart's title: 'Sales per resident and per adult 21+, USD', or per resident alone where no adults are counted. */
export const perResidentTitleOf = (currency: Currency, adults21 = true) =>
  `Sales per resident${adults21 ? ' and per adult 21+' : ''}, ${currency}`;

/** The second line's label: 'USD per adult 21+'. */
export const perAdultLabelOf = (currency: Currency) => `${currency} per adult 21+`;

export type Count = 'residents' | 'adults21';

const COUNT_NAMES: Record<Count, string> = { residents: 'Residents', adults21: 'Adults 21+' };

/**
 * A state's residents or adults 21+ in a month: the population of that month, or of its year
 * where a source gives one figure a year, from the best-ranked source that gives it. A month
 * after every source's newest year is divided by the newest yearly estimate, and its note says
 * which (estimates come out a year or more late); none before a source's first year or in a
 * year it skips (never estimated).
 */
export function populationOf(contributions: Sourced[]) {
  const givers = contributions.filter((entry) => entry.population).sort((a, b) => a.rank - b.rank);
  return (count: Count, period: string): { value: number; note: string } | undefined => {
    for (const entry of givers) {
      const figures = entry.population![count];
      const value = figures?.get(period) ?? figures?.get(period.slice(0, 4));
      if (value) return { value, note: entry.population!.note };
    }
    for (const entry of givers) {
      const figures = entry.population![count];
      const newest = [...(figures?.keys() ?? [])]
        .filter((key) => /^\d{4}$/.test(key))
        .sort()
        .at(-1);
      if (newest && period.slice(0, 4) > newest && figures!.get(newest))
        return {
          value: figures!.get(newest)!,
          note: `${COUNT_NAMES[count]} after ${newest}: the ${newest} estimate, the newest published, divides every later month until the next one is out.`,
        };
    }
    return undefined;
  };
}

export function perResidentChart(total: ChosenTotal, contributions: Sourced[]): ChartSection | undefined {
  const countOf = populationOf(contributions);
  const used = new Set<string>();
  const seriesOf = (count: Count, label: string) => {
    const values = total.periods.map((period, index) => {
      const sales = total.figures[index]?.value;
      const people = countOf(count, period);
      if (sales == null || !people) return null;
      used.add(people.note);
      return roundCents(sales / people.value);
    });
    const flags: Array<FigureFlag | null> = values.map((value, index) =>
      value === null ? null : (total.figures[index]?.flag ?? null),
    );
    return { label, values, ...(flags.some(Boolean) ? { flags } : {}) };
  };
  const { currency } = total;
  const series = [seriesOf('residents', `${currency} per resident`), seriesOf('adults21', perAdultLabelOf(currency))];
  const shown = series.filter((entry) => entry.values.some((value) => value !== null));
  if (shown.length === 0) return undefined;
  const noAdults = contributions.flatMap((entry) =>
    entry.population?.noAdults21 ? [entry.population.noAdults21] : [],
  );
  return {
    kind: 'line-chart',
    // Titled for the lines it draws: per adult 21+ only where a count of adults is held (never for
    // Canada, nor for a state the survey file leaves out).
    title: perResidentTitleOf(currency, shown.length === series.length),
    unit: MONEY[currency].price,
    x: total.periods,
    series: shown,
    notes: [
      'Each month’s total sales divided by the population of that month (or of its year).',
      ...used,
      ...(shown.length < series.length
        ? noAdults.length
          ? noAdults
          : ['No count of adults 21+ is held for this state.']
        : []),
    ],
  };
}
