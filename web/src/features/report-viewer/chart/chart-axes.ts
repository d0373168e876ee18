/**
 * A chart's two axes as uPlot draws them: periods at calendar steps chosen for the plot's
 * width (or every category's name), and values on one magnitude named in the axis title.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type uPlot from 'uplot';
import { pxRatio } from './pixel-ratio';
import type { ReportSection } from '../api/report-data';
import { periodHeading } from '@cannabis-reports/report-files';
import { formatValueTicks, valueRange, valueScale } from './value-axis';
import { periodTicks } from './period-ticks';

export type ChartSection = Extract<ReportSection, { kind: 'line-chart' | 'bar-chart' }>;

/** uPlot's axis font is 12 px: about 7 px a character. */
const CHARACTER_PX = 7;

/**
 * The least room between two labelled ticks on a category axis. A bar chart names every bar
 * when its labels fit (two-letter state codes do, even on a phone): a bar without its name
 * cannot be read.
 */
export function categorySpace(section: ChartSection): number {
  if (section.kind !== 'bar-chart') return 80;
  const longest = Math.max(...section.x.map((label) => formatPeriod(label).length));
  return Math.max(24, longest * 8 + 8);
}

/** Months and weeks are labelled at calendar steps, re-chosen whenever the plot's width changes. */
export function categoryAxis(section: ChartSection): uPlot.Axis {
  if (periodHeading(section.x) === '')
    return {
      space: categorySpace(section),
      values: (_, ticks) => ticks.map((tick) => (Number.isInteger(tick) ? formatPeriod(section.x[tick] ?? '') : '')),
    };
  let chosen: { width: number; labels: Map<number, string> } | undefined;
  const labelsAt = (plot: uPlot) => {
    const width = plot.bbox.width / pxRatio();
    if (chosen?.width !== width) {
      const ticks = periodTicks(section.x, width, { bars: section.kind === 'bar-chart' }) ?? [];
      chosen = { width, labels: new Map(ticks.map((tick) => [tick.index, tick.label])) };
    }
    return chosen.labels;
  };
  return {
    splits: (plot) => [...labelsAt(plot).keys()],
    values: (plot, ticks) => ticks.map((tick) => labelsAt(plot).get(tick) ?? ''),
  };
}

/** The value axis: short numbers, their magnitude and unit in the title beside them. */
export function valueAxis(section: ChartSection): uPlot.Axis {
  // The magnitude suits the figure largest in size, a fall as much as a rise.
  const largest = Math.max(
    0,
    ...section.series.flatMap((series) => series.values.flatMap((value) => (value === null ? [] : [Math.abs(value)]))),
  );
  const scale = valueScale(largest, section.unit);
  return {
    label: scale.title,
    labelSize: 20,
    size: (_, values) => Math.max(2, ...(values ?? []).map((value) => value.length)) * CHARACTER_PX + 16,
    values: (_, ticks) => formatValueTicks(ticks, scale),
  };
}

/** The value scale's span: zero always inside it, falls below it (see `valueRange`). */
export const valueSpan: uPlot.Range.Function = (_, min, max) => valueRange(min, max);

/**
 * A solid line at zero across the plot when the figures go below it: the line a bar rises
 * from or hangs below. Without negatives the category axis is already that line.
 */
export function zeroLine(): uPlot.Plugin {
  return {
    hooks: {
      draw: (plot) => {
        if ((plot.scales.y?.min ?? 0) >= 0) return;
        const context = plot.ctx;
        const y = Math.round(plot.valToPos(0, 'y', true));
        context.save();
        context.strokeStyle = '#333333';
        context.lineWidth = pxRatio();
        context.beginPath();
        context.moveTo(plot.bbox.left, y);
        context.lineTo(plot.bbox.left + plot.bbox.width, y);
        context.stroke();
        context.restore();
      },
    },
  };
}
