import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, expect, it, vi } from 'vitest';
import { PageLoading, SLOW_LOADING_MS } from './page-loading';

beforeEach(() => {
  vi.useFakeTimers();
});

afterEach(() => {
  vi.useRealTimers();
});

it('shows only the spinner at first, then after 10 s a message and a retry that starts the wait over', () => {
  const retry = vi.fn();
  render(<PageLoading label="Loading your subscription" onRetry={retry} />);
  expect(screen.getByRole('status', { name: 'Loading your subscription' })).toBeInTheDocument();
  act(() => vi.advanceTimersByTime(SLOW_LOADING_MS - 1));
  expect(screen.queryByRole('alert')).toBeNull();
  expect(SLOW_LOADING_MS).toBeLessThanOrEqual(10_000);

  act(() => vi.advanceTimersByTime(1));
  expect(screen.getByRole('alert')).toHaveTextContent(/taking longer than it should/);
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(retry).toHaveBeenCalledOnce();
  expect(screen.queryByRole('alert')).toBeNull();

  act(() => vi.advanceTimersByTime(SLOW_LOADING_MS));
  expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
});

it('reloads the page when the page cannot read again itself', async () => {
  const reload = await import('../../lib/reload-page');
  const spy = vi.spyOn(reload, 'reloadPage').mockImplementation(() => {});
  render(<PageLoading />);
  act(() => vi.advanceTimersByTime(SLOW_LOADING_MS));
  fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
  expect(spy).toHaveBeenCalledOnce();
});
