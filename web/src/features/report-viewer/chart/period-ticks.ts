/**
 * Where a chart of months or weeks labels its x axis: at calendar steps (months, quarters,
 * half-years, years, several years), the finest step whose labels fit the plot's width without
 * touching. A step that leaves fewer than three labels is passed over for a finer one with
 * labels on two lines ('Mar 23' over '2026'), so a phone's narrow chart still reads as a span of time.
 */

export interface PeriodTick {
  /** The position in the chart's x values. */
  index: number;
  /** One line, or two separated by '\n'. */
  label: string;
}

/** The axis font (uPlot's, 12 px) is about 7 px a character, and labels keep 8 px apart. */
const CHARACTER_PX = 7;
const LABEL_GAP_PX = 8;
const MIN_LABELS = 3;

/** Calendar steps in months, finest first. */
const MONTH_STEPS = [1, 3, 6, 12, 24, 60, 120];

const MONTH_NAMES = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

interface Period {
  year: number;
  /** 0 for January. */
  month: number;
  /** The day of a week's start; absent for a month. */
  day?: number;
}

function parsePeriod(value: string): Period | undefined {
  const match = /^(\d{4})-(\d{2})(?:-(\d{2}))?$/.exec(value);
  if (!match) return undefined;
  return { year: Number(match[1]), month: Number(match[2]) - 1, day: match[3] ? Number(match[3]) : undefined };
}

/** A tick's label: the year alone at steps of years, else the month, or a week's start date. */
function labelOf(period: Period, yearly: boolean, twoLines: boolean): string {
  if (yearly) return String(period.year);
  const month = MONTH_NAMES[period.month];
  const head = period.day === undefined ? month : `${month} ${period.day}`;
  return twoLines
    ? `${head}\n${period.year}`
    : period.day === undefined
      ? `${head} ${period.year}`
      : `${head}, ${period.year}`;
}

/**
 * The x values at a step of `months` months: the months on the step (January for years,
 * January, April, July and October for quarters) and, for weeks, the first week starting in such a month.
 */
function stepIndices(periods: Period[], months: number): number[] {
  return periods.flatMap((period, index) => {
    const onStep = (period.year * 12 + period.month) % months === 0;
    if (!onStep) return [];
    if (period.day === undefined) return [index];
    const previous = periods[index - 1];
    const firstOfMonth = previous ? previous.month !== period.month || previous.year !== period.year : period.day <= 7;
    return firstOfMonth ? [index] : [];
  });
}

const widthOf = (label: string) => Math.max(...label.split('\n').map((line) => line.length)) * CHARACTER_PX;

/** Every pair of neighbouring labels is far enough apart for both. */
function fits(ticks: PeriodTick[], pxPerIndex: number): boolean {
  return ticks.every(
    (tick, position) =>
      position === 0 ||
      (tick.index - ticks[position - 1].index) * pxPerIndex >=
        (widthOf(tick.label) + widthOf(ticks[position - 1].label)) / 2 + LABEL_GAP_PX,
  );
}

/**
 * The ticks for `x` (months 'YYYY-MM' or week starts 'YYYY-MM-DD') across a plot `width`
 * pixels wide, or undefined when `x` is not a series of periods (e.g. states). `bars` draws
 * each value in a slot of its own (a line's values sit on the slots' edges instead).
 */
export function periodTicks(x: string[], width: number, { bars = false } = {}): PeriodTick[] | undefined {
  const periods = x.map(parsePeriod);
  if (periods.length === 0 || !periods.every((period) => period !== undefined)) return undefined;
  const weekly = periods[0].day !== undefined;
  const pxPerIndex = width / Math.max(1, bars ? x.length : x.length - 1);
  const label = (twoLines: boolean, yearly: boolean) => (index: number) => ({
    index,
    label: labelOf(periods[index], yearly, twoLines),
  });

  // Few enough values are all labelled: a chart of two or three months has no finer step to show.
  if (x.length <= MIN_LABELS) {
    for (const twoLines of [false, true]) {
      const all = x.map((_, index) => label(twoLines, false)(index));
      if (fits(all, pxPerIndex)) return all;
    }
  }
  // Weeks by the week (or every other week) before calendar months.
  const steps: Array<{ indices: number[]; yearly: boolean }> = [
    ...(weekly
      ? [1, 2].map((every) => ({ indices: x.flatMap((_, i) => (i % every === 0 ? [i] : [])), yearly: false }))
      : []),
    ...MONTH_STEPS.map((months) => ({ indices: stepIndices(periods, months), yearly: months >= 12 })),
  ];
  let fallback: PeriodTick[] = [];
  for (const twoLines of [false, true]) {
    for (const step of steps) {
      const ticks = step.indices.map(label(twoLines && !step.yearly, step.yearly));
      if (ticks.length === 0 || !fits(ticks, pxPerIndex)) continue;
      if (ticks.length >= MIN_LABELS) return ticks;
      if (ticks.length > fallback.length) fallback = ticks;
      break;
    }
  }
  return fallback.length ? fallback : [label(true, false)(0)];
}
