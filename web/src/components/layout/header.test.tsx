import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithApp, signedInUser } from '../../testing/render';
import { Header } from './header';

describe('Header', () => {
  it('shows only the logo, linking to sign-in, when signed out', () => {
    renderWithApp(<Header />);
    expect(screen.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    expect(screen.queryByRole('link', { name: 'Demo' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /reader@example.com/ })).not.toBeInTheDocument();
  });

  it('shows the Demo button and the user menu when signed in', async () => {
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

  it('logs out from the user menu', async () => {
    const logout = vi.fn(async () => {});
    renderWithApp(<Header />, { auth: { user: signedInUser(), logout } });
    await userEvent.click(screen.getByRole('button', { name: /reader@example.com/ }));
    await userEvent.click(screen.getByRole('menuitem', { name: 'Logout' }));
    expect(logout).toHaveBeenCalledTimes(1);
  });
});
