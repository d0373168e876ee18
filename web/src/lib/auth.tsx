/**
 * The signed-in user and their user info, shared by the whole app. `loading` is true until
 * Firebase has reported the auth state and, for a signed-in user, their user-info read has
 * settled, and again during every sign-in or sign-out, so pages that gate on the user or on
 * isPaidUser never decide on a half-loaded state.
 */
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import {
  createContext,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from 'react';
import { apiRoutes } from '@cannabis-reports/contracts';
import { api } from './api-client';
import { auth } from './firebase';
import { endPageSession, renewPageSession } from './page-session';
import type { UserInfo } from './user-info';

/** The signed-in user as pages read them: Firebase's user, or the server's word for it (below). */
export type Reader = Pick<User, 'uid' | 'email'>;

/**
 * Who the server found signed in when it rendered the page (its session cookie, decision 0163),
 * with their user info: the app starts from this, as the server's HTML did, until Firebase has
 * confirmed the same user.
 */
export interface ServerReader {
  reader: Reader;
  userInfo: UserInfo;
}

export interface AuthState {
  user: Reader | null;
  userInfo: UserInfo | null;
  loading: boolean;
  /** Re-reads the user info; a failure is only logged, leaves it empty, and the flow goes on. */
  refreshUserInfo: () => Promise<UserInfo | null>;
  /**
   * Whether the user info was read a moment ago (within FRESH_USER_INFO_MS): a page opened
   * directly finds it just read by the sign-in check, and need not read it again.
   */
  userInfoIsFresh: () => boolean;
  setUserInfo: (userInfo: UserInfo | null) => void;
  logout: () => Promise<void>;
}

/** How old a read of the user info is still 'a moment ago'. */
export const FRESH_USER_INFO_MS = 5_000;

export const AuthContext = createContext<AuthState | null>(null);

/** The only read of the user info in the app (`GET /users/{uid}`); null when it fails. */
async function readUserInfo(user: User): Promise<UserInfo | null> {
  try {
    return (await api(apiRoutes.userInfo, { params: { uid: user.uid } })).data;
  } catch (error) {
    console.warn('Could not load user info', error);
    return null;
  }
}

export function AuthProvider({ children, initial }: { children: ReactNode; initial?: ServerReader }) {
  const [user, setUser] = useState<Reader | null>(initial?.reader ?? null);
  const [userInfo, setUserInfo] = useState<UserInfo | null>(initial?.userInfo ?? null);
  const [loading, setLoading] = useState(!initial);
  const readAt = useRef(-Infinity);
  const unconfirmed = useRef(initial?.reader.uid);
  // The server read the user info as it rendered the page: as fresh as a sign-in check's.
  useEffect(() => {
    if (unconfirmed.current !== undefined) readAt.current = performance.now();
  }, []);

  useEffect(() => {
    let latest = 0;
    return onAuthStateChanged(auth, async (next) => {
      const change = ++latest;
      // Firebase's first word on a page the server rendered signed in: the same user keeps the
      // page as it is (and the user info the server read); anyone else is handled as any change.
      const serverUid = unconfirmed.current;
      unconfirmed.current = undefined;
      if (serverUid !== undefined && next?.uid === serverUid) {
        startTransition(() => setUser(next));
        return;
      }
      // Until this user's info is read, pages wait (spinner) rather than act on the old state:
      // e.g. right after registration, /dashboard must not see "signed out".
      setLoading(true);
      // In the background: nothing on this page waits for the cookie, which serves the next page request.
      if (next) void renewPageSession(next.uid);
      const info = next ? await readUserInfo(next) : null;
      if (next) readAt.current = performance.now();
      // A newer auth change may have arrived while this read was in flight.
      if (change !== latest) return;
      // User and user info change together, so no page sees a user without their info; the page
      // they open is rendered as a transition, in slices rather than one long task (decision 0157).
      startTransition(() => {
        setUser(next);
        setUserInfo(info);
        setLoading(false);
      });
    });
  }, []);

  const refreshUserInfo = useCallback(async () => {
    const current = auth.currentUser;
    const info = current ? await readUserInfo(current) : null;
    if (current) readAt.current = performance.now();
    // A re-read that brings nothing new (e.g. /dashboard's on entry) keeps the same object, so
    // the auth state is unchanged and nothing that reads it renders again.
    setUserInfo((previous) => (JSON.stringify(previous) === JSON.stringify(info) ? previous : info));
    return info;
  }, []);

  const userInfoIsFresh = useCallback(() => performance.now() - readAt.current < FRESH_USER_INFO_MS, []);
  // The page session's cookie is cleared beside the sign-out, not before it: a reader who leaves the
  // page at once (a click on Logout, then another address) is still signed out here, and the
  // cookie's clearing is delivered all the same (keepalive).
  const logout = useCallback(async () => {
    await Promise.all([endPageSession(), signOut(auth)]);
  }, []);
  const value = useMemo<AuthState>(
    () => ({ user, userInfo, loading, refreshUserInfo, userInfoIsFresh, setUserInfo, logout }),
    [user, userInfo, loading, refreshUserInfo, userInfoIsFresh, logout],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const state = useContext(AuthContext);
  if (!state) throw new Error('useAuth must be used inside <AuthProvider>');
  return state;
}
