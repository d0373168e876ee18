/**
 * A chart drawn as SVG on the server, lines by month or bars by year: readable without
 * JavaScript, sized by its viewBox to any width. A missing month is a gap in the line (a missing
 * year no bar), never a zero; a flagged month (partial, withheld) is drawn as a hollow point, as
 * the report's charts mark it apart. A market event or a series break is a dashed line with its
 * label, said in the chart's description too.
 */
import { formatAxis, formatFigure, formatPeriodInWords } from './page-format';
import type { PublicChart } from './market-summary';

const WIDTH = 640;
const HEIGHT = 300;
const MARGIN = { left: 76, right: 12, top: 28, bottom: 34 };
const COLOURS = ['#15803d', '#1d4ed8'];
const TICKS = 4;
/** About 6 px a character of a mark's 11 px label. */
const MARK_PX = 6;

/** The smallest 1, 2 or 5 times a power of ten at least `value / TICKS`, times TICKS: a round top for the axis. */
function niceTop(value: number): number {
  if (value <= 0) return 1;
  const raw = value / TICKS;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 2.5, 5, 10].map((factor) => factor * power).find((candidate) => candidate >= raw)!;
  return step * TICKS;
}

/** Each unbroken run of figures as one path: a missing month ends the run. */
function pathsOf(values: Array<number | null>, xAt: (index: number) => number, yAt: (value: number) => number) {
  const runs: string[] = [];
  let run = '';
  values.forEach((value, index) => {
    if (value === null) {
      if (run) runs.push(run);
      run = '';
      return;
    }
    run += `${run ? 'L' : 'M'}${xAt(index).toFixed(1)} ${yAt(value).toFixed(1)}`;
  });
  if (run) runs.push(run);
  return runs;
}

export function ChartSvg({ chart, id }: { chart: PublicChart; id: string }) {
  const all = chart.series.flatMap((series) => series.values.filter((value): value is number => value !== null));
  const top = niceTop(Math.max(0, ...all));
  const plotWidth = WIDTH - MARGIN.left - MARGIN.right;
  const plotHeight = HEIGHT - MARGIN.top - MARGIN.bottom;
  const bars = chart.kind === 'bar';
  // Bars sit in equal slots; a line's first and last points touch the plot's edges.
  const xAt = (index: number) =>
    MARGIN.left +
    (bars
      ? ((index + 0.5) / chart.x.length) * plotWidth
      : chart.x.length <= 1
        ? 0
        : (index / (chart.x.length - 1)) * plotWidth);
  const yAt = (value: number) => MARGIN.top + plotHeight - (value / top) * plotHeight;
  const first = chart.x[0];
  const last = chart.x.at(-1);
  const newest = chart.series.map((series) => {
    let index = series.values.length - 1;
    while (index >= 0 && series.values[index] === null) index--;
    return index < 0 ? undefined : { label: series.label, month: chart.x[index], value: series.values[index]! };
  });
  // A dashed line at each mark, its label at the top, right of the line (left of it at the plot's
  // end), a row lower than any label it would overlap (three rows; a fourth shares the last).
  const taken: Array<Array<[number, number]>> = [[], [], []];
  const marks = (chart.annotations ?? []).flatMap((annotation) => {
    const index = chart.x.indexOf(annotation.x);
    if (index < 0) return [];
    const x = xAt(index);
    const width = annotation.label.length * MARK_PX;
    const right = x + 4 + width <= WIDTH - MARGIN.right;
    const span: [number, number] = right ? [x + 4, x + 4 + width] : [x - 4 - width, x - 4];
    let row = taken.findIndex((spans) => spans.every(([start, end]) => span[1] + 4 <= start || span[0] >= end + 4));
    if (row < 0) row = taken.length - 1;
    taken[row].push(span);
    return [{ annotation, x, right, row }];
  });
  const description = [
    first && last
      ? `${bars ? 'Yearly' : 'Monthly'}, ${formatPeriodInWords(first)} to ${formatPeriodInWords(last)}.`
      : '',
    ...newest.map((point) =>
      point ? `${point.label}: ${formatFigure(point.value, chart.unit)} in ${formatPeriodInWords(point.month)}.` : '',
    ),
    ...marks.map((mark) => `Marked: ${formatPeriodInWords(mark.annotation.x)}, ${mark.annotation.label}.`),
  ].join(' ');
  // Months are labelled by their year, at each January; years (bars) each by its own label.
  const labels = chart.x.flatMap((key, index) =>
    bars ? [{ index, label: key }] : key.endsWith('-01') ? [{ index, label: key.slice(0, 4) }] : [],
  );
  const barWidth = (plotWidth / Math.max(1, chart.x.length)) * 0.6;
  return (
    <svg
      className="chart"
      viewBox={`0 0 ${WIDTH} ${HEIGHT}`}
      role="img"
      aria-labelledby={`${id}-title ${id}-desc`}
      preserveAspectRatio="xMidYMid meet"
    >
      <title id={`${id}-title`}>{chart.title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      {Array.from({ length: TICKS + 1 }, (_, tick) => {
        const value = (top / TICKS) * tick;
        const y = yAt(value);
        return (
          <g key={tick}>
            <line x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={y} y2={y} stroke="#e5e7eb" />
            <text x={MARGIN.left - 6} y={y + 4} textAnchor="end" fontSize="12" fill="#4b5563">
              {formatAxis(value, chart.unit)}
            </text>
          </g>
        );
      })}
      {labels.map(({ index, label }) => (
        <text key={label} x={xAt(index)} y={HEIGHT - 8} textAnchor="middle" fontSize="12" fill="#4b5563">
          {label}
        </text>
      ))}
      {bars &&
        chart.series[0]?.values.map((value, index) =>
          value === null ? null : (
            <rect
              key={chart.x[index]}
              x={xAt(index) - barWidth / 2}
              y={yAt(value)}
              width={barWidth}
              height={yAt(0) - yAt(value)}
              fill={COLOURS[0]}
            />
          ),
        )}
      {!bars &&
        chart.series.map((series, number) => (
          <g key={series.label}>
            {pathsOf(series.values, xAt, yAt).map((d) => (
              <path key={d.slice(0, 24)} d={d} fill="none" stroke={COLOURS[number % COLOURS.length]} strokeWidth="2" />
            ))}
            {series.values.map((value, index) =>
              value !== null && series.flags?.[index] ? (
                <circle
                  key={index}
                  cx={xAt(index)}
                  cy={yAt(value)}
                  r="3.5"
                  fill="#fff"
                  stroke={COLOURS[number % COLOURS.length]}
                  strokeWidth="1.5"
                />
              ) : null,
            )}
          </g>
        ))}
      {marks.map((mark) => (
        <g key={`mark-${mark.annotation.x}-${mark.annotation.label}`}>
          <line
            x1={mark.x}
            x2={mark.x}
            y1={MARGIN.top}
            y2={HEIGHT - MARGIN.bottom}
            stroke="#555555"
            strokeDasharray="4 4"
          />
          <text
            x={mark.right ? mark.x + 4 : mark.x - 4}
            y={MARGIN.top + 11 + mark.row * 13}
            textAnchor={mark.right ? 'start' : 'end'}
            fontSize="11"
            fill="#333333"
          >
            {mark.annotation.label}
          </text>
        </g>
      ))}
      {chart.series.length > 1 &&
        chart.series.map((series, number) => (
          <g key={`legend-${series.label}`}>
            <rect x={MARGIN.left + number * 200} y={8} width="14" height="4" fill={COLOURS[number % COLOURS.length]} />
            <text x={MARGIN.left + number * 200 + 20} y={14} fontSize="12" fill="#1f2937">
              {series.label}
            </text>
          </g>
        ))}
    </svg>
  );
}
