import type { ReportVisitAnswer } from '@cannabis-reports/contracts';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { forgetReportVisits } from '../api/report-visit';
import { ReportNews } from './report-news';

const WHATS_NEW = [
  {
    datasetId: 'md-sales',
    text: 'Maryland, Nov 2025 published: $98.0M, -2.37 % on October',
    publishedAt: '2025-12-10T06:00:00.000Z',
    markets: ['MD'],
  },
];

const visit = (answer: ReportVisitAnswer) => ({ 'POST /reports/markets/visits': { body: answer } });

afterEach(forgetReportVisits);

describe("a report's news", () => {
  it('says what is new on a first visit, and nothing revised', async () => {
    const calls = fakeApi(visit({ whatsNew: WHATS_NEW, revisedSince: null }));
    renderWithApp(<ReportNews reportId="markets" />);
    expect(await screen.findByRole('heading', { name: "What's new" })).toBeInTheDocument();
    expect(screen.getByText(/Maryland, Nov 2025 published: \$98\.0M, -2\.37 % on October\./)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'History' })).toHaveAttribute('href', '/data/md-sales');
    expect(screen.queryByText(/Revised since you last looked/)).not.toBeInTheDocument();
    expect(calls).toEqual([{ method: 'POST', path: '/reports/markets/visits', body: {} }]);
  });

  it('says which periods and how many figures were revised since the last visit, with a link to the history', async () => {
    fakeApi(
      visit({
        whatsNew: WHATS_NEW,
        revisedSince: {
          since: '2025-11-02T15:00:00.000Z',
          datasets: [{ id: 'md-sales', title: 'Maryland sales', periods: ['2025-08', '2025-09'], figures: 3 }],
        },
      }),
    );
    renderWithApp(<ReportNews reportId="markets" />);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent(
      /^Revised since you last looked \(Nov 2, 2025\):Maryland sales: 3 figures revised in Aug 2025 and Sep 2025\. See the revisions$/,
    );
    expect(screen.getByRole('link', { name: 'See the revisions' })).toHaveAttribute('href', '/data/md-sales');
  });

  it('shows the three newest lines and folds the others away', async () => {
    const lines = ['il-sales', 'mi-sales', 'or-sales', 'dc-sales', 'md-sales'].map((datasetId, index) => ({
      datasetId,
      text: `Line ${index + 1}`,
      publishedAt: `2025-12-0${9 - index}T06:00:00.000Z`,
      markets: [datasetId.slice(0, 2).toUpperCase()],
    }));
    fakeApi(visit({ whatsNew: lines, revisedSince: null }));
    renderWithApp(<ReportNews reportId="markets" />);
    expect(await screen.findByText(/^Line 1\./)).toBeVisible();
    expect(screen.getByText(/^Line 3\./)).toBeVisible();
    expect(screen.getByText(/^Line 4\./)).not.toBeVisible();
    await userEvent.click(screen.getByText('2 more'));
    expect(screen.getByText(/^Line 5\./)).toBeVisible();
  });

  it('lists on a state’s page only the lines of the datasets covering that state', async () => {
    const lines = ['il-sales', 'dc-sales', 'state-population'].map((datasetId, index) => ({
      datasetId,
      text: `Line ${index + 1}`,
      publishedAt: `2025-12-0${9 - index}T06:00:00.000Z`,
      markets: datasetId === 'state-population' ? ['DC', 'IL'] : [datasetId.slice(0, 2).toUpperCase()],
    }));
    fakeApi(visit({ whatsNew: lines, revisedSince: null }));
    renderWithApp(<ReportNews reportId="markets" market="DC" />);
    expect(await screen.findByText(/^Line 2\./)).toBeVisible();
    expect(screen.getByText(/^Line 3\./)).toBeVisible();
    expect(screen.queryByText(/^Line 1\./)).not.toBeInTheDocument();
  });

  it('asks once per report while the page is open, so a report opened again keeps its news', async () => {
    const calls = fakeApi(visit({ whatsNew: WHATS_NEW, revisedSince: null }));
    const { unmount } = renderWithApp(<ReportNews reportId="markets" />);
    await screen.findByRole('heading', { name: "What's new" });
    unmount();
    renderWithApp(<ReportNews reportId="markets" />);
    await screen.findByRole('heading', { name: "What's new" });
    expect(calls).toHaveLength(1);
  });
});
