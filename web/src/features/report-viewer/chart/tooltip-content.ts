/**
 * What a chart says about one period when a reader points at it or moves to it by keyboard:
 * the period as the axis writes it, then every series' figure with its unit, largest first.
 * A missing figure says why (withheld, not published), never zero; a qualified one says so.
 * A mark the chart draws there (a market event, a series break) is named after the figures.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { FigureFlag } from '@cannabis-reports/contracts';
import { formatValue } from '../section/format';
import { periodHeading, FLAG_LABELS } from '@cannabis-reports/report-files';
import type { ChartSection } from './chart-axes';

export interface TooltipRow {
  label: string;
  colour: string;
  /** The figure as the table writes it, or why there is none. */
  text: string;
}

export interface TooltipContent {
  /** The period ('Mar 22, 2026', 'Oct 2025') or category ('CO'). */
  period: string;
  rows: TooltipRow[];
  /** The labels of the marks at the period (a market event, a series break): a range's on each of its periods. */
  marks: string[];
}

/** The labels of the annotations that cover category `index`: one at it, or a range that spans it. */
export function marksAt(section: ChartSection, index: number): string[] {
  return (section.annotations ?? []).flatMap((annotation) => {
    const from = section.x.indexOf(annotation.x);
    const to = annotation.to ? section.x.indexOf(annotation.to) : from;
    return from >= 0 && index >= from && index <= Math.max(from, to) ? [annotation.label] : [];
  });
}

/** A figure, or the words for its absence: a qualified figure names its flag after it. */
function figureText(value: number | null, flag: FigureFlag | null | undefined, section: ChartSection): string {
  if (value === null) return flag ? FLAG_LABELS[flag].text : 'No figure';
  const figure = formatValue(value, section.unit);
  return flag ? `${figure} (${FLAG_LABELS[flag].text.toLowerCase()})` : figure;
}

/** The figures at `index`, the largest first and figures before missing ones, each series in its colour. */
export function tooltipContent(
  section: ChartSection,
  index: number,
  colour: (index: number) => string,
): TooltipContent {
  const rows = section.series.map((series, position) => ({
    value: series.values[index] ?? null,
    row: {
      label: series.label,
      colour: colour(position),
      text: figureText(series.values[index] ?? null, series.flags?.[index], section),
    },
  }));
  // Array.prototype.sort is stable: missing figures keep the series' order.
  rows.sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || 0);
  return {
    period: formatPeriod(section.x[index] ?? ''),
    rows: rows.map((entry) => entry.row),
    marks: marksAt(section, index),
  };
}

/** The one sentence a screen reader says for a period: 'Week of Mar 22, 2026: Adult-use $4,214,914; …'. */
export function announcement(section: ChartSection, content: TooltipContent): string {
  const heading = periodHeading(section.x) === 'Week of' ? `Week of ${content.period}` : content.period;
  const marked = content.marks.length ? ` Marked: ${content.marks.join('; ')}.` : '';
  return `${heading}: ${content.rows.map((row) => `${row.label} ${row.text}`).join('; ')}.${marked}`;
}
