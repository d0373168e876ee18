/**
 * jsdom has no canvas and no ResizeObserver: a 2D context that draws nothing and an
 * observer that never fires, so the charting library runs in component tests.
 */
import { vi } from 'vitest';

export function stubCanvas(): void {
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return new Proxy({ canvas: this, measureText: () => ({ width: 10 }) } as object, {
      get: (target, property) =>
        property in target ? (target as Record<PropertyKey, unknown>)[property] : () => undefined,
      set: () => true,
    }) as never;
  });
  vi.stubGlobal(
    'Path2D',
    class {
      moveTo() {}
      lineTo() {}
      rect() {}
      arc() {}
      closePath() {}
      bezierCurveTo() {}
      addPath() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
}
