import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { DataRoute } from './data';

const ct = {
  id: 'ct-weekly-sales',
  title: 'Connecticut cannabis retail sales by week',
  publisher: 'Connecticut Department of Consumer Protection',
  sourceUrl: 'https://data.ct.gov/',
  licence: 'Public record',
  periodFrom: '2023-01-08',
  periodTo: '2026-03-29',
  periodKind: 'week',
  cadence: 'Monthly',
  sample: false,
};

describe('/data', () => {
  it('lists every dataset with its publisher, period, cadence and licence, signed out', async () => {
    const calls = fakeApi({ 'GET /datasets': { body: { datasets: [ct] } } });
    renderWithApp(<DataRoute />, { route: '/data' });
    expect(await screen.findByRole('link', { name: ct.title })).toHaveAttribute('href', ct.sourceUrl);
    const row = screen.getByRole('row', { name: /Connecticut cannabis retail sales/ });
    expect(row).toHaveTextContent('Connecticut Department of Consumer Protection');
    expect(row).toHaveTextContent('weeks from Jan 8, 2023 to Mar 29, 2026');
    expect(row).toHaveTextContent('Monthly');
    expect(row).toHaveTextContent('Public record');
    expect(calls.map((call) => call.path)).toEqual(['/datasets']);
  });

  it('says so when the catalogue cannot be loaded', async () => {
    fakeApi({ 'GET /datasets': apiError(503, 'busy') });
    renderWithApp(<DataRoute />, { route: '/data' });
    expect(
      await screen.findByText('The data catalogue could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
