import { afterEach, expect, it, vi } from 'vitest';
import { drawInTurn } from './draw-in-turn';

afterEach(() => vi.useRealTimers());

it('draws one chart a task, in the order asked, and not a chart cancelled before its turn', () => {
  vi.useFakeTimers();
  const drawn: string[] = [];
  drawInTurn(() => drawn.push('first'));
  const cancel = drawInTurn(() => drawn.push('cancelled'));
  drawInTurn(() => drawn.push('third'));
  cancel();
  expect(drawn).toEqual([]);
  vi.advanceTimersToNextTimer();
  expect(drawn).toEqual(['first']);
  vi.advanceTimersToNextTimer();
  expect(drawn).toEqual(['first', 'third']);
  // A chart asked once the queue is empty gets a task of its own again.
  drawInTurn(() => drawn.push('later'));
  vi.runAllTimers();
  expect(drawn).toEqual(['first', 'third', 'later']);
});
