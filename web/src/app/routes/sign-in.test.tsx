import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { SignInRoute } from './sign-in';

it('puts the form first, then says what the product offers (its reports named by the catalogue) with a static preview of a report', async () => {
  fakeApi({});
  renderWithApp(<SignInRoute />);
  const email = screen.getByLabelText('Email');
  const pitch = screen.getByRole('region', { name: /regulators' own figures/ });
  // The form precedes the pitch in document (and tab) order.
  expect(email.compareDocumentPosition(pitch) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  expect(
    await within(pitch).findByText(
      /Market overview, Washington retail, Colorado by county, Connecticut weekly, Prices and Per-capita rankings/,
    ),
  ).toBeInTheDocument();
  expect(within(pitch).getByText('6 reports:')).toBeInTheDocument();
  expect(within(pitch).getByText(/monthly from 2014 to 2021/)).toBeInTheDocument();
  expect(within(pitch).getByText(/from January 2023 to March 2026/)).toBeInTheDocument();
  const preview = within(pitch).getByRole('figure', { name: /A preview of the Market overview report/ });
  const markets = within(preview).getByRole('list', { name: 'Markets and the year their figures start' });
  expect(within(markets).getAllByRole('listitem')).toHaveLength(7);
  expect(preview.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});
