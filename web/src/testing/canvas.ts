/**
 * jsdom has no canvas and no ResizeObserver: a 2D context that draws nothing and an
 * observer that never fires, so the charting library runs in component tests.
 */
import { vi } from 'vitest';

/** What a chart wrote and traced on a recorded canvas: its text, and its rectangles (bars, clips). */
export interface CanvasRecord {
  texts: string[];
  rects: Array<{ x: number; y: number; width: number; height: number }>;
}

function stub(record?: CanvasRecord): void {
  const writes = { fillText: (text: string) => record?.texts.push(text) };
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockImplementation(function (this: HTMLCanvasElement) {
    return new Proxy({ canvas: this, measureText: () => ({ width: 10 }), ...writes } as object, {
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
      rect(x: number, y: number, width: number, height: number) {
        record?.rects.push({ x, y, width, height });
      }
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

export function stubCanvas(): void {
  stub();
}

/** The same canvas, keeping what is written and traced on it so a test can read the drawing. */
export function recordCanvas(): CanvasRecord {
  const record: CanvasRecord = { texts: [], rects: [] };
  stub(record);
  return record;
}
