/** The paid reports' view in the URL: links open it, changes push history entries, bad links are adjusted. */
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { useLocation, useNavigate, type Location, type NavigateFunction } from 'react-router-dom';
import { beforeEach, describe, expect, it } from 'vitest';
import { stubCanvas } from '../../../testing/canvas';
import { builtinEmbedConfig } from '../../../testing/embed-config';
import { fakeApi } from '../../../testing/fake-api';
import { renderWithApp } from '../../../testing/render';
import { washingtonReport } from '../../../testing/report-data';
import { DemoReport } from '../demo/demo-report';
import { PaidReport } from './paid-report';

beforeEach(stubCanvas);

const router: { navigate?: NavigateFunction; location?: Location } = {};
function RouterProbe() {
  const navigate = useNavigate();
  const location = useLocation();
  useEffect(() => {
    router.navigate = navigate;
    router.location = location;
  });
  return null;
}

const washington = builtinEmbedConfig('washington-retail');
const colorado = builtinEmbedConfig('colorado-counties');
const coloradoReport = { ...washingtonReport(), reportId: 'colorado-counties', title: 'Colorado by county' };

function openLink(route: string) {
  renderWithApp(
    <>
      <PaidReport />
      <RouterProbe />
    </>,
    { route },
  );
}

const search = () => new URLSearchParams(router.location?.search).toString();
const dataPaths = (calls: Array<{ path: string }>) =>
  calls.map((call) => call.path).filter((path) => path.startsWith('/reports/'));

describe('a report link', () => {
  it('opens the report and filters it names, and asks the server for the same filters', async () => {
    const calls = fakeApi({
      'GET /powerbi/report/embedToken?reportId=washington-retail&figures=1&from=2021-01&to=2021-10&county=King': {
        body: washington,
      },
      'GET /reports/washington-retail?from=2021-01&to=2021-10&county=King': {
        body: washingtonReport({ from: '2021-01', to: '2021-10', county: 'King' }),
      },
    });
    openLink('/reports?report=washington-retail&from=2021-01&to=2021-10&county=King');
    expect(await screen.findByRole('heading', { name: 'Washington retail' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Washington retail' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByLabelText('County')).toHaveValue('King');
    expect(screen.getByLabelText('From')).toHaveValue('2021-01');
    expect(screen.getByLabelText('To')).toHaveValue('2021-10');
    expect(screen.getByRole('table', { name: 'Top stores' })).toHaveTextContent('King store');
    expect(screen.queryByText(/^Some settings in this link/)).not.toBeInTheDocument();
    expect(dataPaths(calls)).toEqual(['/reports/washington-retail?from=2021-01&to=2021-10&county=King']);
  });

  it('writes each filter and tab change to the URL as a history entry; back and forward follow it', async () => {
    const calls = fakeApi({
      'GET /powerbi/report/embedToken?reportId=washington-retail&figures=1': { body: washington },
      'GET /powerbi/report/embedToken?reportId=washington-retail': { body: washington },
      'GET /powerbi/report/embedToken?reportId=colorado-counties': { body: colorado },
      'GET /reports/washington-retail': { body: washingtonReport() },
      'GET /reports/washington-retail?county=King': { body: washingtonReport({ county: 'King' }) },
      'GET /reports/colorado-counties': { body: coloradoReport },
    });
    openLink('/reports?report=washington-retail');
    await userEvent.selectOptions(await screen.findByLabelText('County'), 'King');
    expect(search()).toBe('report=washington-retail&county=King');
    expect(await screen.findByText('King store')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Colorado by county' }));
    expect(await screen.findByRole('heading', { name: 'Colorado by county' })).toBeInTheDocument();
    expect(search()).toBe('report=colorado-counties');

    await act(async () => router.navigate!(-1));
    expect(await screen.findByRole('heading', { name: 'Washington retail' })).toBeInTheDocument();
    expect(await screen.findByText('King store')).toBeInTheDocument();
    expect(screen.getByLabelText('County')).toHaveValue('King');

    await act(async () => router.navigate!(-1));
    expect(await screen.findByText('Main St')).toBeInTheDocument();
    expect(screen.getByLabelText('County')).toHaveValue('');
    expect(search()).toBe('report=washington-retail');

    await act(async () => router.navigate!(1));
    expect(await screen.findByText('King store')).toBeInTheDocument();
    expect(dataPaths(calls)).toContain('/reports/washington-retail?county=King');
    expect(dataPaths(calls).at(-1)).toBe('/reports/washington-retail?county=King');
  });
});

describe('a bad link', () => {
  it('opens the nearest valid view and says what was adjusted', async () => {
    const calls = fakeApi({
      'GET /powerbi/report/embedToken?reportId=washington-retail&figures=1&from=2010-01&county=Nowhere&colour=blue': {
        body: washington,
      },
      'GET /reports/washington-retail?from=2010-01&county=Nowhere&colour=blue': {
        body: washingtonReport({ from: '2017-11', to: '2021-10' }),
      },
      'GET /reports/washington-retail?from=2017-11&to=2021-10': {
        body: washingtonReport({ from: '2017-11', to: '2021-10' }),
      },
    });
    openLink('/reports?report=washington-retail&from=2010-01&to=2021-13&county=Nowhere&colour=blue');
    const notice = await screen.findByText(/^Some settings in this link were adjusted/);
    expect(notice).toHaveTextContent(
      "Some settings in this link were adjusted: the month range starts at Nov 2017, the earliest available; the month range ends at Oct 2021 ('2021-13' could not be used); County shows All counties ('Nowhere' is not available); 'colour' is not a setting of this report and was ignored.",
    );
    // The probe records the location in an effect, after the render that shows the notice.
    await waitFor(() => expect(search()).toBe('report=washington-retail&from=2017-11&to=2021-10'));
    expect(screen.getByLabelText('From')).toHaveValue('2017-11');
    // The applied view is read once more; the notice stays with this history entry.
    await screen.findByText('Main St');
    expect(dataPaths(calls)).toEqual([
      '/reports/washington-retail?from=2010-01&county=Nowhere&colour=blue',
      '/reports/washington-retail?from=2017-11&to=2021-10',
    ]);
    expect(screen.getByText(/^Some settings in this link/)).toBeInTheDocument();
  });

  it('opens the first report when the link names none that exists, saying so', async () => {
    const overview = {
      body: { ...washingtonReport(), reportId: 'market-overview', title: 'Multi-state market overview' },
    };
    fakeApi({
      'GET /powerbi/report/embedToken?figures=1&colour=blue': { body: builtinEmbedConfig('market-overview') },
      'GET /reports/market-overview': overview,
      'GET /reports/market-overview?colour=blue': overview,
    });
    openLink('/reports?report=no-such-report&colour=blue');
    // The report's own adjustment is added to the link's, not written over it.
    await waitFor(() =>
      expect(screen.getByText(/^Some settings in this link were adjusted/)).toHaveTextContent(
        "Some settings in this link were adjusted: there is no report 'no-such-report', so this is Market overview; 'colour' is not a setting of this report and was ignored.",
      ),
    );
    expect(screen.getByRole('heading', { name: 'Multi-state market overview' })).toBeInTheDocument();
    expect(
      within(screen.getByRole('navigation', { name: 'Reports' })).getByRole('button', { name: 'Market overview' }),
    ).toHaveAttribute('aria-current', 'page');
    // The probe records the location in an effect, after the render that shows the notice.
    await waitFor(() => expect(search()).toBe('report=market-overview'));
  });
});

describe('the public demo', () => {
  it('renders without a router (its framed entry has none) and keeps its filters in memory', async () => {
    const demo = (county?: string) => ({ ...washingtonReport({ county }), reportId: 'demo', title: 'Demo report' });
    fakeApi({ 'GET /reports/demo': { body: demo() }, 'GET /reports/demo?county=King': { body: demo('King') } });
    render(<DemoReport config={builtinEmbedConfig('demo')} fetchFresh={() => new Promise(() => {})} />);
    const view = screen.getByRole('region', { name: 'Report' });
    expect(await within(view).findByRole('heading', { name: 'Demo report' })).toBeInTheDocument();
    expect(within(view).queryByRole('navigation', { name: 'Reports' })).toBeNull();
    await userEvent.selectOptions(within(view).getByLabelText('County'), 'King');
    expect(await within(view).findByRole('cell', { name: '$5,000' })).toBeInTheDocument();
    expect(within(view).getByRole('rowheader', { name: 'King store' })).toBeInTheDocument();
    expect(window.location.search).toBe('');
  });
});
