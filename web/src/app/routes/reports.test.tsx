import { act, screen } from '@testing-library/react';
import { ToastContainer } from 'react-toastify/unstyled';
import { Route, Routes } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ReportsRoute } from './reports';
import type { UserInfo } from '../../lib/user-info';
import { stubCanvas } from '../../testing/canvas';
import { builtinEmbedConfig } from '../../testing/embed-config';
import { apiError, fakeApi } from '../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../testing/render';
import { paidUserInfo, userInfo } from '../../testing/user-info';

function renderReports(info: UserInfo, route = '/reports') {
  renderWithApp(
    <>
      <Routes>
        <Route path="/reports" element={<ReportsRoute />} />
        <Route path="/dashboard" element={<p>Upgrade page</p>} />
      </Routes>
      <ToastContainer />
    </>,
    { route, auth: { user: signedInUser(), userInfo: info } },
  );
}

const builtinConfig = builtinEmbedConfig();

afterEach(() => {
  vi.useRealTimers();
});

describe('/reports for an unpaid user', () => {
  it('explains, toasts once, and goes to /dashboard after 3 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const calls = fakeApi({});
    renderReports(userInfo());
    expect(screen.getByText('Redirecting to dashboard...')).toBeInTheDocument();
    expect(screen.getByText('You need an active subscription to access reports.')).toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(0));
    expect(screen.getAllByText('You need an active subscription to access reports')).toHaveLength(1);
    await act(() => vi.advanceTimersByTimeAsync(2999));
    expect(screen.queryByText('Upgrade page')).not.toBeInTheDocument();
    await act(() => vi.advanceTimersByTimeAsync(1));
    expect(screen.getByText('Upgrade page')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('goes to /dashboard at once when the toast is closed', async () => {
    renderReports(userInfo());
    const close = await screen.findByRole('button', { name: /close/i });
    await act(async () => close.click());
    expect(await screen.findByText('Upgrade page', {}, { timeout: 1500 })).toBeInTheDocument();
  });
});

describe('/reports for a paid user', () => {
  it("fetches the embed configuration with the opening report's figures, and shows the viewer its provider names", async () => {
    stubCanvas();
    const figures = {
      reportId: 'market-overview',
      title: 'Multi-state market overview',
      description: '',
      sample: true,
      dataAsOf: '2024-12',
      sources: [],
      filters: [],
      sections: [],
      notes: [],
    };
    const calls = fakeApi({ 'GET /powerbi/report/embedToken?figures=1': { body: { ...builtinConfig, figures } } });
    renderReports(paidUserInfo());
    // The viewer is a lazy chunk: its first load here transforms uPlot and the viewer's modules
    // and styles, close to the default second on this machine and past it on a busier one.
    expect(
      await screen.findByRole('heading', { name: 'Multi-state market overview' }, { timeout: 5000 }),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Reports' })).toBeInTheDocument();
    // The figures came with the configuration: the viewer does not read them again.
    expect(calls.map((call) => call.path)).toEqual(['/powerbi/report/embedToken?figures=1']);
  });

  it("logs a failed token fetch and shows 'Error!'", async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    fakeApi({ 'GET /powerbi/report/embedToken?figures=1': apiError(502, 'report_service_unavailable', 'down') });
    renderReports(paidUserInfo());
    expect(await screen.findByText('Error!')).toBeInTheDocument();
    expect(warn).toHaveBeenCalledWith('Could not fetch the report embed token', expect.anything());
  });
});

describe("/reports on a market's page", () => {
  it.each([
    ['CO', 'Colorado'],
    ['ON', 'Ontario'],
    ['NL', 'Newfoundland and Labrador'],
    ['CAN', 'Canada'],
  ])('offers to follow the market its link names (%s), by its name', async (state, name) => {
    stubCanvas();
    fakeApi({
      [`GET /powerbi/report/embedToken?reportId=markets&figures=1&state=${state}`]: { body: builtinConfig },
      'GET /follows': { body: { follows: [], alertMode: 'instant', fullAlerts: true, maxFollows: 50 } },
    });
    renderReports(paidUserInfo(), `/reports?report=markets&state=${state}`);
    expect(await screen.findByRole('button', { name: `Follow ${name}`, pressed: false })).toBeInTheDocument();
  });
});
