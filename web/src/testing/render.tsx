/**
 * Renders a component as the app would, inside a router and with a given auth state.
 * The auth state is a plain value of the real context, not a mock of our modules.
 */
import { render } from '@testing-library/react';
import type { User } from 'firebase/auth';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { AuthContext, type AuthState } from '../lib/auth';
import { reportCaughtError } from '../lib/report-caught-error';

export function signedInUser(email = 'reader@example.com'): User {
  return { uid: 'uid-reader', email } as User;
}

export function renderWithApp(
  ui: ReactElement,
  { auth = {}, route = '/' }: { auth?: Partial<AuthState>; route?: string } = {},
) {
  const value: AuthState = {
    user: null,
    userInfo: null,
    loading: false,
    refreshUserInfo: async () => auth.userInfo ?? null,
    // Read long ago unless a test says otherwise: pages that re-read on entry do.
    userInfoIsFresh: () => false,
    setUserInfo: () => {},
    logout: async () => {},
    ...auth,
  };
  return render(
    <AuthContext.Provider value={value}>
      <MemoryRouter initialEntries={[route]}>{ui}</MemoryRouter>
    </AuthContext.Provider>,
    // As the app's root does (main.tsx).
    { onCaughtError: reportCaughtError },
  );
}
