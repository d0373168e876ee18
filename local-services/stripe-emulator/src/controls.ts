/**
 * Test controls outside Stripe's API (no key needed, JSON bodies):
 *   POST /_emulator/advance            { seconds } or { to }: move the account's clock (not the test
 *                                      clocks) and catch up
 *   POST /_emulator/fail-next-renewal  { customer? }: the card on file starts declining at the next renewal
 *   POST /_emulator/fail-next-request  { path }: the next POST to that /v1 path fails with a 500
 *                                      after it has begun, which its Idempotency-Key then replays
 *   POST /_emulator/set-card           { customer, card? }: a test card replaces the customer's card
 *                                      (default 4000 0000 0000 0341: every charge declines)
 *   POST /_emulator/dispute            { customer, reason? }: the customer's latest charge is disputed
 *   POST /_emulator/refund             { customer, amount? }: the customer's latest charge is refunded
 *   GET|POST /_emulator/settings       failed-payment retries and final action (see settings.ts);
 *                                      with `customer`, for that customer's invoices only
 *   GET  /_emulator/state              everything held, for debugging
 *   POST /_emulator/reset              forget everything but the seeded plan
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Emulator } from './emulator';
import { invalidParam, StripeApiError } from './errors';
import { readBody, sendJson } from './http-io';
import { checkCard } from './cards';
import { disputeCharge, latestCharge, refundCharge } from './disputes';
import { createPaymentMethod, makeDefaultPaymentMethod } from './payment-methods';
import { parseSettings, settingsJson } from './settings';
import { CHARGE_DECLINE_CARD } from './test-cards';
import { advanceAccountClock } from './due-work';
import type { Customer, PaymentMethod } from './types';

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
  const now = core.accountClock.now();
  const delta = typeof to === 'number' ? to - now : seconds;
  const param = typeof to === 'number' ? 'to' : 'seconds';
  if (typeof delta !== 'number' || !Number.isInteger(delta)) {
    throw invalidParam(param, 'Give "seconds" (a whole number) or "to" (unix seconds).');
  }
  if (delta < 0) throw invalidParam(param, `The clock only moves forward; it is now ${now}.`);
  if (delta > TEN_YEARS) throw invalidParam(param, 'The clock moves at most ten years at a time.');
  return delta;
}

function customerParam(core: Emulator, body: Record<string, unknown>): Customer {
  const { customer } = body;
  if (typeof customer !== 'string' || !customer) throw invalidParam('customer', 'customer must be a customer id.');
  return core.state.customer(customer, 'customer');
}

function optional<T>(body: Record<string, unknown>, key: string, type: 'string' | 'number'): T | undefined {
  const value = body[key];
  if (value === undefined) return undefined;
  if (typeof value !== type || (type === 'number' && !Number.isInteger(value))) {
    throw invalidParam(key, `${key} must be a ${type === 'number' ? 'whole number' : 'string'}.`);
  }
  return value as T;
}

/** Saves a test card for the customer and makes it the one their invoices are paid with. */
function setCard(core: Emulator, body: Record<string, unknown>): PaymentMethod {
  const customer = customerParam(core, body);
  const number = optional<string>(body, 'card', 'string') ?? CHARGE_DECLINE_CARD;
  const card = checkCard({ number, expiry: '12 / 99', cvc: '123' }, core.clock.now());
  if (!card.ok) throw invalidParam('card', `${number} is not one of the emulator's test cards.`);
  const method = createPaymentMethod(core, card, customer, customer.name);
  makeDefaultPaymentMethod(core, customer, method);
  return method;
}

async function control(core: Emulator, name: string, req: IncomingMessage): Promise<unknown> {
  if (name === 'state' && req.method === 'GET') {
    return { now: core.accountClock.now(), ...core.state.dump(), webhook_deliveries: core.webhooks.deliveries };
  }
  if (name === 'settings' && req.method === 'GET') return settingsJson(core.settings);
  if (req.method !== 'POST') return undefined;
  const body = await jsonBody(req);
  // What a control does to a customer happens at the time of that customer's clock.
  const customer = typeof body.customer === 'string' ? body.customer : undefined;
  return core.onClockOf(customer, () => post(core, name, body));
}

function post(core: Emulator, name: string, body: Record<string, unknown>): unknown {
  switch (name) {
    case 'advance':
      return { now: advanceAccountClock(core, secondsToAdvance(core, body)) };
    case 'fail-next-renewal': {
      const { customer } = body;
      if (customer !== undefined && typeof customer !== 'string')
        throw invalidParam('customer', 'customer must be a customer id.');
      if (customer) core.state.customer(customer, 'customer');
      core.state.failingRenewals.add(customer || '*');
      return { failing_renewals: [...core.state.failingRenewals] };
    }
    case 'fail-next-request': {
      const { path } = body;
      if (typeof path !== 'string' || !path.startsWith('/v1/')) throw invalidParam('path', 'path must be a /v1 path.');
      core.state.failingRequests.add(path);
      return { failing_requests: [...core.state.failingRequests] };
    }
    case 'set-card':
      return setCard(core, body);
    case 'dispute': {
      const charge = latestCharge(core, customerParam(core, body).id);
      return disputeCharge(core, charge, optional<string>(body, 'reason', 'string'));
    }
    case 'refund': {
      const charge = latestCharge(core, customerParam(core, body).id);
      return refundCharge(core, charge, optional<number>(body, 'amount', 'number'), 'requested_by_customer');
    }
    case 'settings': {
      // With `customer`, the settings apply to that customer's invoices only (until reset).
      const { customer, ...settings } = body;
      if (customer === undefined) {
        core.settings = { ...core.settings, ...parseSettings(settings) };
        return settingsJson(core.settings);
      }
      if (typeof customer !== 'string') throw invalidParam('customer', 'customer must be a customer id.');
      core.state.customer(customer, 'customer');
      core.customerSettings.set(customer, { ...core.customerSettings.get(customer), ...parseSettings(settings) });
      return settingsJson(core.settingsFor(customer));
    }
    case 'reset':
      core.reset();
      return { now: core.accountClock.now() };
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
