/**
 * When a chart is drawn: once it comes within a screen's height of the visible part of the
 * page, and then one chart a task, in the order they came near. A report of eight charts drawn
 * at once is one long task that holds the page (a tap, a scroll) and its first screen; drawn
 * as they come near, a phone draws the two or three it shows. Printing draws every chart first,
 * and a chart's image can ask for its drawing at once (drawNow).
 */
const waiting: Array<{ element: Element; draw: () => void }> = [];
const near = new Set<Element>();
let scheduled = false;

type Waiting = (typeof waiting)[number];

/** Takes the entry at `at` off the waiting list and stops watching its element; none when `at` is -1. */
function take(at: number): Waiting | undefined {
  if (at < 0) return undefined;
  const [entry] = waiting.splice(at, 1);
  near.delete(entry.element);
  observer?.unobserve(entry.element);
  return entry;
}

function drawNext(): void {
  take(waiting.findIndex((entry) => near.has(entry.element)))?.draw();
  scheduled = waiting.some((next) => near.has(next.element));
  if (scheduled) setTimeout(drawNext, 0);
}

function schedule(): void {
  if (scheduled) return;
  scheduled = true;
  setTimeout(drawNext, 0);
}

/** Where the browser cannot tell what is near (older browsers, tests), every chart is near. */
const observer =
  typeof IntersectionObserver === 'undefined'
    ? undefined
    : new IntersectionObserver(
        (entries) => {
          for (const entry of entries) if (entry.isIntersecting) near.add(entry.target);
          schedule();
        },
        { rootMargin: '100% 0px' },
      );

/** Draws every chart still waiting, now. */
function drawAll(): void {
  while (waiting.length > 0) take(0)?.draw();
}

if (typeof window !== 'undefined') {
  window.addEventListener('beforeprint', drawAll);
  window.matchMedia?.('print').addEventListener?.('change', (query) => query.matches && drawAll());
}

/**
 * Draws `element`'s chart with `draw` in a task of its own once the element is near the
 * visible part of the page, after those that came near before it; the returned function
 * cancels it if not yet drawn.
 */
export function drawInTurn(element: Element, draw: () => void): () => void {
  const entry = { element, draw };
  waiting.push(entry);
  if (observer) observer.observe(element);
  else {
    near.add(element);
    schedule();
  }
  return () => void take(waiting.indexOf(entry));
}

/** Draws `element`'s chart now if it is still waiting (its image is asked for). */
export function drawNow(element: Element): void {
  take(waiting.findIndex((entry) => entry.element === element))?.draw();
}
