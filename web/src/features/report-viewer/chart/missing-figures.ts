/**
 * How a bar chart shows a category with no figure (withheld, not published, no licensees):
 * an empty column reads as zero, so its foot carries the same mark as the table's cell, and
 * the key under the chart says what the mark means.
 */
import type uPlot from 'uplot';
import { pxRatio } from './pixel-ratio';
import type { FigureFlag } from '@cannabis-reports/contracts';

interface SeriesFigures {
  values: ReadonlyArray<number | null>;
  flags?: ReadonlyArray<FigureFlag | null>;
}

/**
 * For each category, the flag to mark at its foot: set where no series has a figure and one
 * of them says why; null elsewhere.
 */
export function missingMarks(series: ReadonlyArray<SeriesFigures>, categories: number): Array<FigureFlag | null> {
  return Array.from({ length: categories }, (_, index) => {
    if (series.some(({ values }) => values[index] != null)) return null;
    return series.map(({ flags }) => flags?.[index]).find((flag): flag is FigureFlag => Boolean(flag)) ?? null;
  });
}

/** The flags marked at the foot of an empty column, once each, in the order first met. */
export const markedFlags = (marks: ReadonlyArray<FigureFlag | null>): FigureFlag[] => [
  ...new Set(marks.filter((flag): flag is FigureFlag => Boolean(flag))),
];

/** A plugin that writes `symbol(flag)` just above the axis in each empty, flagged column. */
export function missingFigureMarks(
  marks: ReadonlyArray<FigureFlag | null>,
  symbol: (flag: FigureFlag) => string,
): uPlot.Plugin {
  return {
    hooks: {
      draw: (plot) => {
        const context = plot.ctx;
        const ratio = pxRatio();
        context.save();
        context.fillStyle = '#444444';
        context.font = `${13 * ratio}px system-ui, sans-serif`;
        context.textAlign = 'center';
        context.textBaseline = 'bottom';
        marks.forEach((flag, index) => {
          if (!flag) return;
          context.fillText(symbol(flag), plot.valToPos(index, 'x', true), plot.valToPos(0, 'y', true) - 3 * ratio);
        });
        context.restore();
      },
    },
  };
}
