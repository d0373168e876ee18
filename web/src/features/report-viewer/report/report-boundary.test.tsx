import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { BUILTIN_CATALOG } from '../../../testing/report-catalog';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import BuiltinReportViewer from '../tabs/builtin-report-viewer';

const config = builtinEmbedConfig();

const report = (title: string) => ({
  body: {
    reportId: 'market-overview',
    title,
    description: '',
    sample: false,
    dataAsOf: '2024-12',
    sources: [],
    filters: [],
    sections: [],
    notes: [],
  },
});

/** A report answer the viewer cannot render: valid JSON, but not a report. */
const MALFORMED = { body: { unexpected: true } };

beforeEach(() => {
  stubCanvas();
  vi.spyOn(console, 'warn').mockImplementation(() => undefined);
});

describe('a report that cannot be rendered', () => {
  it('says so in its place, keeps the report tabs, and renders again on Try again', async () => {
    fakeApi({ 'GET /reports/market-overview': [MALFORMED, report('Multi-state market overview')] });
    renderWithApp(<BuiltinReportViewer config={config} catalog={BUILTIN_CATALOG.reports} />);
    expect(await screen.findByRole('alert')).toHaveTextContent('This report could not be shown.');
    expect(screen.getByRole('navigation', { name: 'Reports' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('heading', { name: 'Multi-state market overview' })).toBeInTheDocument();
  });

  it('does not keep another tab from opening', async () => {
    const washington = builtinEmbedConfig('washington-retail');
    fakeApi({
      'GET /reports/market-overview': MALFORMED,
      'GET /powerbi/report/embedToken?reportId=washington-retail': { body: washington },
      'GET /reports/washington-retail': report('Washington retail'),
    });
    renderWithApp(<BuiltinReportViewer config={config} catalog={BUILTIN_CATALOG.reports} />);
    await screen.findByRole('alert');
    await userEvent.click(screen.getByRole('button', { name: 'Washington retail' }));
    expect(await screen.findByRole('heading', { name: 'Washington retail' })).toBeInTheDocument();
    expect(screen.queryByText('This report could not be shown.')).not.toBeInTheDocument();
  });
});
