/**
 * Each line of a chart of several lines named at its end, in its colour, so a reader matches
 * lines to names without going back and forth to the legend. A label sits in the room the plot
 * keeps on its right for the longest, at the height of its line's last figure: never inside the
 * plot, where a line that goes on further (one series ends a month before another) would run
 * through it. Labels that would overlap are pushed apart vertically; when the plot is too short
 * for all of them that far apart, none is drawn. The canvas is hidden from assistive technology:
 * the legend and the table below name the same series.
 */
import type uPlot from 'uplot';
import { pxRatio } from './pixel-ratio';

interface LabelledChart {
  kind: 'line-chart' | 'bar-chart';
  series: Array<{ label: string; values: Array<number | null> }>;
}

const FONT_PX = 12;
/** The least distance between two labels' baselines, in CSS pixels. */
const GAP_PX = FONT_PX + 2;
/** A long name is cut, so the plot keeps most of a phone's width. */
const MAX_CHARS = 14;
/** The width of one character of the label font, generously, in CSS pixels. */
const CHAR_PX = 7;
const OFFSET_PX = 6;

/** The name drawn at a line's end. */
export const endLabelText = (label: string) => (label.length > MAX_CHARS ? `${label.slice(0, MAX_CHARS - 1)}…` : label);

/** The room the plot keeps on its right for the labels, in CSS pixels. */
export const endLabelRoom = (labels: string[]) =>
  OFFSET_PX + CHAR_PX * Math.max(0, ...labels.map((label) => endLabelText(label).length));

/**
 * Label positions (top to bottom in the canvas) moved apart so no two are closer than `gap`,
 * each as near its line's end as it can be, all within `top`..`bottom`; null when they do not
 * fit in that height.
 */
export function spreadLabels(wanted: number[], gap: number, top: number, bottom: number): number[] | null {
  if ((wanted.length - 1) * gap > bottom - top) return null;
  const order = wanted.map((y, index) => ({ y, index })).sort((a, b) => a.y - b.y);
  const placed = order.map((entry) => entry.y);
  for (let i = 0; i < placed.length; i++) placed[i] = Math.max(placed[i], i === 0 ? top : placed[i - 1] + gap);
  // Pushed past the bottom: shift back up, keeping the gaps.
  for (let i = placed.length - 1; i >= 0; i--)
    placed[i] = Math.min(placed[i], i === placed.length - 1 ? bottom : placed[i + 1] - gap);
  const result = new Array<number>(wanted.length);
  order.forEach((entry, position) => (result[entry.index] = placed[position]));
  return result;
}

/** The index of a series' last figure, or -1. */
const lastIndex = (values: Array<number | null>) => values.findLastIndex((value) => value !== null);

/** A uPlot plugin naming each line at its end; none for bars or a single line, which the title names. */
export function endLabels(section: LabelledChart, colour: (index: number) => string): uPlot.Plugin {
  const labelled = section.kind === 'line-chart' && section.series.length > 1;
  if (!labelled) return { hooks: {} };
  const room = endLabelRoom(section.series.map((series) => series.label));
  return {
    opts: (_, opts) => {
      const padding = opts.padding ?? [null, null, null, null];
      const right = typeof padding[1] === 'number' ? padding[1] : 0;
      opts.padding = [padding[0], Math.max(right, room), padding[2], padding[3]];
    },
    hooks: {
      draw: (plot) => {
        const ratio = pxRatio();
        const ends = section.series
          .map((series, index) => ({ series, index, last: lastIndex(series.values) }))
          .filter((entry) => entry.last >= 0);
        const ys = spreadLabels(
          ends.map((entry) => plot.valToPos(entry.series.values[entry.last]!, 'y', true)),
          GAP_PX * ratio,
          plot.bbox.top + (FONT_PX / 2) * ratio,
          plot.bbox.top + plot.bbox.height,
        );
        if (!ys) return;
        // Right of the plot area, where no line is drawn.
        const x = plot.bbox.left + plot.bbox.width + OFFSET_PX * ratio;
        const context = plot.ctx;
        context.save();
        context.font = `${FONT_PX * ratio}px system-ui, sans-serif`;
        context.textBaseline = 'middle';
        // Set here: uPlot leaves the alignment of its last axis ('right' for the values), which
        // drew each name ending at its line's end, on the plot, instead of starting beside it.
        context.textAlign = 'left';
        ends.forEach((entry, position) => {
          context.fillStyle = colour(entry.index);
          context.fillText(endLabelText(entry.series.label), x, ys[position]);
        });
        context.restore();
      },
    },
  };
}
