/**
 * The /v1 API: key check, parameter parsing, idempotency, routing, and Stripe's error shape.
 * Routes live in the api-*.ts modules.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { billingRoutes } from './api-billing';
import { checkoutRoutes } from './api-checkout';
import { customerRoutes } from './api-customers';
import { discountRoutes } from './api-discounts';
import { invoiceRoutes } from './api-invoices';
import { paymentRoutes } from './api-payments';
import { portalRoutes } from './api-portal';
import { priceRoutes } from './api-prices';
import { testClockRoutes } from './api-test-clocks';
import type { Emulator } from './emulator';
import { StripeApiError } from './errors';
import { parseForm } from './form';
import { readBody, sendJson } from './http-io';
import { newId } from './ids';
import { API_VERSION } from './objects';
import { Params } from './params';
import type { Route } from './route';

const routes: Route[] = [
  ...customerRoutes,
  ...checkoutRoutes,
  ...billingRoutes,
  ...invoiceRoutes,
  ...paymentRoutes,
  ...portalRoutes,
  ...discountRoutes,
  ...priceRoutes,
  ...testClockRoutes,
];

function authenticate(req: IncomingMessage): void {
  const header = req.headers.authorization ?? '';
  const bearer = /^Bearer\s+(\S+)$/i.exec(header)?.[1];
  const basic = /^Basic\s+(\S+)$/i.exec(header)?.[1];
  const key = bearer ?? (basic ? Buffer.from(basic, 'base64').toString('utf8').split(':')[0] : undefined);
  if (!key) {
    throw new StripeApiError(
      401,
      'invalid_request_error',
      "You did not provide an API key. You need to provide your API key in the Authorization header, using Bearer auth (e.g. 'Authorization: Bearer YOUR_SECRET_KEY').",
    );
  }
  if (!/^sk_test_\S+$/.test(key)) {
    const shown = key.length > 12 ? `${key.slice(0, 8)}${'*'.repeat(key.length - 12)}${key.slice(-4)}` : key;
    throw new StripeApiError(401, 'invalid_request_error', `Invalid API Key provided: ${shown}`);
  }
}

async function respond(
  core: Emulator,
  req: IncomingMessage,
  url: URL,
): Promise<{ status: number; body: unknown; replayed?: boolean }> {
  authenticate(req);
  const method = req.method ?? 'GET';
  const raw = method === 'GET' ? '' : await readBody(req);
  const match = routes
    .filter((route) => route.method === method)
    .map((route) => ({ route, groups: route.pattern.exec(url.pathname) }))
    .find(({ groups }) => groups);
  if (!match?.groups) {
    throw new StripeApiError(404, 'invalid_request_error', `Unrecognized request URL (${method}: ${url.pathname}).`);
  }
  const keyHeader = req.headers['idempotency-key'];
  const key = method !== 'GET' && typeof keyHeader === 'string' && keyHeader ? keyHeader : undefined;
  const request = `${url.search}\n${raw}`;
  const replay = key ? core.idempotency.replay(key, method, url.pathname, request) : undefined;
  if (replay) return { ...replay, replayed: true };

  let status = 200;
  let body: unknown;
  try {
    const params = new Params({ ...parseForm(url.search.slice(1)), ...parseForm(raw) });
    const ids = match.groups.slice(1).map((id) => decodeURIComponent(id));
    // The request runs on the clock of the customer it concerns: the one its path names (a
    // customer or one of theirs), else its `customer` parameter; the account's otherwise.
    const named = params.has('customer') ? params.string('customer') : undefined;
    const customer = (ids[0] && core.state.customerOf(ids[0])) || named;
    // A fault Stripe has once a request began executing: its 500 is saved under the key like any answer.
    if (method === 'POST' && core.state.failingRequests.delete(url.pathname)) {
      throw new StripeApiError(500, 'api_error', 'An unknown error occurred while processing this request.');
    }
    body = core.onClockOf(customer, () => match.route.handle({ core, params, ids, path: url.pathname }));
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    status = error.status;
    body = error.body();
  }
  // Like Stripe, a request refused for its parameters is not remembered: fixed, it may be retried.
  if (key && status !== 400) core.idempotency.save(key, method, url.pathname, request, { status, body });
  return { status, body };
}

export async function handleApi(core: Emulator, req: IncomingMessage, res: ServerResponse, url: URL): Promise<void> {
  const headers: Record<string, string> = {
    'request-id': newId('req', 14),
    'stripe-version': String(req.headers['stripe-version'] ?? API_VERSION),
  };
  try {
    const { status, body, replayed } = await respond(core, req, url);
    if (replayed) headers['idempotent-replayed'] = 'true';
    sendJson(res, status, body, headers);
  } catch (error) {
    if (error instanceof StripeApiError) {
      sendJson(res, error.status, error.body(), headers);
      return;
    }
    console.error(error);
    sendJson(
      res,
      500,
      { error: { type: 'api_error', message: 'The emulator failed to handle this request.' } },
      headers,
    );
  }
}
