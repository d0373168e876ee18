import { expect, it } from 'vitest';
import { placeTooltip } from './chart-tooltip';

const size = { width: 160, height: 80 };
// A phone's chart: 326 pixels of frame, the plot starting 50 pixels in.
const phone = { left: -50, right: 276, top: -10, bottom: 320 };

it('sits right of and below the pointer where there is room', () => {
  expect(placeTooltip(20, 40, size, phone)).toEqual({ left: 32, top: 52 });
});

it('flips to the left of the pointer near the right edge, and above it near the bottom', () => {
  expect(placeTooltip(250, 300, size, phone)).toEqual({ left: 78, top: 208 });
});

it('stays inside the frame when neither side has room', () => {
  const narrow = { left: 0, right: 200, top: 0, bottom: 300 };
  const placed = placeTooltip(100, 10, size, narrow);
  expect(placed.left).toBeGreaterThanOrEqual(0);
  expect(placed.left + size.width).toBeLessThanOrEqual(200);
});
