import { screen, within } from '@testing-library/react';
import { expect, it } from 'vitest';
import { DATASET_CATALOG } from '../../testing/dataset-catalog';
import { fakeApi } from '../../testing/fake-api';
import { renderWithApp } from '../../testing/render';
import { SignInRoute } from './sign-in';

it('puts the form first, then says what the product offers (its reports and how current each market is, from the catalogues) with a static preview of a report', async () => {
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
  // How current the data is comes from the data catalogue: each market's newest month.
  expect(within(pitch).getByText('3 markets,')).toBeInTheDocument();
  expect(
    within(pitch).getByText(/newest month of each: Connecticut \(Mar 2026\), Massachusetts \(Dec 2021\) and Colorado/),
  ).toBeInTheDocument();
  const preview = within(pitch).getByRole('figure', { name: /A preview of the Market overview report/ });
  const markets = within(preview).getByRole('list', { name: 'Markets and the years their figures cover' });
  expect(
    within(markets)
      .getAllByRole('listitem')
      .map((item) => item.textContent),
  ).toEqual(['Connecticut 2023–2026', 'Massachusetts 2018–2021', 'Colorado 2014–2021']);
  expect(preview.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
});

it('shows the two catalogues in one update, once both have answered', async () => {
  let answerDatasets: () => void = () => {};
  const datasetsAnswered = new Promise<void>((resolve) => (answerDatasets = resolve));
  fakeApi({ 'GET /datasets': async () => (await datasetsAnswered, { body: DATASET_CATALOG }) });
  renderWithApp(<SignInRoute />);
  const pitch = screen.getByRole('region', { name: /regulators' own figures/ });
  // The report catalogue has answered; its names wait for the data catalogue's markets.
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(within(pitch).queryByText('6 reports:')).not.toBeInTheDocument();
  expect(within(pitch).getByText('Reports on sales, prices and markets')).toBeInTheDocument();
  answerDatasets();
  expect(await within(pitch).findByText('6 reports:')).toBeInTheDocument();
  expect(within(pitch).getByText('3 markets,')).toBeInTheDocument();
});
