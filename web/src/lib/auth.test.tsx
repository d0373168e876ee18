import { act, render, screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import userEvent from '@testing-library/user-event';
import { onAuthStateChanged, signOut, type User } from 'firebase/auth';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi } from '../testing/fake-api';
import { paidUserInfo, userInfo } from '../testing/user-info';
import { AuthProvider, useAuth, type ServerReader } from './auth';

vi.mock('./firebase', () => ({ auth: { authStateReady: async () => undefined } }));
vi.mock('firebase/auth', () => ({ onAuthStateChanged: vi.fn(), signOut: vi.fn(async () => undefined) }));

/** What Firebase would report: the test says when the auth state changes. */
let reportAuthState: (user: User | null) => Promise<void>;

beforeEach(() => {
  vi.mocked(onAuthStateChanged).mockImplementation((_auth, observer) => {
    reportAuthState = async (user) => (observer as (user: User | null) => Promise<void>)(user);
    return () => {};
  });
});

afterEach(() => {
  vi.clearAllMocks();
  vi.unstubAllGlobals();
  localStorage.clear();
});

function Reader() {
  const { user, loading, logout } = useAuth();
  if (loading) return <p>Loading</p>;
  return (
    <>
      <p>{user ? `Signed in as ${user.uid}` : 'Signed out'}</p>
      <button onClick={() => void logout()}>Sign out</button>
    </>
  );
}

const readerOf = (uid: string) => ({ uid }) as User;

const renderInProvider = (page: ReactElement, initial?: ServerReader) =>
  render(<AuthProvider initial={initial}>{page}</AuthProvider>);
const never = () => new Promise<never>(() => {});

it('asks for the page session in the background once per load: the page renders while it is unanswered', async () => {
  const calls = fakeApi({
    'POST /session': never,
    'GET /users/uid-returning': { body: { success: true, data: userInfo() } },
  });
  renderInProvider(<Reader />);
  await act(() => reportAuthState(readerOf('uid-returning')));
  expect(await screen.findByText('Signed in as uid-returning')).toBeInTheDocument();
  // Firebase reports the same user again (another tab's change): no second request.
  await act(() => reportAuthState(readerOf('uid-returning')));
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'POST /session',
    'GET /users/uid-returning',
    'GET /users/uid-returning',
  ]);
});

it('asks for no page session where this browser got one for this user within the day, and does for another user', async () => {
  localStorage.setItem('page-session-renewed', JSON.stringify({ uid: 'uid-lately', at: Date.now() - 60_000 }));
  const calls = fakeApi({
    'POST /session': { status: 204, body: undefined },
    'GET /users/uid-lately': { body: { success: true, data: userInfo() } },
    'GET /users/uid-else': { body: { success: true, data: userInfo() } },
  });
  renderInProvider(<Reader />);
  await act(() => reportAuthState(readerOf('uid-lately')));
  expect(await screen.findByText('Signed in as uid-lately')).toBeInTheDocument();
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['GET /users/uid-lately']);
  await act(() => reportAuthState(readerOf('uid-else')));
  expect(await screen.findByText('Signed in as uid-else')).toBeInTheDocument();
  expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual([
    'GET /users/uid-lately',
    'POST /session',
    'GET /users/uid-else',
  ]);
  await vi.waitFor(() => expect(JSON.parse(localStorage.getItem('page-session-renewed') ?? '{}').uid).toBe('uid-else'));
});

it('asks for no page session while signed out', async () => {
  const calls = fakeApi({});
  renderInProvider(<Reader />);
  await act(() => reportAuthState(null));
  expect(await screen.findByText('Signed out')).toBeInTheDocument();
  expect(calls).toEqual([]);
});

it('clears the page session on sign-out, beside signing out of Firebase, sent to outlive the page', async () => {
  const order: string[] = [];
  vi.mocked(signOut).mockImplementation(async () => void order.push('signOut'));
  fakeApi({
    'POST /session': { status: 204, body: undefined },
    'GET /users/uid-leaving': { body: { success: true, data: userInfo() } },
    'POST /session/end': async () => {
      order.push('POST /session/end');
      return { status: 204, body: undefined };
    },
  });
  renderInProvider(<Reader />);
  await act(() => reportAuthState(readerOf('uid-leaving')));
  await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
  await vi.waitFor(() => expect([...order].sort()).toEqual(['POST /session/end', 'signOut']));
});

describe('on a page the server rendered', () => {
  const serverReader: ServerReader = {
    reader: { uid: 'uid-reader', email: 'reader@example.com' },
    userInfo: paidUserInfo(),
  };

  function Paid() {
    const { user, userInfo: info, loading } = useAuth();
    if (loading) return <p>Loading</p>;
    return <p>{`${user?.uid ?? 'signed out'} ${info?.isPaidUser ? 'paid' : 'unpaid'}`}</p>;
  }

  it("starts signed in as the server found, and keeps the server's user info when Firebase confirms the user", async () => {
    const calls = fakeApi({});
    renderInProvider(<Paid />, serverReader);
    expect(screen.getByText('uid-reader paid')).toBeInTheDocument();
    await act(() => reportAuthState(readerOf('uid-reader')));
    expect(screen.getByText('uid-reader paid')).toBeInTheDocument();
    // Nothing read again, and no page session asked for: the page came with one.
    expect(calls).toEqual([]);
  });

  it('follows Firebase when it names someone else, reading their user info', async () => {
    const calls = fakeApi({
      'POST /session': { status: 204, body: undefined },
      'GET /users/uid-other': { body: { success: true, data: userInfo() } },
    });
    renderInProvider(<Paid />, serverReader);
    await act(() => reportAuthState(readerOf('uid-other')));
    expect(await screen.findByText('uid-other unpaid')).toBeInTheDocument();
    expect(calls.map(({ method, path }) => `${method} ${path}`)).toEqual(['POST /session', 'GET /users/uid-other']);
  });

  it('signs out when Firebase has no user', async () => {
    fakeApi({});
    renderInProvider(<Paid />, serverReader);
    await act(() => reportAuthState(null));
    expect(await screen.findByText('signed out unpaid')).toBeInTheDocument();
  });
});
