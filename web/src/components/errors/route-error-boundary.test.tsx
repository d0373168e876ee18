import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { ChunkLoadError } from '../../lib/lazy-with-reload';
import { renderWithApp } from '../../testing/render';
import { AppLayout } from '../layout/app-layout';
import { RouteErrorPage } from './route-error-page';

function Throws({ error }: { error: Error }): never {
  throw error;
}

function renderApp(route: string) {
  renderWithApp(
    <Routes>
      <Route element={<AppLayout />}>
        <Route path="/" element={<p>Sign-in page</p>} />
        <Route
          path="/profile"
          element={<Throws error={new ChunkLoadError('ProfileRoute', { cause: new TypeError('fetch failed') })} />}
        />
        <Route path="/reports" element={<Throws error={new Error('bad render')} />} />
      </Route>
    </Routes>,
    { route },
  );
}

beforeEach(() => {
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a page that fails', () => {
  it('whose chunk cannot load says so under the header, with Try again', () => {
    renderApp('/profile');
    expect(screen.getByRole('heading', { level: 1, name: 'This page could not be loaded' })).toBeInTheDocument();
    expect(screen.getByRole('alert')).toHaveTextContent(/Reload to get the latest version/);
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /home/ })).toBeInTheDocument();
    expect(screen.getByText(/For informational purposes only/)).toBeInTheDocument();
  });

  it('that throws while rendering says something went wrong', () => {
    renderApp('/reports');
    expect(screen.getByRole('heading', { level: 1, name: 'Something went wrong' })).toBeInTheDocument();
  });

  it('does not stay failed once the reader goes to another page', async () => {
    renderApp('/reports');
    await userEvent.click(screen.getByRole('link', { name: /home/ }));
    expect(screen.getByText('Sign-in page')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Something went wrong' })).not.toBeInTheDocument();
  });
});

describe('the failed page', () => {
  it('reloads on Try again', async () => {
    const reload = vi.fn();
    renderWithApp(<RouteErrorPage error={new Error('x')} reload={reload} />);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
