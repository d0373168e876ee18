/**
 * A chart's drawing as one keyboard control: Tab reaches it, Left and Right move the cursor
 * from period to period (Home and End to the first and last), Escape hides the figures. A
 * slider is the role whose keys these are, so screen readers pass them through; each period
 * the keyboard or a tap lands on is said once by a polite live region, never one per pixel of
 * a mouse's path. The canvas itself is hidden from assistive technology.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type uPlot from 'uplot';
import type { AlignedData, Options } from 'uplot';
import { periodHeading } from '@cannabis-reports/report-files';
import type { ChartSection } from './chart-axes';
import { cursorAt } from './chart-tooltip';
import { drawInTurn } from './draw-in-turn';
import { announcement, tooltipContent } from './tooltip-content';

export const CHART_HEIGHT = 300;

/** uPlot itself: the constructor and its path builders. */
export type ChartEngine = typeof uPlot;

let engine: ChartEngine | undefined;
let loading: Promise<ChartEngine> | undefined;

/**
 * uPlot is loaded with the first chart, not with the viewer: its code and the number format it
 * makes as it loads (the browser's first Intl formatter, a long task on a slow phone) then come
 * after the report's text has painted. Once loaded, a chart is drawn in the same task, as
 * printing and an image download need.
 */
function loadEngine(): Promise<ChartEngine> {
  loading ??= import('uplot').then((module) => (engine = module.default));
  return loading;
}

/** The period a key leads to from `current` among `count`: null hides the cursor, undefined is not a chart key. */
export function periodAfterKey(key: string, current: number, count: number): number | null | undefined {
  const last = count - 1;
  if (key === 'ArrowRight' || key === 'ArrowUp') return Math.min(last, current + 1);
  if (key === 'ArrowLeft' || key === 'ArrowDown') return Math.max(0, current - 1);
  if (key === 'Home') return 0;
  if (key === 'End') return last;
  if (key === 'Escape') return null;
  return undefined;
}

export function ChartPlot({
  section,
  drawn,
  options,
  start,
  colour,
}: {
  /** Every figure, as the table gives it: what the cursor reads out. */
  section: ChartSection;
  /** What the lines and bars show (a plunging partial figure left out). */
  drawn: ChartSection;
  options: (width: number, engine: ChartEngine) => Options;
  /** The period the control starts at: the one the legend shows. */
  start: number;
  colour: (index: number) => string;
}) {
  const container = useRef<HTMLDivElement>(null);
  const plotRef = useRef<uPlot | null>(null);
  const hintId = useId();
  const [chosen, setIndex] = useState(start);
  // New filters may leave fewer periods than the one last chosen.
  const index = Math.max(0, Math.min(chosen, section.x.length - 1));
  const [spoken, setSpoken] = useState('');

  useEffect(() => {
    const element = container.current;
    if (!element) return;
    let stop = () => {};
    let gone = false;
    const draw = (uPlot: ChartEngine) => {
      if (gone) return;
      const data: AlignedData = [drawn.x.map((_, at) => at), ...drawn.series.map((series) => series.values)];
      const plot = new uPlot(options(element.clientWidth || 600, uPlot), data, element);
      // After uPlot's first draw (a microtask it queued first): the bench times tab clicks to this stamp.
      queueMicrotask(() => (element.dataset.drawnAt = String(performance.now())));
      plotRef.current = plot;
      const resize = new ResizeObserver(([entry]) =>
        plot.setSize({ width: Math.max(280, entry.contentRect.width), height: CHART_HEIGHT }),
      );
      resize.observe(element);
      stop = () => {
        resize.disconnect();
        plot.destroy();
        plotRef.current = null;
      };
    };
    // Asked for at once, drawn when the chart comes near: by then it is usually here.
    loadEngine().catch(() => undefined);
    // Not yet here, it is drawn in a task after the one that runs its code, so a slow phone's
    // main thread is never held for both at once.
    const cancel = drawInTurn(element, () =>
      engine
        ? draw(engine)
        : void loadEngine()
            .then((loaded) => new Promise<ChartEngine>((resolve) => setTimeout(() => resolve(loaded))))
            .then(draw, (error: unknown) => console.warn('Could not load the charts', error)),
    );
    return () => {
      gone = true;
      cancel();
      stop();
    };
  }, [drawn, options]);

  const say = (at: number) => {
    setIndex(at);
    setSpoken(announcement(section, tooltipContent(section, at, colour)));
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const plot = plotRef.current;
    const visible = plot?.cursor.idx;
    const next = periodAfterKey(event.key, visible ?? index, section.x.length);
    // Escape with nothing shown is left to the page (e.g. to close a dialog).
    if (!plot || next === undefined || (next === null && visible == null)) return;
    event.preventDefault();
    if (next === null) {
      plot.setCursor({ left: -10, top: -10 });
      return;
    }
    plot.setCursor(cursorAt(plot, next));
    say(next);
  };
  // A tap or click lands the cursor on a period: say it, as the keyboard's moves are said.
  const onClick = () => {
    const at = plotRef.current?.cursor.idx;
    if (at != null) say(at);
  };
  // Leaving the chart (Tab away, a tap elsewhere) hides a cursor the keyboard put there.
  const onBlur = () => {
    const plot = plotRef.current;
    if (plot && !plot.over.matches(':hover')) plot.setCursor({ left: -10, top: -10 });
  };

  const steps = periodHeading(section.x) ? 'period' : 'bar';
  return (
    <>
      <div
        className="report-chart-plot"
        role="slider"
        tabIndex={0}
        aria-label={section.title}
        aria-describedby={hintId}
        aria-valuemin={0}
        aria-valuemax={Math.max(0, section.x.length - 1)}
        aria-valuenow={index}
        aria-valuetext={formatPeriod(section.x[index] ?? '')}
        onKeyDown={onKeyDown}
        onClick={onClick}
        onBlur={onBlur}
      >
        <div ref={container} className="report-chart-canvas" aria-hidden="true" />
      </div>
      <p id={hintId} className="visually-hidden">
        The arrow keys move from one {steps} to the next and read out its figures.
      </p>
      <p className="visually-hidden" role="status" aria-label="Figures at the cursor">
        {spoken}
      </p>
    </>
  );
}
