/**
 * The only module that knows the API's base address. `api(apiRoutes.name, request)` calls a
 * route of the contract's endpoint table: the body, query and path parameters it takes and the
 * answer it gives are the table's types. Every call sends JSON with the signed-in user's ID
 * token, and every failure becomes an ApiError carrying the server's `{ error, code }`:
 * callers decide on `code`, and show `serverMessage` to people.
 */
import type { ApiRoute, AnswerOf, EndpointAt, RequestOf } from '@cannabis-reports/contracts';
import { signOut } from 'firebase/auth';
import { toast } from './toast';
import { env } from '../config/env';
import { readAnswer } from './api-answer';
import { ApiError } from './api-error';
import { auth } from './firebase';

export { ApiError } from './api-error';

export const SIGN_IN_AGAIN = 'Please sign in again.';

/**
 * The server ended this session (it outlived its 30 days, or 'Sign out of all devices' ran
 * elsewhere): sign out here too, which every tab of the site follows, and say why. Not when the
 * refused token is one this browser has since replaced by signing in again (a password change
 * ends every session, this one's old token with them, then signs in anew): a read sent before
 * that and answered after it says nothing of the session now.
 */
async function endSession(refusedToken: string | undefined): Promise<void> {
  if (!auth.currentUser) return;
  if (refusedToken !== (await auth.currentUser.getIdToken())) return;
  toast.info(SIGN_IN_AGAIN, { toastId: 'session-ended' });
  await signOut(auth);
}

type ApiRequest<Route extends ApiRoute> = RequestOf<EndpointAt<Route>> & {
  /** Aborts the request (e.g. when the component that asked is gone). */
  signal?: AbortSignal;
  /** Delivered even if the page is left meanwhile (fetch's keepalive): for a request nothing waits on. */
  keepalive?: boolean;
};

/** The request may be left out when the route takes nothing but optional parts. */
type ApiArgs<Route extends ApiRoute> =
  Partial<ApiRequest<Route>> extends ApiRequest<Route> ? [request?: ApiRequest<Route>] : [request: ApiRequest<Route>];

interface AnyRequest {
  body?: unknown;
  query?: Record<string, string | undefined>;
  params?: Record<string, string>;
  signal?: AbortSignal;
  keepalive?: boolean;
}

/** The route's path with its parameters filled in, and its query's given values. */
function urlOf(route: ApiRoute, { params = {}, query = {} }: AnyRequest): string {
  const path = route.path.replace(/:(\w+)/g, (_, name: string) => encodeURIComponent(params[name]));
  const search = new URLSearchParams(
    Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  return `${env.apiBaseUrl}${path}${search.size ? `?${search}` : ''}`;
}

export function api<Route extends ApiRoute>(
  route: Route,
  ...request: ApiArgs<Route>
): Promise<AnswerOf<EndpointAt<Route>>>;
export async function api(route: ApiRoute, request: AnyRequest = {}): Promise<unknown> {
  // A page rendered on the server reads before Firebase has restored its user from the browser's
  // store (decision 0163): a call that takes the user's token waits until it has.
  if (route.auth !== 'none') await auth.authStateReady();
  const token = await auth.currentUser?.getIdToken();
  const headers: Record<string, string> = { 'Content-Type': 'application/json', Accept: 'application/json' };
  if (token) headers.Authorization = `Bearer ${token}`;
  // A POST always carries a JSON body, empty when the route takes none.
  const body = request.body ?? (route.method === 'POST' ? {} : undefined);
  const response = await fetch(urlOf(route, request), {
    method: route.method,
    headers,
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: request.signal,
    keepalive: request.keepalive,
  });
  try {
    return await readAnswer(response);
  } catch (error) {
    if (
      error instanceof ApiError &&
      error.status === 401 &&
      (error.code === 'session_expired' || error.code === 'session_invalid')
    )
      await endSession(token);
    throw error;
  }
}
