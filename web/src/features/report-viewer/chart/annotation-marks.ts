/**
 * A chart's annotations as drawn, the same on the page (uPlot's canvas) and in the SVG file: a
 * dashed line at a one-month event, a shaded band over a range, each with its short label at the
 * top of the plot. Labels that would overlap go down a row, so that a phone's chart (390 px)
 * still reads each one; the list under the chart gives every mark in words.
 */
import type { ChartAnnotation } from '@cannabis-reports/contracts';

// Said in words by the report files' package, so the list under the chart, the CSV and the workbook agree.
export { markWords } from '@cannabis-reports/report-files';

export const MARK_COLOUR = '#555555';
export const BAND_FILL = 'rgba(85, 85, 85, 0.12)';
export const LABEL_FONT_PX = 11;
const ROW_HEIGHT = LABEL_FONT_PX + 3;
const GAP = 4;

export interface PlacedMark {
  annotation: ChartAnnotation;
  /** Pixel positions of the line (left = right) or the band. */
  left: number;
  right: number;
  /** Where its label starts and which row (0 at the top) it sits in. */
  labelX: number;
  row: number;
}

/**
 * Places each annotation whose categories the chart has: its line or band from `position`
 * (a category's index to pixels), its label to the right of it, or to its left where the plot
 * ends, one row lower than any label it would overlap (three rows at most; a fourth shares the last).
 */
export function placeMarks(
  annotations: readonly ChartAnnotation[],
  x: readonly string[],
  position: (index: number) => number,
  plot: { left: number; right: number },
  textWidth: (text: string) => number,
): PlacedMark[] {
  const taken: Array<Array<[number, number]>> = [[], [], []];
  return annotations.flatMap((annotation) => {
    const from = x.indexOf(annotation.x);
    if (from < 0) return [];
    const to = annotation.to ? x.indexOf(annotation.to) : -1;
    const left = position(from);
    const right = to > from ? position(to) : left;
    const width = textWidth(annotation.label);
    const labelX = right + GAP + width <= plot.right ? left + GAP : Math.max(plot.left, left - GAP - width);
    const span: [number, number] = [labelX, labelX + width];
    let row = taken.findIndex((spans) => spans.every(([start, end]) => span[1] + GAP <= start || span[0] >= end + GAP));
    if (row < 0) row = taken.length - 1;
    taken[row].push(span);
    return [{ annotation, left, right, labelX, row }];
  });
}

/** The top of a label's row, under the top of the plot. */
export const labelTop = (plotTop: number, row: number) => plotTop + 2 + row * ROW_HEIGHT;
