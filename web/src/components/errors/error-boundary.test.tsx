import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { reportCaughtError } from '../../lib/report-caught-error';
import { ErrorBoundary } from './error-boundary';

let broken = true;
function Fragile() {
  if (broken) throw new Error('boom');
  return <p>All good</p>;
}

const renderBoundary = (resetKey: string) =>
  render(
    <ErrorBoundary
      resetKey={resetKey}
      fallback={({ error, reset }) => (
        <button type="button" onClick={reset}>
          {(error as Error).message}: try again
        </button>
      )}
    >
      <Fragile />
    </ErrorBoundary>,
    { onCaughtError: reportCaughtError },
  );

beforeEach(() => {
  broken = true;
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('ErrorBoundary', () => {
  it('shows the fallback in place of children that throw, and reports the error as caught', () => {
    renderBoundary('a');
    expect(screen.getByRole('button', { name: 'boom: try again' })).toBeInTheDocument();
    expect(screen.queryByText('All good')).not.toBeInTheDocument();
    expect(console.warn).toHaveBeenCalledWith(
      'An error boundary caught an error',
      new Error('boom'),
      expect.any(String),
    );
  });

  it('renders the children again on reset', async () => {
    renderBoundary('a');
    broken = false;
    await userEvent.click(screen.getByRole('button', { name: 'boom: try again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('starts afresh when its resetKey changes, and not before', () => {
    const { rerender } = renderBoundary('a');
    broken = false;
    rerender(
      <ErrorBoundary resetKey="a" fallback={() => <p>Still failed</p>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('Still failed')).toBeInTheDocument();
    rerender(
      <ErrorBoundary resetKey="b" fallback={() => <p>Still failed</p>}>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('All good')).toBeInTheDocument();
  });
});
