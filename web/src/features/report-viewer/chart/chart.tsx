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
import { DataTable } from '../table/data-table';
import { SectionNotes } from '../section/section-notes';
import { ShowAsTable } from '../section/show-as-table';
import { endLabels } from './end-labels';
import { cursorTooltip } from './chart-tooltip';
import { touchCursor } from './chart-touch';
import { CHART_HEIGHT, ChartPlot, type ChartEngine } from './chart-plot';
import '../report-viewer.css';
import './chart.css';

// What the rest of the viewer may know of the chart besides the component: the section it
// draws, and drawing it at once (for an image of it). The other modules here are its own.
export type { ChartSection } from './chart-axes';
export { drawNow } from './draw-in-turn';

/** Colour-blind-safe (Okabe–Ito) series colours. */
export const COLOURS = ['#0072B2', '#D55E00', '#009E73', '#CC79A7', '#E69F00', '#56B4E9', '#000000'];
const LINE_WIDTH = 2;
const colour = (index: number) => COLOURS[index % COLOURS.length];

/**
 * A dashed vertical line at each annotated category (a break in a series), drawn after the
 * series; the annotations are also written out under the chart.
 */
function annotationLines(section: ChartSection): uPlot.Plugin {
  return {
    hooks: {
      draw: (plot) => {
        const context = plot.ctx;
        for (const annotation of section.annotations ?? []) {
          const index = section.x.indexOf(annotation.x);
          if (index < 0) continue;
          const left = plot.valToPos(index, 'x', true);
          context.save();
          context.strokeStyle = '#555555';
          context.setLineDash([4, 4]);
          context.beginPath();
          context.moveTo(left, plot.bbox.top);
          context.lineTo(left, plot.bbox.top + plot.bbox.height);
          context.stroke();
          context.restore();
        }
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
  return {
    plugins: [
      zeroLine(),
      annotationLines(section),
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
      x: { time: false, range: (_, min, max) => (bars ? [min - 0.5, max + 0.5] : [min, max]) },
      y: { range: valueSpan },
    },
    axes: [categoryAxis(section), valueAxis(section)],
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

  const key = [
    ...(section.annotations ?? []).map(
      (annotation) => `${formatPeriod(annotation.x)} (dashed line): ${annotation.label}`,
    ),
    ...flagKey(section),
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
      {key.length > 0 && (
        <ul className="chart-annotations" aria-label="Marked on the chart">
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
