import { render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ErrorBoundary } from '../components/errors/error-boundary';
import { ChunkLoadError, lazyWithReload } from './lazy-with-reload';
import { reportCaughtError } from './report-caught-error';

const KEY = 'chunk-reload:ProfileRoute';
const Profile = () => <p>Profile page</p>;
const missingChunk = () => Promise.reject(new TypeError('Failed to fetch dynamically imported module'));

function renderLazy(Page: React.ComponentType) {
  render(
    <ErrorBoundary
      fallback={({ error }) => (
        <p>{error instanceof ChunkLoadError ? `Chunk ${error.chunk} failed` : 'Other failure'}</p>
      )}
    >
      <Suspense fallback={<p>Loading</p>}>
        <Page />
      </Suspense>
    </ErrorBoundary>,
    { onCaughtError: reportCaughtError },
  );
}

beforeEach(() => {
  sessionStorage.clear();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a lazy chunk', () => {
  it('that loads renders, and forgets an earlier reload attempt', async () => {
    sessionStorage.setItem(KEY, '2027-01-01T00:00:00.000Z');
    const reload = vi.fn();
    renderLazy(lazyWithReload('ProfileRoute', async () => ({ default: Profile }), reload));
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(sessionStorage.getItem(KEY)).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it('that fails the first time reloads the page once, and remembers it, still loading meanwhile', async () => {
    const reload = vi.fn();
    renderLazy(lazyWithReload('ProfileRoute', missingChunk, reload));
    await vi.waitFor(() => expect(reload).toHaveBeenCalledTimes(1));
    expect(sessionStorage.getItem(KEY)).not.toBeNull();
    expect(screen.getByText('Loading')).toBeInTheDocument();
  });

  it('that fails again after the reload reaches the error boundary instead of reloading again', async () => {
    sessionStorage.setItem(KEY, '2027-01-01T00:00:00.000Z');
    const reload = vi.fn();
    renderLazy(lazyWithReload('ProfileRoute', missingChunk, reload));
    expect(await screen.findByText('Chunk ProfileRoute failed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('never reloads when the attempt cannot be remembered', async () => {
    vi.spyOn(Storage.prototype, 'getItem').mockImplementation(() => {
      throw new DOMException('denied', 'SecurityError');
    });
    const reload = vi.fn();
    renderLazy(lazyWithReload('ProfileRoute', missingChunk, reload));
    expect(await screen.findByText('Chunk ProfileRoute failed')).toBeInTheDocument();
    expect(reload).not.toHaveBeenCalled();
  });

  it('that was preloaded renders at once, without its loading state, and forgets an earlier reload attempt', async () => {
    sessionStorage.setItem(KEY, '2027-01-01T00:00:00.000Z');
    let loads = 0;
    const Page = lazyWithReload('ProfileRoute', async () => {
      loads += 1;
      return { default: Profile };
    });
    Page.preload();
    await vi.waitFor(() => expect(loads).toBe(1));
    await Promise.resolve();
    renderLazy(Page);
    expect(screen.getByText('Profile page')).toBeInTheDocument();
    expect(screen.queryByText('Loading')).toBeNull();
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });

  it('that failed to preload is loaded again by its first render', async () => {
    let loads = 0;
    const Page = lazyWithReload('ProfileRoute', async () => {
      loads += 1;
      if (loads === 1) throw new TypeError('Failed to fetch dynamically imported module');
      return { default: Profile };
    });
    Page.preload();
    await vi.waitFor(() => expect(loads).toBe(1));
    renderLazy(Page);
    expect(await screen.findByText('Profile page')).toBeInTheDocument();
    expect(loads).toBe(2);
    expect(sessionStorage.getItem(KEY)).toBeNull();
  });
});
