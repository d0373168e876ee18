import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { apiError, fakeApi } from '../../testing/fake-api';
import { CAD_PER_USD, CANADA_RETAIL, CATALOG_WITH_CANADA, CT_WEEKLY, PANEL } from '../../testing/dataset-catalog';
import { renderWithApp } from '../../testing/render';
import { DataRoute } from './data';

describe('/data', () => {
  it('lists every dataset with its publisher, markets, period, newest period, cadence, how it arrives, check times and licence, signed out', async () => {
    fakeApi({});
    renderWithApp(<DataRoute />, { route: '/data' });
    expect(await screen.findByRole('link', { name: CT_WEEKLY.title })).toHaveAttribute('href', CT_WEEKLY.sourceUrl);
    const ct = screen.getByRole('listitem', { name: CT_WEEKLY.title });
    expect(ct).toHaveTextContent('PublisherConnecticut Department of Consumer Protection');
    expect(ct).toHaveTextContent('MarketsConnecticut');
    expect(ct).toHaveTextContent('Periodweeks from Jan 8, 2023 to Mar 29, 2026');
    expect(ct).toHaveTextContent('Newest periodMar 29, 2026');
    expect(ct).toHaveTextContent('Publisher updatesMonthly');
    expect(ct).toHaveTextContent('How it arrivesFetched daily from data.ct.gov');
    expect(ct).toHaveTextContent(/Last checkedApr \d, 2026/);
    expect(ct).toHaveTextContent(/Last changedMar 3\d, 2026/);
    expect(ct).toHaveTextContent('LicencePublic record');
    // Read this week or not, a file ending in March 2026 is behind a publisher now out to October.
    expect(ct).toHaveTextContent(
      '7 months behind: the publisher should have figures out to Oct 2026; we hold them to Mar 2026.',
    );
    expect(ct).toHaveTextContent("Publisher's newestOct 2026 (7 months behind)");
    expect(ct).toHaveTextContent(/Overdue: not fetched for \d+ days; the publisher's cadence allows 45/);
    const panel = screen.getByRole('listitem', { name: PANEL.title });
    expect(panel).toHaveTextContent('MarketsColorado (to Oct 2021), Massachusetts (to Dec 2021)');
    expect(panel).toHaveTextContent('Last checkedNot recorded yet');
    expect(panel).not.toHaveTextContent('Overdue');
    expect(panel).toHaveTextContent('Frozen: a one-off compilation, not updated by its compiler.');
    expect(panel).toHaveTextContent("Publisher's newestNot updated");
    expect(panel).toHaveTextContent('How it arrivesA one-off compilation, not updated');
    // Every market's newest month over all datasets, newest first.
    expect(
      screen.getByText(
        /the newest month of each: Connecticut \(Mar 2026\), Massachusetts \(Dec 2021\) and Colorado \(Oct 2021\)/,
      ),
    ).toBeInTheDocument();
    // Colorado has no currency in the answer (no dated series): counted out, not called current.
    expect(
      screen.getByText(
        /None of the 2 markets with monthly figures is current with its publisher; the closest: Connecticut, 7 months behind\./,
      ),
    ).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: /Every dataset/ })).getAllByRole('heading')).toHaveLength(2);
    expect(within(ct).getByRole('link', { name: `History of changes to ${CT_WEEKLY.title}` })).toHaveAttribute(
      'href',
      '/data/ct-weekly-sales',
    );
  });

  it("names Canada's markets and says each dataset's currency: Statistics Canada's in C$, a US regulator's in US dollars, the rate in none", async () => {
    fakeApi({ 'GET /datasets': { body: CATALOG_WITH_CANADA } });
    renderWithApp(<DataRoute />, { route: '/data' });
    const statcan = await screen.findByRole('listitem', { name: CANADA_RETAIL.title });
    expect(statcan).toHaveTextContent(
      'MarketsCanada (to Aug 2025), Alberta (to Aug 2025), Newfoundland and Labrador (to Aug 2025), Ontario (to Aug 2025), Quebec (to Aug 2025)',
    );
    expect(statcan).toHaveTextContent('Money inCanadian dollars (C$, CAD), as published');
    expect(statcan).toHaveTextContent('UnitsThousands of Canadian dollars (CAD), not USD');
    expect(screen.getByRole('listitem', { name: CT_WEEKLY.title })).toHaveTextContent(
      'Money inUS dollars ($, USD), as published',
    );
    const rate = screen.getByRole('listitem', { name: CAD_PER_USD.title });
    expect(rate).toHaveTextContent('MarketsNot market by market');
    expect(rate).toHaveTextContent('Money inNo amounts of money');
    expect(screen.getByText(/Statistics Canada, with the Federal Reserve/)).toHaveTextContent(
      /US figures are in US dollars, Canadian figures in Canadian dollars \(C\$\)/,
    );
    expect(
      screen.getByText(
        /the newest month of each: US markets, in US dollars: Connecticut \(Mar 2026\), Massachusetts \(Dec 2021\) and Colorado \(Oct 2021\); Canada, its provinces and territories, in Canadian dollars: Canada \(Aug 2025\), Newfoundland and Labrador \(Aug 2025\), Ontario \(Aug 2025\) and Quebec \(Aug 2025\)\./,
      ),
    ).toHaveTextContent(/^7 markets,/);
  });

  it('says so when the catalogue cannot be loaded', async () => {
    fakeApi({ 'GET /datasets': apiError(503, 'busy') });
    renderWithApp(<DataRoute />, { route: '/data' });
    expect(
      await screen.findByText('The data catalogue could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
  });
});
