/**
 * A chart as an SVG file: a vector drawing of the figures the page's chart draws (lines with
 * their dashed stretches, or bars with their pale ones), its axes labelled as the page labels
 * them, and stamped with the title, the source and 'Data as of'.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { ChartSection } from './chart-axes';
import { categorySpace } from './chart-axes';
import { COLOURS } from './chart';
import { withoutPlunges, barFills, segmentStyles, type SegmentStyle } from './qualified-figures';
import { periodTicks, type PeriodTick } from './period-ticks';
import { BAND_FILL, LABEL_FONT_PX, MARK_COLOUR, labelTop, placeMarks } from './annotation-marks';
import { formatValue } from '../section/format';
import { formatValueTicks, valueRange, valueScale } from './value-axis';
import { wrapText } from '../../../lib/wrap-text';
import { xmlText } from '@cannabis-reports/report-files';

/** What a chart's image carries besides the chart (made by export/chart-stamp.ts). */
export interface ChartStamp {
  title: string;
  /** 'Source: WSLCB, Sales activity' (every source, by publisher and title). */
  source: string;
  /** 'Data as of Oct 2021. Washington retail; Jan 2021 to Jun 2021; County: Spokane' */
  asOf: string;
}

const WIDTH = 960;
const MARGIN = 24;
const PLOT_HEIGHT = 320;
/** About 7 px a character at the axis' 12 px. */
const CHARACTER_PX = 7;
/** About 6 px a character of a mark's 11 px label. */
const MARK_PX = 6;
const FONT = 'system-ui, -apple-system, Segoe UI, Roboto, sans-serif';
const colour = (index: number) => COLOURS[index % COLOURS.length];

const text = (x: number, y: number, content: string, attributes = '') =>
  `<text x="${x}" y="${y}"${attributes ? ` ${attributes}` : ''}>${xmlText(content)}</text>`;

/**
 * Round steps (1, 2, 2.5, 5 times a power of ten), about five of them, from the last at or
 * below `bottom` (zero, unless figures fall below it) to the first at or above `top`.
 */
export function valueTicks(bottom: number, top: number): number[] {
  const rough = (top - bottom) / 5;
  const power = 10 ** Math.floor(Math.log10(rough));
  const step = ([1, 2, 2.5, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power;
  const first = Math.floor(bottom / step + 1e-9);
  const last = Math.ceil(top / step - 1e-9);
  return Array.from({ length: last - first + 1 }, (_, index) => (first + index) * step);
}

/** Where the category axis is labelled: a period chart's calendar steps, else every category that fits. */
function categoryTicks(section: ChartSection, plotWidth: number): PeriodTick[] {
  const periods = periodTicks(section.x, plotWidth, { bars: section.kind === 'bar-chart' });
  if (periods) return periods;
  const every = Math.max(1, Math.ceil(section.x.length / Math.max(1, Math.floor(plotWidth / categorySpace(section)))));
  return section.x.flatMap((label, index) => (index % every === 0 ? [{ index, label: formatPeriod(label) }] : []));
}

/** One series' segments of one style as a path ('M x y L x y ...'), consecutive ones joined. */
function segmentPath(styles: SegmentStyle[], style: SegmentStyle, point: (index: number) => string): string {
  let path = '';
  styles.forEach((entry, index) => {
    if (entry !== style) return;
    if (styles[index - 1] !== style) path += `M${point(index - 1)}`;
    path += `L${point(index)}`;
  });
  return path;
}

export function chartSvg(section: ChartSection, stamp: ChartStamp): string {
  const { section: drawn } = withoutPlunges(section);
  const bars = drawn.kind === 'bar-chart';
  const count = drawn.x.length;
  const figures = drawn.series.flatMap((series) => series.values.filter((value) => value !== null));
  const ticks = valueTicks(...valueRange(Math.min(0, ...figures), Math.max(0, ...figures)));
  const scale = valueScale(Math.max(0, ...figures.map(Math.abs)), drawn.unit);
  const tickLabels = formatValueTicks(ticks, scale);
  const bottom = ticks[0] ?? 0;
  const top = ticks.at(-1) ?? 1;

  const titleLines = wrapText(stamp.title, Math.floor((WIDTH - 2 * MARGIN) / 11));
  const legendY = MARGIN + titleLines.length * 26 + 4;
  const legend = drawn.series.length > 1 ? drawn.series : [];
  const plotTop = legendY + (legend.length ? 36 : 8);
  const plotBottom = plotTop + PLOT_HEIGHT;
  const left = MARGIN + 24 + Math.max(...tickLabels.map((label) => label.length)) * CHARACTER_PX + 8;
  const right = WIDTH - MARGIN - 24;
  const plotWidth = right - left;
  const x = (index: number) =>
    bars
      ? left + ((index + 0.5) * plotWidth) / count
      : count === 1
        ? left + plotWidth / 2
        : left + (index * plotWidth) / (count - 1);
  const y = (value: number) => plotBottom - ((value - bottom) / (top - bottom)) * PLOT_HEIGHT;
  const footer = [stamp.source, stamp.asOf].flatMap((line) =>
    wrapText(line, Math.floor((WIDTH - 2 * MARGIN) / CHARACTER_PX)),
  );
  const footerTop = plotBottom + 56;
  const height = footerTop + footer.length * 18 + MARGIN;

  const parts: string[] = [`<rect width="${WIDTH}" height="${height}" fill="#ffffff"/>`];
  titleLines.forEach((line, index) =>
    parts.push(text(MARGIN, MARGIN + 20 + index * 26, line, 'font-size="20" font-weight="bold"')),
  );
  let legendX = MARGIN;
  legend.forEach((series, index) => {
    parts.push(`<rect x="${legendX}" y="${legendY + 2}" width="12" height="12" fill="${colour(index)}"/>`);
    parts.push(text(legendX + 18, legendY + 13, series.label));
    legendX += 18 + series.label.length * CHARACTER_PX + 24;
  });
  ticks.forEach((tick, index) => {
    parts.push(`<line x1="${left}" x2="${right}" y1="${y(tick)}" y2="${y(tick)}" stroke="#e2e2e2"/>`);
    parts.push(text(left - 8, y(tick) + 4, tickLabels[index], 'text-anchor="end"'));
  });
  const middle = (plotTop + plotBottom) / 2;
  parts.push(
    text(MARGIN + 12, middle, scale.title, `text-anchor="middle" transform="rotate(-90 ${MARGIN + 12} ${middle})"`),
  );
  parts.push(`<line x1="${left}" x2="${right}" y1="${plotBottom}" y2="${plotBottom}" stroke="#888888"/>`);
  // Figures below zero: a solid zero line, which bars rise from and hang below, as on the page.
  if (bottom < 0) parts.push(`<line x1="${left}" x2="${right}" y1="${y(0)}" y2="${y(0)}" stroke="#333333"/>`);
  for (const tick of categoryTicks(drawn, plotWidth)) {
    tick.label
      .split('\n')
      .forEach((line, index) =>
        parts.push(text(x(tick.index), plotBottom + 18 + index * 14, line, 'text-anchor="middle"')),
      );
  }
  const marks = placeMarks(drawn.annotations ?? [], drawn.x, x, { left, right }, (label) => label.length * MARK_PX);
  for (const mark of marks) {
    parts.push(
      mark.right > mark.left
        ? `<rect x="${mark.left}" y="${plotTop}" width="${mark.right - mark.left}" height="${plotBottom - plotTop}" fill="${BAND_FILL}"/>`
        : `<line x1="${mark.left}" x2="${mark.left}" y1="${plotTop}" y2="${plotBottom}" stroke="${MARK_COLOUR}" stroke-dasharray="4 4"/>`,
      text(
        mark.labelX,
        labelTop(plotTop, mark.row) + LABEL_FONT_PX,
        mark.annotation.label,
        `font-size="${LABEL_FONT_PX}" fill="#333333"`,
      ),
    );
  }
  drawn.series.forEach((series, seriesIndex) => {
    if (bars) {
      const slot = plotWidth / count;
      const width = Math.min(slot * 0.6, 64) / drawn.series.length;
      const fills = barFills(colour(seriesIndex), series.values, series.flags);
      series.values.forEach((value, index) => {
        if (value === null) return;
        const barX = x(index) - (width * drawn.series.length) / 2 + seriesIndex * width;
        const opacity = (parseInt(fills[index].slice(7), 16) / 255).toFixed(2);
        parts.push(
          `<rect x="${barX}" y="${Math.min(y(value), y(0))}" width="${width}" height="${Math.abs(y(0) - y(value))}" fill="${colour(seriesIndex)}" fill-opacity="${opacity}"><title>${xmlText(`${series.label}, ${formatPeriod(drawn.x[index])}: ${formatValue(value, drawn.unit)}`)}</title></rect>`,
        );
      });
      return;
    }
    const styles = segmentStyles(series.values, series.flags);
    const point = (index: number) => `${x(index).toFixed(1)} ${y(series.values[index] ?? 0).toFixed(1)}`;
    const stroke = `fill="none" stroke="${colour(seriesIndex)}" stroke-width="2" stroke-linejoin="round"`;
    const solid = segmentPath(styles, 'solid', point);
    const dashed = segmentPath(styles, 'dashed', point);
    if (solid) parts.push(`<path d="${solid}" ${stroke}/>`);
    if (dashed) parts.push(`<path d="${dashed}" ${stroke} stroke-dasharray="5 4"/>`);
  });
  footer.forEach((line, index) => parts.push(text(MARGIN, footerTop + index * 18, line, 'fill="#444444"')));

  return `<?xml version="1.0" encoding="UTF-8"?>
<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${height}" viewBox="0 0 ${WIDTH} ${height}" font-family="${FONT}" font-size="12" fill="#222222" role="img" aria-label="${xmlText(stamp.title)}">
<title>${xmlText(stamp.title)}</title>
${parts.join('\n')}
</svg>
`;
}
