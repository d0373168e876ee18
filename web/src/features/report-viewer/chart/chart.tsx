/**
 * One chart of a built-in report, drawn with uPlot (canvas, about 20 KB gzip). The canvas is
 * hidden from assistive technology; the keyboard reads it period by period, and the same
 * numbers are offered as a table just below it.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import { useCallback, useId, useMemo, type ReactNode } from 'react';
import type uPlot from 'uplot';
import type { Options } from 'uplot';
import 'uplot/dist/uPlot.min.css';
import type { FigureFlag } from '@cannabis-reports/contracts';
import { formatValue } from '../section/format';
import { periodHeading, chartTable, FLAG_LABELS } from '@cannabis-reports/report-files';
import { markedFlags, missingFigureMarks, missingMarks } from './missing-figures';
import {
  barFills,
  dashedSegments,
  qualifiedFlags,
  segmentStyles,
  solidPath,
  withoutPlunges,
} from './qualified-figures';
import { categoryAxis, valueAxis, valueSpan, zeroLine, type ChartSection } from './chart-axes';
import { valueRange } from './value-axis';
import { DataTable } from '../table/data-table';
import { SectionNotes } from '../section/section-notes';
import { ShowAsTable } from '../section/show-as-table';
import { endLabels } from './end-labels';
import { forecastBand, forecastExtent, forecastKey } from './forecast-band';
import { cursorTooltip } from './chart-tooltip';
import { touchCursor } from './chart-touch';
import { CHART_HEIGHT, ChartPlot, type ChartEngine } from './chart-plot';
import { pxRatio } from './pixel-ratio';
import { BAND_FILL, LABEL_FONT_PX, MARK_COLOUR, labelTop, markWords, placeMarks } from './annotation-marks';
import '../report-viewer.css';
import './chart.css';

// What the rest of the viewer may know of the chart besides the component: the section it
// draws, and drawing it at once (for an image of it). The other modules here are its own.
export type { ChartSection } from './chart-axes';
export { drawNow } from './draw-in-turn';
// The marks in words, as the list under the chart and the exports give them.
export { markWords } from './annotation-marks';

/** Colour-blind-safe (Okabe–Ito) series colours. */
export const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
const LINE_WIDTH = 2;
const colour = (index: number) => COLOURS[index % COLOURS.length];

/**
 * The annotations, drawn after the series: a dashed line at a one-month mark, a shaded band
 * over a range, each with its short label at the top (annotation-marks.ts); the list under the
 * chart says each in words, with its source.
 */
function annotationLines(section: ChartSection): uPlot.Plugin {
  return {
    hooks: {
      draw: (plot) => {
        const context = plot.ctx;
        const ratio = pxRatio();
        const box = { left: plot.bbox.left, right: plot.bbox.left + plot.bbox.width };
        context.save();
        context.font = `${LABEL_FONT_PX * ratio}px system-ui, sans-serif`;
        context.textBaseline = 'top';
        // uPlot's axes leave their own alignment on the context: a label starts where it is placed.
        context.textAlign = 'left';
        const marks = placeMarks(
          section.annotations ?? [],
          section.x,
          (index) => plot.valToPos(index, 'x', true),
          box,
          (label) => context.measureText(label).width,
        );
        for (const mark of marks) {
          if (mark.right > mark.left) {
            context.fillStyle = BAND_FILL;
            context.fillRect(mark.left, plot.bbox.top, mark.right - mark.left, plot.bbox.height);
          } else {
            context.strokeStyle = MARK_COLOUR;
            context.setLineDash([4 * ratio, 4 * ratio]);
            context.beginPath();
            context.moveTo(mark.left, plot.bbox.top);
            context.lineTo(mark.left, plot.bbox.top + plot.bbox.height);
            context.stroke();
          }
          // The label on a white ground, so a line under it does not cross its letters.
          const top = plot.bbox.top + labelTop(0, mark.row) * ratio;
          const width = context.measureText(mark.annotation.label).width;
          context.fillStyle = 'rgba(255, 255, 255, 0.85)';
          context.fillRect(mark.labelX - ratio, top - ratio, width + 2 * ratio, (LABEL_FONT_PX + 2) * ratio);
          context.fillStyle = '#333333';
          context.fillText(mark.annotation.label, mark.labelX, top);
        }
        context.restore();
      },
    },
  };
}

/**
 * The latest period in which the most series have an unflagged figure: the newest month is
 * often published for one state only (the others report later), and a legend of dashes, or
 * of a week only three days old, tells a reader little.
 */
export function latestFullestIndex(section: ChartSection): number {
  let best = section.x.length - 1;
  let most = -1;
  for (let index = section.x.length - 1; index >= 0; index--) {
    // A flagged figure (a partial week, an incomplete month) is shown, but is not a default.
    const present = section.series.filter((series) => series.values[index] != null && !series.flags?.[index]).length;
    if (present > most) [best, most] = [index, present];
  }
  return best;
}

/** A flag's general meaning, as words inside a sentence. */
const meaning = (flag: FigureFlag) => FLAG_LABELS[flag].general.toLowerCase().replace(/\.$/, '');

/** The key's lines for the figures the chart draws apart: qualified ones, and empty columns. */
function flagKey(section: ChartSection): string[] {
  const bars = section.kind === 'bar-chart';
  const drawnApart = bars ? 'A pale bar: a figure' : 'Pale dashed stretch of a line: leads to a figure';
  const qualified = qualifiedFlags(section.series).map(
    (flag) =>
      `${drawnApart} marked ${FLAG_LABELS[flag].mark} in the table (${FLAG_LABELS[flag].text.toLowerCase()}: ${meaning(flag)}).`,
  );
  const missing = bars ? markedFlags(missingMarks(section.series, section.x.length)) : [];
  return [
    ...qualified,
    ...missing.map(
      (flag) =>
        `${FLAG_LABELS[flag].mark} at the foot of an empty column: ${FLAG_LABELS[flag].text.toLowerCase()} (${meaning(flag)}), not zero.`,
    ),
  ];
}

/** `section` is what is drawn; `figures` all the figures, as the table gives them, for the tooltip. */
function chartOptions(section: ChartSection, figures: ChartSection, width: number, engine: ChartEngine): Options {
  const bars = section.kind === 'bar-chart';
  const weekly = periodHeading(section.x) === 'Week of';
  const latest = latestFullestIndex(section);
  const styles = section.series.map((series) => segmentStyles(series.values, series.flags));
  // uPlot's legend shows the values under the cursor, and dashes when there is none: show
  // the latest month with the most figures instead, so the legend always carries figures.
  const showLatest = (plot: uPlot) => {
    if (plot.cursor.idx == null) plot.setLegend({ idx: latest });
  };
  // The x scale runs on past the figures to the forecast's last month, and the y scale up to its 95 % bound.
  const forecast = bars ? undefined : forecastExtent(section);
  const lastAt = forecast ? forecast.at.at(-1)! : 0;
  return {
    plugins: [
      zeroLine(),
      annotationLines(section),
      ...(forecast ? [forecastBand(section, colour(0))] : []),
      bars
        ? missingFigureMarks(missingMarks(section.series, section.x.length), (flag) => FLAG_LABELS[flag].mark)
        : dashedSegments(styles, COLOURS, LINE_WIDTH),
      endLabels(section, colour),
      cursorTooltip(figures, colour),
      touchCursor(),
    ],
    width,
    height: CHART_HEIGHT,
    legend: { show: section.series.length > 1 },
    // Room on the right for the label of a tick on the last point: half a week's date ('Mar 23, 2026').
    padding: [null, weekly ? 44 : 36, null, null],
    // Nothing drags, so no click ends a drag: uPlot would keep such a click from the chart's
    // control, which says the period a click or a tap lands on.
    cursor: { drag: { x: false, y: false, click: () => undefined } },
    hooks: { ready: [showLatest], setCursor: [showLatest] },
    // Bars sit on whole numbers: half a step of room on each side keeps the end bars whole.
    scales: {
      x: { time: false, range: (_, min, max) => (bars ? [min - 0.5, max + 0.5] : [min, Math.max(max, lastAt)]) },
      y: { range: forecast ? (_, min, max) => valueRange(min, Math.max(max, forecast.top)) : valueSpan },
    },
    axes: [
      categoryAxis(forecast ? { ...section, x: [...section.x, ...forecast.months] } : section),
      valueAxis(section),
    ],
    series: [
      {
        label: periodHeading(section.x),
        value: (_: uPlot, index: number | null) => (index === null ? '' : formatPeriod(section.x[index] ?? '')),
      },
      ...section.series.map((series, index) => ({
        label: series.label,
        stroke: colour(index),
        fill: bars ? `${colour(index)}cc` : undefined,
        width: bars ? 0 : LINE_WIDTH,
        paths: bars
          ? engine.paths.bars?.({
              size: [0.6, 64],
              // Unit 3: the values are colours, one per bar.
              disp: { fill: { unit: 3, values: () => barFills(colour(index), series.values, series.flags) } },
            })
          : solidPath(styles[index]),
        points: { show: false },
        value: (_: uPlot, value: number | null) => formatValue(value, section.unit),
      })),
    ],
  };
}

export function Chart({
  section,
  flagNotes,
  download,
}: {
  section: ChartSection;
  flagNotes?: Partial<Record<FigureFlag, string>>;
  /** The chart's one 'Download CSV' button, for the figures its table shows. */
  download?: ReactNode;
}) {
  const captionId = useId();
  const { section: drawn, hidden } = useMemo(() => withoutPlunges(section), [section]);
  const options = useCallback(
    (width: number, engine: ChartEngine) => chartOptions(drawn, section, width, engine),
    [drawn, section],
  );

  const marks = section.annotations ?? [];
  const key = [
    ...flagKey(section),
    ...forecastKey(section),
    ...(hidden
      ? [
          'A marked figure under half of the one before is not drawn (its period is barely covered); the table gives it.',
        ]
      : []),
  ];
  return (
    <figure className="report-chart" aria-labelledby={captionId}>
      <figcaption id={captionId}>{section.title}</figcaption>
      <ChartPlot
        section={section}
        drawn={drawn}
        options={options}
        start={latestFullestIndex(section)}
        colour={colour}
      />
      {(key.length > 0 || marks.length > 0) && (
        <ul className="chart-annotations" aria-label="Marked on the chart">
          {marks.map((annotation) => (
            <li key={`${annotation.x} ${annotation.label}`}>
              {markWords(annotation)}
              {annotation.text && <span className="chart-annotation-text">. {annotation.text}</span>}
              {annotation.sourceUrl && (
                <>
                  {' '}
                  <a
                    href={annotation.sourceUrl}
                    target="_blank"
                    rel="noreferrer"
                    aria-label={`Source: ${annotation.label}`}
                  >
                    Source
                  </a>
                </>
              )}
            </li>
          ))}
          {key.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
      <SectionNotes notes={section.notes} />
      <ShowAsTable
        table={() => {
          const { columns, rows, flags } = chartTable(section);
          return (
            <DataTable caption={section.title} columns={columns} rows={rows} flags={flags} flagNotes={flagNotes} />
          );
        }}
      />
      {download}
    </figure>
  );
}
