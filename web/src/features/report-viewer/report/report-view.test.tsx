import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { washingtonReport } from '../../../testing/report-data';
import type { ReportData } from '../api/report-data';
import { ReportView } from './report-view';

beforeEach(stubCanvas);

const config = builtinEmbedConfig('washington-retail', { embedToken: 'report-token' });

function report(overrides: Partial<ReportData> = {}): ReportData {
  return { ...washingtonReport(), notes: ['Self-reported.'], ...overrides };
}

describe('a built-in report', () => {
  it('renders its charts with a table alternative in US dollars, and the data-as-of line', async () => {
    const calls = fakeApi({ 'GET /reports/washington-retail': { body: report() } });
    renderWithApp(<ReportView config={config} />);
    expect(await screen.findByRole('heading', { name: 'Washington retail' })).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Monthly sales' });
    // The chart's table is drawn when it is first opened.
    expect(within(chart).queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(within(chart).getByText('Show as table'));
    const table = await within(chart).findByRole('table', { name: 'Monthly sales' });
    expect(within(table).getByRole('rowheader', { name: 'Oct 2021' })).toBeInTheDocument();
    expect(within(table).getByText('$115,931,748')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top stores' })).toHaveTextContent('$5,000');
    expect(screen.getByText('Data as of Oct 2021.')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/reports/washington-retail' });
  });

  it("says beside 'Data as of' when the figures are behind their publisher, and nothing when current", async () => {
    const behind = { status: 'behind', newestHeld: '2021-10', newestExpected: '2026-09', monthsBehind: 59 } as const;
    fakeApi({ 'GET /reports/washington-retail': { body: report({ currency: behind }) } });
    const { unmount } = renderWithApp(<ReportView config={config} />);
    expect(
      await screen.findByText(
        'Data as of Oct 2021. The publisher should have released figures through September 2026; these end at October 2021 (59 months behind).',
      ),
    ).toBeInTheDocument();
    unmount();
    const current = { status: 'current', newestHeld: '2021-10', newestExpected: '2021-10', monthsBehind: 0 } as const;
    fakeApi({ 'GET /reports/washington-retail': { body: report({ currency: current }) } });
    renderWithApp(<ReportView config={config} />);
    expect(await screen.findByText('Data as of Oct 2021.')).toBeInTheDocument();
  });

  it("says plainly that an 'as of' view is old, with a way back to the latest figures, and not what is new", async () => {
    const asOf = { date: '2025-04-07', publishedAt: '2025-04-06T06:00:00.000Z' };
    fakeApi({ 'GET /reports/washington-retail': { body: report({ asOf }) } });
    renderWithApp(<ReportView config={config} news={() => <p>The news</p>} />);
    const note = await screen.findByRole('note');
    expect(note).toHaveTextContent(
      'This is an old view: the figures as they were published on Apr 7, 2025 (our update of Apr 6, 2025).',
    );
    expect(within(note).getByRole('button', { name: 'Show the latest figures' })).toBeInTheDocument();
    expect(screen.queryByText('The news')).not.toBeInTheDocument();
  });

  it('shows what is new under the data-as-of line on the latest figures', async () => {
    fakeApi({ 'GET /reports/washington-retail': { body: report() } });
    renderWithApp(<ReportView config={config} news={() => <p>The news</p>} />);
    expect(await screen.findByText('The news')).toBeInTheDocument();
  });

  it("labels generated data 'Sample data'", async () => {
    fakeApi({ 'GET /reports/washington-retail': { body: report({ sample: true }) } });
    renderWithApp(<ReportView config={config} />);
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
  });

  it('asks the server again when a filter changes, with the report token', async () => {
    const calls = fakeApi({
      'GET /reports/washington-retail': { body: report() },
      'GET /reports/washington-retail?county=King': {
        body: { ...washingtonReport({ county: 'King' }), title: 'Washington retail (King)' },
      },
    });
    const fetchSpy = vi.mocked(fetch);
    renderWithApp(<ReportView config={config} />);
    await userEvent.selectOptions(await screen.findByLabelText('County'), 'King');
    expect(await screen.findByRole('heading', { name: 'Washington retail (King)' })).toBeInTheDocument();
    expect(calls.map((call) => call.path)).toEqual([
      '/reports/washington-retail',
      '/reports/washington-retail?county=King',
    ]);
    expect(new Headers(fetchSpy.mock.calls[1][1]?.headers).get('authorization')).toBe('Bearer report-token');
  });

  it('shows withheld figures as withheld, never as $0, with marks, notes and chart annotations', async () => {
    fakeApi({
      'GET /reports/washington-retail': {
        body: report({
          sections: [
            {
              kind: 'line-chart',
              title: 'Monthly sales',
              unit: 'usd',
              x: ['2021-04', '2021-05'],
              series: [{ label: 'Retail', values: [null, 51_521_329.93], flags: ['withheld', 'incomplete'] }],
              annotations: [
                { x: '2021-05', label: 'CO: series break' },
                {
                  x: '2021-04',
                  to: '2021-05',
                  label: 'Stores closed',
                  kind: 'closure',
                  text: 'Adult-use stores were closed by order.',
                  sourceUrl: 'https://regulator.test/order',
                },
              ],
              notes: ['The statewide total is built month by month.'],
            },
            {
              kind: 'table',
              title: 'Sales by county',
              columns: [{ label: 'County' }, { label: 'Retail', unit: 'usd' }],
              rows: [['El Paso', null]],
              flags: [[null, 'withheld']],
            },
          ],
          flagNotes: { withheld: 'Withheld by CDOR for confidentiality (NR).' },
        }),
      },
    });
    renderWithApp(<ReportView config={config} />);
    const table = await screen.findByRole('table', { name: 'Sales by county' });
    expect(within(table).getByRole('cell')).toHaveTextContent('Withheld†');
    expect(table).not.toHaveTextContent('$0');
    expect(screen.getAllByText('† Withheld: Withheld by CDOR for confidentiality (NR).')[0]).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Monthly sales' });
    expect(within(chart).getByText('May 2021 (dashed line): CO: series break')).toBeInTheDocument();
    // A range is listed as shaded, with what it means and its source, named for a screen reader.
    const marks = within(chart).getByRole('list', { name: 'Marked on the chart' });
    expect(marks).toHaveTextContent(
      'Apr 2021 to May 2021 (shaded): Stores closed. Adult-use stores were closed by order. Source',
    );
    expect(within(marks).getByRole('link', { name: 'Source: Stores closed' })).toHaveAttribute(
      'href',
      'https://regulator.test/order',
    );
    expect(within(chart).getByText('The statewide total is built month by month.')).toBeInTheDocument();
    await userEvent.click(within(chart).getByText('Show as table'));
    const chartTable = await within(chart).findByRole('table', { name: 'Monthly sales' });
    expect(within(chartTable).getAllByRole('cell')[0]).toHaveTextContent('Withheld†');
    expect(within(chartTable).getAllByRole('cell')[1]).toHaveTextContent('$51,521,330*');
    expect(within(chart).getByText(/^\* Incomplete: /)).toBeInTheDocument();
  });

  it("gathers sources, caveats and rules in one 'About this data', open on a desktop, closed on a phone", async () => {
    const shared = 'From DCP’s weekly sales, as published each week.';
    const body = report({
      sections: [
        { ...washingtonReport().sections[0], notes: [shared, 'A partial week is marked.'] },
        { ...washingtonReport().sections[1], notes: [shared] },
      ],
    });
    fakeApi({ 'GET /reports/washington-retail': { body } });
    const { matchMedia } = window;
    // A desktop's width: wide enough for the block to sit open.
    const wide = vi
      .spyOn(window, 'matchMedia')
      .mockImplementation((query) => ({ ...matchMedia(query), matches: query === '(min-width: 48rem)' }));
    const desktop = renderWithApp(<ReportView config={config} />);
    const about = (await screen.findByText('About this data')).closest('details')!;
    expect(about).toHaveAttribute('open');
    expect(within(about).getByRole('link', { name: 'Sales activity' })).toHaveAttribute('href', 'https://lcb.wa.gov/');
    expect(
      within(about)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Source: Sales activity, WSLCB (Nov 2017 to Oct 2021). Public record', 'Self-reported.', shared]);
    // The note of one chart stays under it; the shared one is said once, in the block.
    const chart = screen.getByRole('figure', { name: 'Monthly sales' });
    expect(within(chart).getByText('A partial week is marked.')).toBeInTheDocument();
    expect(screen.getAllByText(shared)).toHaveLength(1);
    // Notes are in a reader's words: no dataset ids such as 'ct-weekly-sales'.
    expect(screen.getByRole('article')).not.toHaveTextContent(/\b[a-z]+(?:-[a-z]+)*-sales\b/);
    desktop.unmount();

    wide.mockImplementation((query) => ({ ...matchMedia(query), matches: false }));
    renderWithApp(<ReportView config={config} />);
    expect((await screen.findByText('About this data')).closest('details')).not.toHaveAttribute('open');
    expect(screen.getByText(/^Data as of /)).toBeVisible();
  });

  it('says when the filters leave no data', async () => {
    fakeApi({
      'GET /reports/washington-retail': {
        body: report({
          sections: [
            { kind: 'line-chart', title: 'Monthly sales', unit: 'usd', x: [], series: [] },
            { kind: 'table', title: 'Top stores', columns: [{ label: 'Store' }], rows: [] },
          ],
        }),
      },
    });
    renderWithApp(<ReportView config={config} />);
    expect(await screen.findAllByText(/No data for these filters/)).toHaveLength(2);
  });
});
