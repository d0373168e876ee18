import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach, vi, type MockInstance } from 'vitest';

// The app renders answers as transitions, which React may put after other work: on a busy
// machine (CI shares two CPUs with the emulators) the findBy queries' 1 s default was seen to
// run out. A query that finds nothing still fails, three seconds later.
configure({ asyncUtilTimeout: 3_000 });

// As in the end-to-end suite, an error logged during a test fails it.
let consoleError: MockInstance<typeof console.error>;

beforeEach(() => {
  consoleError = vi.spyOn(console, 'error');
});

afterEach(() => {
  cleanup();
  const calls = consoleError.mock.calls;
  if (calls.length) throw new Error(`console.error was called:\n${calls.map((call) => call.join(' ')).join('\n')}`);
});

// jsdom has no matchMedia; the charting library reads it when it loads.
window.matchMedia ??= (query: string) =>
  ({
    matches: false,
    media: query,
    onchange: null,
    addListener: () => {},
    removeListener: () => {},
    addEventListener: () => {},
    removeEventListener: () => {},
    dispatchEvent: () => false,
  }) as MediaQueryList;
