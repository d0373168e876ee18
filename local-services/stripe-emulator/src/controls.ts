/**
 * Test controls outside Stripe's API (no key needed, JSON bodies):
 *   POST /_emulator/advance            { seconds } or { to }: move the clock and catch up
 *   POST /_emulator/fail-next-renewal  { customer? }: the next renewal payment fails
 *   GET  /_emulator/state              everything held, for debugging
 *   POST /_emulator/reset              forget everything but the seeded plan
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Emulator } from './emulator';
import { invalidParam, StripeApiError } from './errors';
import { readBody, sendJson } from './http-io';
import { advanceClock } from './test-clock';

const TEN_YEARS = 10 * 366 * 86_400;

async function jsonBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readBody(req);
  if (!text.trim()) return {};
  try {
    const value: unknown = JSON.parse(text);
    if (value && typeof value === 'object' && !Array.isArray(value)) return value as Record<string, unknown>;
  } catch {
    // Reported below, with the same message as any other non-object.
  }
  throw new StripeApiError(400, 'invalid_request_error', 'The body must be a JSON object.');
}

function secondsToAdvance(core: Emulator, body: Record<string, unknown>): number {
  const { seconds, to } = body;
  const now = core.clock.now();
  const delta = typeof to === 'number' ? to - now : seconds;
  const param = typeof to === 'number' ? 'to' : 'seconds';
  if (typeof delta !== 'number' || !Number.isInteger(delta)) {
    throw invalidParam(param, 'Give "seconds" (a whole number) or "to" (unix seconds).');
  }
  if (delta < 0) throw invalidParam(param, `The clock only moves forward; it is now ${now}.`);
  if (delta > TEN_YEARS) throw invalidParam(param, 'The clock moves at most ten years at a time.');
  return delta;
}

async function control(core: Emulator, name: string, req: IncomingMessage): Promise<unknown> {
  if (name === 'state' && req.method === 'GET') {
    return { now: core.clock.now(), ...core.state.dump(), webhook_deliveries: core.webhooks.deliveries };
  }
  if (req.method !== 'POST') return undefined;
  const body = await jsonBody(req);
  switch (name) {
    case 'advance':
      return { now: advanceClock(core, secondsToAdvance(core, body)) };
    case 'fail-next-renewal': {
      const { customer } = body;
      if (customer !== undefined && typeof customer !== 'string')
        throw invalidParam('customer', 'customer must be a customer id.');
      if (customer) core.state.customer(customer, 'customer');
      core.state.failingRenewals.add(customer || '*');
      return { failing_renewals: [...core.state.failingRenewals] };
    }
    case 'reset':
      core.reset();
      return { now: core.clock.now() };
    default:
      return undefined;
  }
}

/** Handles /_emulator/... requests; false when the path is not one of them. */
export async function handleControl(
  core: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = /^\/_emulator\/([a-z-]+)$/.exec(url.pathname);
  if (!match) return false;
  try {
    const result = await control(core, match[1], req);
    if (result === undefined) return false;
    sendJson(res, 200, result);
  } catch (error) {
    if (!(error instanceof StripeApiError)) throw error;
    sendJson(res, error.status, error.body());
  }
  return true;
}
