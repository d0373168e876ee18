import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes } from 'react-router-dom';
import { expect, it } from 'vitest';
import { renderWithApp } from '../../testing/render';
import { RouteAnnouncer } from './route-announcer';

const liveRegion = () => document.querySelector('[aria-live="polite"]');

it('titles each route and announces the title after a navigation, not on the first page', async () => {
  renderWithApp(
    <>
      <RouteAnnouncer />
      <Routes>
        <Route path="/" element={<Link to="/reports">Open reports</Link>} />
        <Route path="/reports" element={<Link to="/nowhere">Open a lost page</Link>} />
        <Route path="*" element={<p>Lost</p>} />
      </Routes>
    </>,
  );
  expect(document.title).toBe('Sign in · Cannabis Market Reports');
  expect(liveRegion()).toHaveTextContent(/^$/);

  await userEvent.click(screen.getByRole('link', { name: 'Open reports' }));
  expect(document.title).toBe('Reports · Cannabis Market Reports');
  expect(liveRegion()).toHaveTextContent('Reports · Cannabis Market Reports');

  await userEvent.click(screen.getByRole('link', { name: 'Open a lost page' }));
  expect(document.title).toBe('Page not found · Cannabis Market Reports');
  expect(liveRegion()).toHaveTextContent('Page not found · Cannabis Market Reports');
});
