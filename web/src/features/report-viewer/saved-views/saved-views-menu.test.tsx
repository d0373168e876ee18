import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastContainer } from 'react-toastify/unstyled';
import { useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SavedView } from '../api/saved-views';
import { apiError, fakeApi } from '../../../testing/fake-api';
import { renderWithApp, signedInUser } from '../../../testing/render';
import { BUILTIN_CATALOG } from '../../../testing/report-catalog';
import { SavedViewsMenu } from './saved-views-menu';

afterEach(() => {
  vi.unstubAllGlobals();
});

const view = (id: string, name: string, reportId = 'prices', query: SavedView['query'] = {}): SavedView => ({
  id,
  name,
  reportId,
  query,
  createdAt: '2026-11-26T00:00:00.000Z',
  owner: 'personal',
  canManage: true,
});

const COLORADO = view('v1', 'Colorado prices', 'prices', { state: 'CO' });
const OVERVIEW = view('v2', 'West, 2024', 'market-overview', { from: '2024-01', to: '2024-12', states: 'CO,WA' });

/** Where the page is, as the tabs would read it. */
function Where() {
  const { pathname, search } = useLocation();
  return <output aria-label="Location">{`${pathname}${search}`}</output>;
}

function renderMenu(route = '/reports?report=prices&state=WA&x=1', catalog = BUILTIN_CATALOG.reports) {
  renderWithApp(
    <>
      <SavedViewsMenu openingReportId="market-overview" catalog={catalog} />
      <Where />
      <ToastContainer />
    </>,
    { route, auth: { user: signedInUser() } },
  );
}

const openMenu = () => userEvent.click(screen.getByRole('button', { name: 'Saved views' }));

describe('SavedViewsMenu', () => {
  it('reads nothing until opened, then lists the views with their reports', async () => {
    const calls = fakeApi({ 'GET /saved-views': { body: { team: null, views: [COLORADO, OVERVIEW] } } });
    renderMenu();
    const button = screen.getByRole('button', { name: 'Saved views' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(calls).toEqual([]);
    await openMenu();
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const list = await screen.findByRole('list', { name: 'Your saved views' });
    expect(
      within(list)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Colorado prices Prices', 'West, 2024 Market overview']);
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /saved-views']);
  });

  it("saves the view on screen under the name given: the URL's report and filters", async () => {
    const calls = fakeApi({
      'GET /saved-views': { body: { team: null, views: [COLORADO] } },
      'POST /saved-views': { body: { view: view('v3', 'Washington', 'prices', { state: 'WA' }) } },
    });
    renderMenu();
    await openMenu();
    await screen.findByRole('link', { name: /Colorado prices/ });
    await userEvent.type(screen.getByLabelText('Name this view'), 'Washington');
    await userEvent.click(screen.getByRole('button', { name: 'Save view' }));
    expect(await screen.findByText("Saved 'Washington'.")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({
      method: 'POST',
      path: '/saved-views',
      body: { name: 'Washington', reportId: 'prices', query: { state: 'WA', x: '1' }, owner: 'personal' },
    });
    expect(screen.getByLabelText('Name this view')).toHaveValue('');
    const names = within(screen.getByRole('list', { name: 'Your saved views' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['Colorado prices Prices', 'Washington Prices']);
  });

  it('saves the opening report when the URL names none', async () => {
    const calls = fakeApi({
      'GET /saved-views': { body: { team: null, views: [] } },
      'POST /saved-views': { body: { view: view('v4', 'Default', 'market-overview') } },
    });
    renderMenu('/reports');
    await openMenu();
    expect(await screen.findByText('No saved views yet.')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText('Name this view'), 'Default{Enter}');
    await screen.findByText("Saved 'Default'.");
    expect(calls.at(-1)?.body).toEqual({ name: 'Default', reportId: 'market-overview', query: {}, owner: 'personal' });
  });

  it("says why the server refused a save, in the server's words", async () => {
    fakeApi({
      'GET /saved-views': { body: { team: null, views: [COLORADO] } },
      'POST /saved-views': apiError(409, 'view_name_taken', "You already have a saved view named 'colorado prices'"),
    });
    renderMenu();
    await openMenu();
    await userEvent.type(screen.getByLabelText('Name this view'), 'colorado prices{Enter}');
    expect(await screen.findByText("You already have a saved view named 'colorado prices'")).toBeInTheDocument();
    expect(screen.getByLabelText('Name this view')).toHaveValue('colorado prices');
  });

  it('opens a saved view: its report and filters in the URL, and the panel closes', async () => {
    fakeApi({ 'GET /saved-views': { body: { team: null, views: [COLORADO, OVERVIEW] } } });
    renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('link', { name: /West, 2024/ }));
    expect(screen.getByRole('status', { name: 'Location' })).toHaveTextContent(
      '/reports?report=market-overview&from=2024-01&to=2024-12&states=CO%2CWA',
    );
    expect(screen.getByRole('button', { name: 'Saved views' })).toHaveAttribute('aria-expanded', 'false');
  });

  it('renames a view in a labelled form', async () => {
    const calls = fakeApi({
      'GET /saved-views': { body: { team: null, views: [COLORADO, OVERVIEW] } },
      'POST /saved-views/v1/rename': { body: { view: { ...COLORADO, name: 'Zebra' } } },
    });
    renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Rename Colorado prices' }));
    const input = screen.getByLabelText('New name for Colorado prices');
    expect(input).toHaveFocus();
    await userEvent.clear(input);
    await userEvent.type(input, 'Zebra');
    await userEvent.click(screen.getByRole('button', { name: 'Save name' }));
    expect(await screen.findByText("Renamed to 'Zebra'.")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/saved-views/v1/rename', body: { name: 'Zebra' } });
    const names = within(screen.getByRole('list', { name: 'Your saved views' }))
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(names).toEqual(['West, 2024 Market overview', 'Zebra Prices']);
  });

  it('sets and stops a view’s e-mails, and keeps the choice it had when the server refuses', async () => {
    const calls = fakeApi({
      'GET /saved-views': { body: { views: [COLORADO, OVERVIEW] } },
      'POST /saved-views/v1/schedule': [
        { body: { view: { ...COLORADO, schedule: 'monthly' } } },
        { body: { view: COLORADO } },
        apiError(403, 'not_paid', 'Subscribe to open the reports'),
      ],
    });
    renderMenu();
    await openMenu();
    const schedule = await screen.findByRole('combobox', { name: 'E-mail Colorado prices' });
    expect(schedule).toHaveValue('');
    expect(
      within(schedule)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['Off', 'Weekly', 'Monthly', 'When new data is published']);
    await userEvent.selectOptions(schedule, 'Monthly');
    expect(await screen.findByText("'Colorado prices' will be e-mailed on the 1st of each month.")).toBeInTheDocument();
    expect(calls.at(-1)).toEqual({ method: 'POST', path: '/saved-views/v1/schedule', body: { schedule: 'monthly' } });
    expect(screen.getByRole('combobox', { name: 'E-mail Colorado prices' })).toHaveValue('monthly');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mail Colorado prices' }), 'Off');
    expect(await screen.findByText("'Colorado prices' will not be e-mailed.")).toBeInTheDocument();
    expect(calls.at(-1)?.body).toEqual({ schedule: null });
    expect(screen.getByRole('combobox', { name: 'E-mail Colorado prices' })).toHaveValue('');
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'E-mail Colorado prices' }), 'Weekly');
    expect(await screen.findByText('Subscribe to open the reports')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'E-mail Colorado prices' })).toHaveValue('');
  });

  it('deletes a view, and keeps it when the server refuses', async () => {
    fakeApi({
      'GET /saved-views': { body: { team: null, views: [COLORADO, OVERVIEW] } },
      'POST /saved-views/v2/delete': [apiError(503, 'busy'), { body: { success: true } }],
    });
    renderMenu();
    await openMenu();
    await userEvent.click(await screen.findByRole('button', { name: 'Delete West, 2024' }));
    expect(await screen.findByText('The view could not be deleted. Please try again.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Delete West, 2024' }));
    expect(await screen.findByText("Deleted 'West, 2024'.")).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /West, 2024/ })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Colorado prices/ })).toBeInTheDocument();
  });

  it("copies a view's embed code: its first chart's frame under the reader's uid, and the resize script", async () => {
    fakeApi({ 'GET /saved-views': { body: { team: null, views: [COLORADO] } } });
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    await user.click(await screen.findByRole('button', { name: 'Copy the embed code of Colorado prices' }));
    expect(await screen.findByText(/^Copied the embed code of 'Colorado prices'/)).toBeInTheDocument();
    const origin = window.location.origin;
    expect(await navigator.clipboard.readText()).toBe(
      `<iframe src="${origin}/embed/views/uid-reader/v1/0" title="Colorado prices" width="100%" height="420" style="border:0" loading="lazy"></iframe>\n` +
        `<script src="${origin}/embed-resize.js" async></script>`,
    );
  });

  it("marks the team's views, offers to change only those the reader may, and saves for the team when asked", async () => {
    const shared = { ...view('t1', 'Team prices'), owner: 'team' as const, teamId: 'acme', canManage: false };
    const calls = fakeApi({
      'GET /saved-views': { body: { team: { canManage: false }, views: [COLORADO, shared] } },
      'POST /saved-views': { body: { view: { ...view('t2', 'Washington'), owner: 'team', teamId: 'acme' } } },
    });
    const user = userEvent.setup();
    renderMenu();
    await user.click(screen.getByRole('button', { name: 'Saved views' }));
    expect(await screen.findByRole('link', { name: 'Team prices Team Prices' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete Team prices' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete Colorado prices' })).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Copy the embed code of Team prices' }));
    expect(await navigator.clipboard.readText()).toContain(`${window.location.origin}/embed/team-views/acme/t1/0`);

    await user.type(screen.getByLabelText('Name this view'), 'Washington');
    await user.click(screen.getByRole('checkbox', { name: /Save for my team/ }));
    await user.click(screen.getByRole('button', { name: 'Save view' }));
    await screen.findByText("Saved 'Washington'.");
    expect(calls.at(-1)?.body).toMatchObject({ name: 'Washington', owner: 'team' });
  });

  it('offers no team saving to a reader in no team', async () => {
    fakeApi({ 'GET /saved-views': { body: { team: null, views: [COLORADO] } } });
    renderMenu();
    await openMenu();
    await screen.findByRole('link', { name: /Colorado prices/ });
    expect(screen.queryByRole('checkbox', { name: /Save for my team/ })).not.toBeInTheDocument();
  });

  it('closes on Escape and gives the focus back to its button', async () => {
    fakeApi({ 'GET /saved-views': { body: { team: null, views: [] } } });
    renderMenu();
    await openMenu();
    await screen.findByText('No saved views yet.');
    await userEvent.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Saved views' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('offers no save on a Power BI report, and a retry when the list could not be read', async () => {
    fakeApi({
      'GET /saved-views': [apiError(503, 'busy'), { body: { team: null, views: [COLORADO] } }],
    });
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    renderMenu('/reports?report=powerbi-sales', [
      ...BUILTIN_CATALOG.reports,
      { id: 'powerbi-sales', label: 'Sales', viewer: 'powerbi' },
    ]);
    await openMenu();
    expect(screen.queryByLabelText('Name this view')).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('link', { name: /Colorado prices/ })).toBeInTheDocument();
  });
});
