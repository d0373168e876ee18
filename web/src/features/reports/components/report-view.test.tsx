import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import type { ReportData } from '../api/report-data';
import { ReportView } from './report-view';

beforeEach(stubCanvas);

const config = builtinEmbedConfig('washington-retail', { embedToken: 'report-token' });

function report(overrides: Partial<ReportData> = {}): ReportData {
  return {
    reportId: 'washington-retail',
    title: 'Washington retail',
    description: 'Monthly retail sales.',
    sample: false,
    dataAsOf: '2021-10',
    sources: [
      {
        title: 'Sales activity',
        publisher: 'WSLCB',
        sourceUrl: 'https://lcb.wa.gov/',
        licence: 'Public record',
        periodFrom: '2017-11',
        periodTo: '2021-10',
        sample: false,
      },
    ],
    filters: [
      { kind: 'month-range', from: '2021-09', to: '2021-10', min: '2017-11', max: '2021-10' },
      {
        kind: 'choice',
        name: 'county',
        label: 'County',
        multiple: false,
        options: [
          { value: '', label: 'All counties' },
          { value: 'King', label: 'King' },
        ],
        value: [''],
      },
    ],
    sections: [
      {
        kind: 'line-chart',
        title: 'Monthly sales',
        unit: 'usd',
        x: ['2021-09', '2021-10'],
        series: [{ label: 'Sales', values: [1234567.8, 115931747.87] }],
      },
      {
        kind: 'table',
        title: 'Top stores',
        columns: [{ label: 'Store' }, { label: 'Sales', unit: 'usd' }],
        rows: [['Main St', 5000]],
      },
    ],
    notes: ['Self-reported.'],
    ...overrides,
  };
}

describe('a built-in report', () => {
  it('renders its charts with a table alternative in US dollars, and the data-as-of line', async () => {
    const calls = fakeApi({ 'GET /reports/washington-retail': { body: report() } });
    renderWithApp(<ReportView config={config} />);
    expect(await screen.findByRole('heading', { name: 'Washington retail' })).toBeInTheDocument();
    const chart = screen.getByRole('figure', { name: 'Monthly sales' });
    const table = within(chart).getByRole('table', { name: 'Monthly sales' });
    expect(within(table).getByRole('rowheader', { name: 'Oct 2021' })).toBeInTheDocument();
    expect(within(table).getByText('$115,931,748')).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Top stores' })).toHaveTextContent('$5,000');
    expect(screen.getByText('Data as of Oct 2021.')).toBeInTheDocument();
    expect(screen.queryByText('Sample data')).not.toBeInTheDocument();
    expect(calls[0]).toMatchObject({ method: 'GET', path: '/reports/washington-retail' });
  });

  it("labels generated data 'Sample data'", async () => {
    fakeApi({ 'GET /reports/washington-retail': { body: report({ sample: true }) } });
    renderWithApp(<ReportView config={config} />);
    expect(await screen.findByText('Sample data')).toBeInTheDocument();
  });

  it('asks the server again when a filter changes, with the report token', async () => {
    const calls = fakeApi({
      'GET /reports/washington-retail': { body: report() },
      'GET /reports/washington-retail?county=King': { body: report({ title: 'Washington retail (King)' }) },
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
