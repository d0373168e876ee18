import { screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { paths } from '../../config/paths';
import { apiError, fakeApi } from '../../testing/fake-api';
import { CT_HISTORY } from '../../testing/dataset-history';
import { renderWithApp } from '../../testing/render';
import { DatasetRoute } from './dataset';

const open = (route: string) =>
  renderWithApp(
    <Routes>
      <Route path={paths.dataset} element={<DatasetRoute />} />
    </Routes>,
    { route },
  );

describe('/data/<dataset>', () => {
  it('shows the source, cadence and overdue mark, then each version newest first and how it arrived, and the failed fetches and imports, signed out', async () => {
    const calls = fakeApi({ 'GET /datasets/ct-weekly-sales/history': { body: CT_HISTORY } });
    open('/data/ct-weekly-sales');
    expect(await screen.findByRole('heading', { level: 1, name: CT_HISTORY.dataset.title })).toBeInTheDocument();
    expect(calls).toEqual([{ method: 'GET', path: '/datasets/ct-weekly-sales/history', body: undefined }]);
    expect(
      screen.getByText(/Overdue: not fetched for \d+ days; the publisher's cadence allows 45/),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'https://data.ct.gov/' })).toHaveAttribute('href', 'https://data.ct.gov/');
    expect(screen.getByText('Connecticut Department of Consumer Protection')).toBeInTheDocument();
    expect(screen.getByText('Public record')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'All data sources' })).toHaveAttribute('href', '/data');

    const versions = within(screen.getByRole('list', { name: /Each published version/ })).getAllByRole('listitem');
    expect(versions).toHaveLength(2);
    const [latest, first] = versions;
    expect(within(latest).getByRole('heading')).toHaveTextContent(/^Revised Mar 3\d, 2026: fetched$/);
    expect(latest).toHaveTextContent(CT_HISTORY.revisions[0].whatsNew ?? '');
    expect(latest).toHaveTextContent('Periods addedMar 2026');
    expect(latest).toHaveTextContent('Periods revisedJan 2026 and Feb 2026');
    expect(latest).toHaveTextContent('Figures revised12');
    expect(latest).toHaveTextContent('Rows5 added, 0 removed');
    const rows = within(within(latest).getByRole('table', { name: 'The largest revisions' })).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Feb 2026, weekStart 2026-02-08adultUseSales2,950,0003,012,450.5+62,450.5');
    expect(rows[2]).toHaveTextContent('Jan 2026, weekStart 2026-01-25inconsistentnonecounts disagree');
    expect(within(first).getByRole('heading')).toHaveTextContent(
      /^First published here Mar \d, 2026: imported by hand$/,
    );
    expect(first).toHaveTextContent('Periods addedJan 2023, Feb 2023 and Feb 2026');
    expect(first).not.toHaveTextContent('Figures revised');

    const failures = within(screen.getByRole('list', { name: /Fetches that changed nothing/ })).getAllByRole(
      'listitem',
    );
    expect(failures[0]).toHaveTextContent(
      /Mar 20, 2026 \(imported by hand\): The file was refused\. The file is cut short: its last line is incomplete/,
    );
    expect(failures[1]).toHaveTextContent(
      /Mar 10, 2026 \(fetched\): The file could not be fetched\. The publisher answered 503/,
    );
  });

  it('says so for a dataset that does not exist, and for a history that cannot be loaded', async () => {
    fakeApi({ 'GET /datasets/no-such-data/history': apiError(404, 'not_found') });
    const { unmount } = open('/data/no-such-data');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dataset not found' })).toBeInTheDocument();
    expect(screen.getByText(/There is no dataset of that name/)).toBeInTheDocument();
    unmount();
    fakeApi({ 'GET /datasets/md-sales/history': apiError(503, 'busy') });
    open('/data/md-sales');
    expect(
      await screen.findByText("The dataset's history could not be loaded. Please try again later."),
    ).toBeInTheDocument();
  });
});
