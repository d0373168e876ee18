/** A fact as a report section: the chart's axis runs over every period between its first and last figure. */
import type { MarketSection } from './parts';
import { MONTH, monthsBetween, type FigureFlag } from '@cannabis-reports/contracts';
import type { ChartFact, Fact } from './facts';

/** The periods a chart shows: every month between the first and last with a figure (gaps as gaps), else the keys with one. */
export function axisOf(fact: ChartFact): string[] {
  const keys = [
    ...new Set(
      fact.series.flatMap((series) =>
        [...series.figures].filter(([, figure]) => figure.value !== null || figure.flag).map(([key]) => key),
      ),
    ),
  ].sort();
  if (keys.length === 0) return [];
  return keys.every((key) => MONTH.test(key)) ? monthsBetween(keys[0], keys.at(-1)!) : keys;
}

export function sectionOf(fact: Fact): MarketSection | undefined {
  const notes = fact.notes?.length ? { notes: fact.notes } : {};
  if (fact.kind === 'table')
    return fact.rows.length
      ? {
          kind: 'table',
          title: fact.title,
          columns: fact.columns,
          rows: fact.rows,
          ...(fact.flags?.some((row) => row.some(Boolean)) ? { flags: fact.flags } : {}),
          ...notes,
        }
      : undefined;
  const x = axisOf(fact);
  if (x.length === 0) return undefined;
  return {
    kind: fact.kind,
    title: fact.title,
    unit: fact.unit,
    x,
    series: fact.series.map((series) => {
      const flags: Array<FigureFlag | null> = x.map((key) => series.figures.get(key)?.flag ?? null);
      return {
        label: series.label,
        values: x.map((key) => series.figures.get(key)?.value ?? null),
        ...(flags.some(Boolean) ? { flags } : {}),
      };
    }),
    ...notes,
  };
}
