import { afterEach, beforeEach, expect, it, vi } from 'vitest';

/** An IntersectionObserver the test moves: `show(element)` brings an element near the screen. */
function fakeObserver() {
  const observed = new Set<Element>();
  let report: IntersectionObserverCallback = () => {};
  class FakeObserver {
    constructor(callback: IntersectionObserverCallback) {
      report = callback;
    }
    observe = (element: Element) => observed.add(element);
    unobserve = (element: Element) => observed.delete(element);
    disconnect = () => observed.clear();
  }
  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    observed,
    show: (...elements: Element[]) =>
      report(
        elements.map((target) => ({ target, isIntersecting: true }) as IntersectionObserverEntry),
        {} as never,
      ),
  };
}

beforeEach(() => {
  vi.resetModules();
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const element = () => document.createElement('div');

it('draws one chart a task, in the order asked, and not a chart cancelled before its turn, where nearness is unknown', async () => {
  const { drawInTurn } = await import('./draw-in-turn');
  const drawn: string[] = [];
  drawInTurn(element(), () => drawn.push('first'));
  const cancel = drawInTurn(element(), () => drawn.push('cancelled'));
  drawInTurn(element(), () => drawn.push('third'));
  cancel();
  expect(drawn).toEqual([]);
  vi.advanceTimersToNextTimer();
  expect(drawn).toEqual(['first']);
  vi.advanceTimersToNextTimer();
  expect(drawn).toEqual(['first', 'third']);
});

it('draws a chart once it comes near the screen, one a task, and at once when its image is asked for', async () => {
  const screen = fakeObserver();
  const { drawInTurn, drawNow } = await import('./draw-in-turn');
  const [top, middle, bottom] = [element(), element(), element()];
  const drawn: string[] = [];
  drawInTurn(top, () => drawn.push('top'));
  drawInTurn(middle, () => drawn.push('middle'));
  drawInTurn(bottom, () => drawn.push('bottom'));
  expect(screen.observed.size).toBe(3);
  screen.show(top, middle);
  vi.advanceTimersToNextTimer();
  expect(drawn).toEqual(['top']);
  vi.runAllTimers();
  expect(drawn).toEqual(['top', 'middle']);
  // The bottom chart waits until it is near, or until its image is asked for.
  drawNow(bottom);
  expect(drawn).toEqual(['top', 'middle', 'bottom']);
  expect(screen.observed.size).toBe(0);
  drawNow(bottom);
  expect(drawn).toHaveLength(3);
});

it('draws every chart still waiting before the page is printed', async () => {
  fakeObserver();
  const { drawInTurn } = await import('./draw-in-turn');
  const drawn: string[] = [];
  drawInTurn(element(), () => drawn.push('one'));
  drawInTurn(element(), () => drawn.push('two'));
  window.dispatchEvent(new Event('beforeprint'));
  expect(drawn).toEqual(['one', 'two']);
});
