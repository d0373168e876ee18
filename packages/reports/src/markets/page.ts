/**
 * The one page template every state shares: its contributions (one per source) become, in
 * this order, the latest month compared, monthly sales, sales as the sources split them,
 * sales per resident, prices, tax, licences, other figures and annual totals. A quantity two
 * sources give (same fact key) is shown once, from the better-ranked source, and the notes
 * say which.
 */
import { stateName } from '@cannabis-reports/contracts';
import { MONEY, salesTitleOf } from './currency';
import { TOPICS, type ChartFact, type Fact } from './facts';
import { sectionOf } from './fact-sections';
import { headlineTable } from './headline';
import type { MarketStatePart, MarketSection } from './parts';
import { toStored } from './stored-sections';
import { perResidentChart } from './per-resident';
import { totalForecast } from './total-forecast';
import { chooseTotal, type Sourced } from './total-sales';

export const SALES_TITLE = salesTitleOf('USD');

/** Each key once: the better-ranked source's fact, and a note for every fact left out. */
function oneFactPerKey(contributions: Sourced[]): { facts: Fact[]; notes: string[] } {
  const kept = new Map<string, { fact: Fact; from: string }>();
  const notes: string[] = [];
  for (const entry of [...contributions].sort((a, b) => a.rank - b.rank))
    for (const fact of entry.facts ?? []) {
      const first = kept.get(fact.key);
      if (!first) kept.set(fact.key, { fact, from: entry.from });
      else
        notes.push(
          `${first.fact.title}: from ${first.from}; ${entry.from} gives the same quantity and is not shown, so each figure has one value.`,
        );
    }
  return { facts: [...kept.values()].map((entry) => entry.fact), notes };
}

/**
 * The newest month with a complete figure in the charts (licence tables aside): a month whose
 * every figure is flagged (partial, incomplete) or missing is shown but is not what the page
 * is as of. For annual totals only, the last year.
 */
const yearOf = (key: string) => /\d{4}$/.exec(key)?.[0] ?? key;

function asOfOf(sections: MarketSection[]): string {
  const charts = sections.flatMap((section) => (section.kind === 'table' ? [] : [section]));
  const axes = charts.flatMap((chart) => chart.x);
  const complete = charts.flatMap((chart) =>
    chart.x.filter(
      (key, index) =>
        /^\d{4}-\d{2}/.test(key) &&
        chart.series.some((series) => series.values[index] !== null && !series.flags?.[index]),
    ),
  );
  return (
    complete
      .map((key) => key.slice(0, 7))
      .sort()
      .at(-1) ??
    // Year labels ('2023', 'CY2023', 'FY2024') end in their year: the latest is the last by that year.
    axes.sort((a, b) => yearOf(a).localeCompare(yearOf(b)) || a.localeCompare(b)).at(-1) ??
    ''
  );
}

export function statePage(state: string, contributions: Sourced[]): MarketStatePart {
  const name = stateName(state);
  const total = chooseTotal(contributions);
  const { facts, notes: keyNotes } = oneFactPerKey(contributions);
  const byTopic = (topic: Fact['topic']) => facts.filter((fact) => fact.topic === topic);
  const splits = byTopic('sales').filter((fact): fact is ChartFact => fact.kind !== 'table' && fact.headline === true);
  const sections: MarketSection[] = [];
  if (total) {
    const headline = headlineTable(total, splits);
    if (headline) sections.push(headline);
    const forecast = totalForecast(total);
    sections.push({
      kind: 'line-chart',
      title: salesTitleOf(total.currency),
      unit: MONEY[total.currency].unit,
      x: total.periods,
      series: [
        {
          label: 'Total sales',
          values: total.figures.map((figure) => figure?.value ?? null),
          ...(total.figures.some((figure) => figure?.flag)
            ? { flags: total.figures.map((figure) => figure?.flag ?? null) }
            : {}),
        },
      ],
      ...(total.annotations.length ? { annotations: total.annotations } : {}),
      ...(forecast.forecast ? { forecast: forecast.forecast } : {}),
      notes: [`What the total covers: ${total.covers.join('; ')}.`, ...total.notes, ...forecast.notes],
    });
  }
  for (const topic of TOPICS) {
    for (const fact of byTopic(topic)) {
      const section = sectionOf(fact);
      if (section) sections.push(section);
    }
    if (topic === 'sales' && total) {
      const perResident = perResidentChart(total, contributions);
      if (perResident) sections.push(perResident);
    }
  }
  const annualOnly = !total && byTopic('annual').length > 0;
  // A market page is as current as its sales: a price or tax series running on after the sales
  // end (Oregon's tax receipts, Massachusetts' flower prices) is shown, but does not date the page.
  const asOf = asOfOf(total ? sections.filter((section) => section.title === salesTitleOf(total.currency)) : sections);
  const datedBy = total?.originDatasets[total.periods.indexOf(asOf)] ?? null;
  return {
    state,
    name,
    asOf,
    ...(datedBy ? { datedBy } : {}),
    annualOnly,
    datasets: [...new Set(contributions.map((entry) => entry.dataset))],
    sections: sections.map(toStored),
    notes: [
      ...(annualOnly
        ? [
            `We hold only annual totals for ${name}: no monthly figures, so there is no latest month and no month-on-month change.`,
          ]
        : !total
          ? [`We hold no monthly sales total for ${name}.`]
          : []),
      ...(total?.choice ?? []),
      ...contributions.flatMap((entry) => entry.notes ?? []),
      ...keyNotes,
      'A gap is a period without a published figure, never a zero; a withheld figure is marked, never counted as 0.',
    ],
  };
}
