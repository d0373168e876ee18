/**
 * How a chart draws a qualified figure (a week not over yet, a month compiled before the
 * state's figures were complete): the line into and out of it is pale and dashed (the solid
 * line ends at the last complete period), its bar is pale, so a partial period does not read
 * as a fall in the market. The table beside the chart carries its flag.
 */
import type uPlot from 'uplot';
import { pxRatio } from './pixel-ratio';
import type { FigureFlag } from '@cannabis-reports/contracts';

/** Flags on a figure that is shown but covers less than its label says. */
const QUALIFIED: ReadonlySet<FigureFlag> = new Set<FigureFlag>(['partial', 'incomplete']);
const isQualified = (flag: FigureFlag | null | undefined) => QUALIFIED.has(flag as FigureFlag);

export type SegmentStyle = 'solid' | 'dashed' | null;

/**
 * The style of each segment of one series: entry i joins point i - 1 to point i (entry 0 is
 * always null). A segment with a missing end is not drawn; one with a qualified end is dashed.
 */
export function segmentStyles(
  values: ReadonlyArray<number | null | undefined>,
  flags?: ReadonlyArray<FigureFlag | null | undefined>,
): SegmentStyle[] {
  const qualified = (index: number) => isQualified(flags?.[index]);
  return values.map((value, index) => {
    if (index === 0 || value == null || values[index - 1] == null) return null;
    return qualified(index) || qualified(index - 1) ? 'dashed' : 'solid';
  });
}

type Point = [x: number, y: number];

/** Canvas positions of a segment's two ends. */
function ends(plot: uPlot, seriesIndex: number, index: number): [Point, Point] {
  const values = plot.data[seriesIndex];
  const at = (i: number): Point => [plot.valToPos(i, 'x', true), plot.valToPos(values[i] as number, 'y', true)];
  return [at(index - 1), at(index)];
}

/** Adds the segments of one style to a path, joining consecutive ones into one run. */
function trace(
  path: Path2D | CanvasRenderingContext2D,
  plot: uPlot,
  seriesIndex: number,
  styles: SegmentStyle[],
  style: SegmentStyle,
  from: number,
  to: number,
): void {
  let open = false;
  for (let index = Math.max(from, 1); index <= to; index++) {
    if (styles[index] !== style) {
      open = false;
      continue;
    }
    const [start, end] = ends(plot, seriesIndex, index);
    if (!open) path.moveTo(...start);
    path.lineTo(...end);
    open = true;
  }
}

/** uPlot path builder for a series' solid segments only; the dashed ones are drawn by `dashedSegments`. */
export function solidPath(styles: SegmentStyle[]): uPlot.Series.PathBuilder {
  return (plot, seriesIndex, from, to) => {
    const stroke = new Path2D();
    trace(stroke, plot, seriesIndex, styles, 'solid', from, to);
    return { stroke, fill: null, clip: null };
  };
}

/** A colour ('#RRGGBB') made pale: see-through, so the line's solid part stands out against it. */
export const paleColour = (colour: string) => `${colour}88`;

/** A plugin that draws each shown series' dashed segments, in its colour made pale, after the series. */
export function dashedSegments(stylesBySeries: SegmentStyle[][], colours: string[], width: number): uPlot.Plugin {
  return {
    hooks: {
      draw: (plot) => {
        const context = plot.ctx;
        stylesBySeries.forEach((styles, index) => {
          const seriesIndex = index + 1;
          if (!plot.series[seriesIndex]?.show || !styles.includes('dashed')) return;
          context.save();
          context.beginPath();
          context.rect(plot.bbox.left, plot.bbox.top, plot.bbox.width, plot.bbox.height);
          context.clip();
          context.strokeStyle = paleColour(colours[index % colours.length]);
          context.lineWidth = width * pxRatio();
          context.setLineDash([5 * pxRatio(), 4 * pxRatio()]);
          context.beginPath();
          trace(context, plot, seriesIndex, styles, 'dashed', 1, styles.length - 1);
          context.stroke();
          context.restore();
        });
      },
    },
  };
}

/** Each bar's fill: the series colour, paler where the figure is qualified. */
export function barFills(
  colour: string,
  values: ReadonlyArray<number | null>,
  flags?: ReadonlyArray<FigureFlag | null>,
): string[] {
  return values.map((_, index) => `${colour}${isQualified(flags?.[index]) ? '55' : 'cc'}`);
}

/** The qualifying flags a chart draws apart (dashed, pale), in a stable order, for the key under it. */
export function qualifiedFlags(
  series: ReadonlyArray<{ values: ReadonlyArray<number | null>; flags?: ReadonlyArray<FigureFlag | null> }>,
): FigureFlag[] {
  const drawn = new Set<FigureFlag>();
  for (const { values, flags } of series) {
    values.forEach((value, index) => {
      const flag = flags?.[index];
      if (value != null && flag && isQualified(flag)) drawn.add(flag);
    });
  }
  return [...QUALIFIED].filter((flag) => drawn.has(flag));
}

/**
 * A qualified figure (partial, incomplete) under half of the figure before it is not drawn on
 * a line: a period barely begun would plunge the line and read as a collapse of the market.
 * The table and the CSV still give it, with its flag.
 */
export function withoutPlunges<
  Section extends {
    kind: string;
    series: ReadonlyArray<{ values: ReadonlyArray<number | null>; flags?: ReadonlyArray<FigureFlag | null> }>;
  },
>(section: Section): { section: Section; hidden: boolean } {
  if (section.kind !== 'line-chart') return { section, hidden: false };
  let hidden = false;
  const series = section.series.map((entry) => {
    const values = entry.values.map((value, index) => {
      const before = entry.values[index - 1];
      const plunges = value != null && before != null && isQualified(entry.flags?.[index]) && value < before / 2;
      if (plunges) hidden = true;
      return plunges ? null : value;
    });
    return { ...entry, values };
  });
  return { section: hidden ? { ...section, series } : section, hidden };
}
