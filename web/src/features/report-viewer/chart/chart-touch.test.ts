import { expect, it } from 'vitest';
import { pointerStep, type PointerFacts } from './chart-touch';

const tap = (type: PointerFacts['type'], facts: Partial<PointerFacts> = {}): PointerFacts => ({
  type,
  pointerType: 'touch',
  onPlot: true,
  inChart: true,
  ...facts,
});
const mouse = (type: PointerFacts['type'], facts: Partial<PointerFacts> = {}) =>
  tap(type, { pointerType: 'mouse', ...facts });

it('puts the cursor where a finger lifts on the plot, and keeps it through the touch', () => {
  expect(pointerStep('mouse', tap('pointerdown'))).toEqual({ owner: 'touch', cursor: 'keep' });
  expect(pointerStep('touch', tap('pointerup'))).toEqual({ owner: 'touch', cursor: 'place' });
  // Lifted off the plot (on an axis, the legend): the cursor stays where it was.
  expect(pointerStep('touch', tap('pointerup', { onPlot: false }))).toEqual({ owner: 'touch', cursor: 'keep' });
});

it('hides the cursor when any pointer goes down outside the chart', () => {
  expect(pointerStep('touch', tap('pointerdown', { onPlot: false, inChart: false }))).toEqual({
    owner: 'touch',
    cursor: 'hide',
  });
  expect(pointerStep('mouse', mouse('pointerdown', { onPlot: false, inChart: false }))).toEqual({
    owner: 'mouse',
    cursor: 'hide',
  });
});

it('gives the cursor back to a moving mouse, hiding what a finger left when the mouse is off the plot', () => {
  expect(pointerStep('touch', mouse('pointermove'))).toEqual({ owner: 'mouse', cursor: 'keep' });
  expect(pointerStep('touch', mouse('pointermove', { onPlot: false, inChart: false }))).toEqual({
    owner: 'mouse',
    cursor: 'hide',
  });
  // uPlot follows a mouse on its own: its moves off the plot change nothing here.
  expect(pointerStep('mouse', mouse('pointermove', { onPlot: false }))).toEqual({ owner: 'mouse', cursor: 'keep' });
});

it('counts a pen as a mouse: it hovers', () => {
  expect(pointerStep('mouse', tap('pointerup', { pointerType: 'pen' }))).toEqual({ owner: 'mouse', cursor: 'keep' });
});
