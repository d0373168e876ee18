import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInUser } from '../../testing/render';
import { paidUserInfo, userInfo } from '../../testing/user-info';
import { Header } from './header';

describe('Header', () => {
  it('shows only the logo, linking to sign-in, when signed out', () => {
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Reports' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reader@example.com/ })).not.toBeInTheDocument();
  });

  it('shows the Demo link and the user menu when signed in', async () => {
    renderWithApp(<Header />, { auth: { user: signedInUser() } });
    expect(screen.getByRole('link', { name: 'Demo' })).toHaveAttribute('href', '/demo');
    const menuButton = screen.getByRole('button', { name: /reader@example.com/ });
    expect(menuButton).toHaveAttribute('aria-expanded', 'false');

    await userEvent.click(menuButton);
    expect(screen.getByRole('menuitem', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    expect(screen.getByRole('menuitem', { name: 'Logout' })).toBeInTheDocument();

    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('menu')).not.toBeInTheDocument();
  });

  it('leads a paying or trialing user to the reports from Reports and the logo', () => {
    for (const status of ['active', 'trialing'] as const) {
      const { unmount } = renderWithApp(<Header />, {
        auth: { user: signedInUser(), userInfo: paidUserInfo({ stripeSubscriptionStatus: status }) },
      });
      expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/reports');
      expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/reports');
      unmount();
    }
  });

  it("leads a free user's Reports to the upgrade page, and the logo to the demo", () => {
    renderWithApp(<Header />, { auth: { user: signedInUser(), userInfo: userInfo() } });
    expect(screen.getByRole('link', { name: 'Reports' })).toHaveAttribute('href', '/dashboard');
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/demo');
  });

  it.each([
    ['a paying user on /reports', paidUserInfo(), '/reports', 'Reports'],
    ['a free user on the upgrade page', userInfo(), '/dashboard', 'Reports'],
    ['a paying user on /demo', paidUserInfo(), '/demo', 'Demo'],
    ['a free user on /demo', userInfo(), '/demo', 'Demo'],
  ])('marks the current page for %s', (_, info, route, current) => {
    renderWithApp(<Header />, { route, auth: { user: signedInUser(), userInfo: info } });
    const navigation = screen.getByRole('navigation', { name: 'Main' });
    const marked = within(navigation)
      .getAllByRole('link')
      .filter((link) => link.getAttribute('aria-current') === 'page')
      .map((link) => link.textContent);
    expect(marked).toEqual([current]);
  });

  it('marks no link on a page the navigation does not name', () => {
    renderWithApp(<Header />, { route: '/profile', auth: { user: signedInUser(), userInfo: paidUserInfo() } });
    expect(screen.getAllByRole('link').filter((link) => link.hasAttribute('aria-current'))).toEqual([]);
  });

  it('logs out from the user menu', async () => {
    const logout = vi.fn(async () => {});
    renderWithApp(<Header />, { auth: { user: signedInUser(), logout } });
    await userEvent.click(screen.getByRole('button', { name: /reader@example.com/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
