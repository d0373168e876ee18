/**
 * A uPlot plugin showing a period's figures in a box beside the cursor, wherever the cursor
 * is set from: a mouse, a tap (see chart-touch.ts) or the keyboard. The box
 * stays inside the chart and the viewport: near an edge it flips to the pointer's other side.
 * It is hidden from assistive technology: the chart's live region says the same figures.
 */
import type uPlot from 'uplot';
import type { ChartSection } from './chart-axes';
import { tooltipContent, type TooltipContent } from './tooltip-content';

/** The distance between the pointer and the box, in CSS pixels. */
const GAP_PX = 12;

interface Box {
  left: number;
  top: number;
  right: number;
  bottom: number;
}

/**
 * Where the box's top-left corner goes for a pointer at `x`, `y`: right of and below the
 * pointer, else left of or above it, else pressed against the near edge of `bounds`.
 */
export function placeTooltip(
  x: number,
  y: number,
  size: { width: number; height: number },
  bounds: Box,
): { left: number; top: number } {
  const along = (at: number, length: number, low: number, high: number) => {
    if (at + GAP_PX + length <= high) return at + GAP_PX;
    if (at - GAP_PX - length >= low) return at - GAP_PX - length;
    return Math.max(low, Math.min(high - length, at - length / 2));
  };
  return {
    left: along(x, size.width, bounds.left, bounds.right),
    top: along(y, size.height, bounds.top, bounds.bottom),
  };
}

/** The box's content, built as elements: series names come from the data, never as markup. */
function fill(box: HTMLElement, content: TooltipContent): void {
  const period = document.createElement('div');
  period.className = 'chart-tooltip-period';
  period.textContent = content.period;
  const rows = content.rows.map((row) => {
    const line = document.createElement('div');
    line.className = 'chart-tooltip-row';
    const swatch = document.createElement('span');
    swatch.className = 'chart-tooltip-swatch';
    swatch.style.background = row.colour;
    const label = document.createElement('span');
    label.textContent = row.label;
    const value = document.createElement('span');
    value.className = 'chart-tooltip-value';
    value.textContent = row.text;
    line.append(swatch, label, value);
    return line;
  });
  const marks = content.marks.map((label) => {
    const line = document.createElement('div');
    line.className = 'chart-tooltip-mark';
    line.textContent = label;
    return line;
  });
  box.replaceChildren(period, ...rows, ...marks);
}

/** The room the box may take, in the plot's own coordinates: the chart's frame, within the viewport. */
function boundsOf(plot: uPlot): Box {
  const over = plot.over.getBoundingClientRect();
  const frame = (plot.root.querySelector('.u-wrap') ?? plot.root).getBoundingClientRect();
  const viewport = document.documentElement.clientWidth || window.innerWidth;
  return {
    left: Math.max(frame.left, 0) - over.left,
    right: Math.min(frame.right, viewport) - over.left,
    top: frame.top - over.top,
    bottom: frame.bottom - over.top,
  };
}

/** Where the keyboard sets the cursor at a period: on its highest drawn figure, or mid-height. */
export function cursorAt(plot: uPlot, index: number): { left: number; top: number } {
  const tops = plot.data
    .slice(1)
    .map((values) => values[index])
    .filter((value): value is number => value != null)
    .map((value) => plot.valToPos(value, 'y'));
  return {
    left: plot.valToPos(index, 'x'),
    top: tops.length ? Math.min(...tops) : plot.over.clientHeight / 2,
  };
}

/** The plugin: `section` gives the figures (all of them, with their flags, as the table does). */
export function cursorTooltip(section: ChartSection, colour: (index: number) => string): uPlot.Plugin {
  const box = document.createElement('div');
  box.className = 'chart-tooltip';
  box.hidden = true;
  let shown: number | null = null;
  return {
    hooks: {
      init: (plot) => plot.over.append(box),
      setCursor: (plot) => {
        const { idx, left, top } = plot.cursor;
        if (idx == null || left == null || top == null || left < 0) {
          box.hidden = true;
          shown = null;
          return;
        }
        if (idx !== shown) fill(box, tooltipContent(section, idx, colour));
        shown = idx;
        box.hidden = false;
        const place = placeTooltip(left, top, { width: box.offsetWidth, height: box.offsetHeight }, boundsOf(plot));
        box.style.transform = `translate(${Math.round(place.left)}px, ${Math.round(place.top)}px)`;
      },
      destroy: () => box.remove(),
    },
  };
}
