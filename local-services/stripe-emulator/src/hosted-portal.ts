/**
 * The page behind a billing portal session's `url`: GET /portal/:id shows it; POST
 * /portal/:id/payment-method saves a test card (typed, or through a wallet the session's
 * configuration offers) as the customer's default (and their live subscriptions'), POST
 * /portal/:id/billing-details the customer's name and address, POST /portal/:id/switch-plan
 * another price the configuration allows, POST /portal/:id/update-quantity a quantity within its
 * limits; each then shows the page again with a notice. A
 * refused card or address shows its reason.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { readBillingDetails, updateBillingDetails } from './billing-details';
import { readCardForm } from './cards';
import { messagePage } from './checkout-page';
import type { Emulator } from './emulator';
import { readBody, redirect, sendHtml } from './http-io';
import { createPaymentMethod, makeDefaultPaymentMethod } from './payment-methods';
import { switchPlan } from './plan-switch';
import {
  portalPrices,
  portalProrationBehavior,
  portalQuantityLimits,
  portalWallets,
  trialUpdateBehavior,
} from './portal-configurations';
import { updateSubscription } from './subscription-update';
import { portalPage, type PortalInput } from './portal-page';
import type { PortalSession } from './types';

function portalInput(core: Emulator, session: PortalSession): PortalInput | undefined {
  const customer = core.state.customers.get(session.customer);
  if (!customer) return undefined;
  const subscriptions = [...core.state.subscriptions.values()]
    .filter((s) => s.customer === customer.id && s.status !== 'canceled' && s.status !== 'incomplete_expired')
    .map((subscription) => {
      const price = subscription.items.data[0].price;
      const prices = portalPrices(core, session.configuration as string, price.id);
      const switchTo = ['active', 'trialing'].includes(subscription.status)
        ? prices.flatMap((id) => core.state.prices.get(id) ?? []).filter((other) => other.active !== false)
        : [];
      const live = ['active', 'trialing'].includes(subscription.status);
      const quantity = live ? portalQuantityLimits(core, session.configuration as string, price.id) : undefined;
      return { subscription, price, productName: core.state.product(price.product).name, switchTo, quantity };
    });
  const methodId =
    subscriptions[0]?.subscription.default_payment_method ?? customer.invoice_settings.default_payment_method;
  return {
    session,
    customer,
    subscriptions,
    card: methodId ? core.state.paymentMethods.get(methodId) : undefined,
    wallets: portalWallets(core, session.configuration as string),
    invoices: [...core.state.invoices.values()].reverse().filter((invoice) => invoice.customer === customer.id),
  };
}

async function updateCard(core: Emulator, input: PortalInput, req: IncomingMessage, res: ServerResponse) {
  const read = readCardForm(new URLSearchParams(await readBody(req)), core.clock.now(), (wallet) =>
    input.wallets.includes(wallet),
  );
  if ('refused' in read) {
    return sendHtml(res, read.refused.status, portalPage({ ...input, error: read.refused.message }));
  }
  const method = createPaymentMethod(core, read.card, input.customer, read.name);
  makeDefaultPaymentMethod(core, input.customer, method);
  redirect(res, `/portal/${encodeURIComponent(input.session.id)}?updated=card`);
}

async function updateDetails(core: Emulator, input: PortalInput, req: IncomingMessage, res: ServerResponse) {
  const read = readBillingDetails(new URLSearchParams(await readBody(req)));
  if (!read.ok) return sendHtml(res, 400, portalPage({ ...input, detailsError: read.message }));
  updateBillingDetails(core, input.customer, read.details);
  redirect(res, `/portal/${encodeURIComponent(input.session.id)}?updated=details`);
}

/** Switches one of the customer's subscriptions to another price of its product. */
async function changePlan(core: Emulator, input: PortalInput, req: IncomingMessage, res: ServerResponse) {
  const form = new URLSearchParams(await readBody(req));
  const entry = input.subscriptions.find(({ subscription }) => subscription.id === form.get('subscription'));
  const price = entry?.switchTo.find(({ id }) => id === form.get('price'));
  if (!entry || !price) {
    return sendHtml(res, 400, portalPage({ ...input, error: 'This plan is not available for this subscription.' }));
  }
  switchPlan(core, entry.subscription, price, trialUpdateBehavior(core, input.session.configuration as string));
  redirect(res, `/portal/${encodeURIComponent(input.session.id)}?updated=plan`);
}

/**
 * Sets a subscription's quantity within its product's `adjustable_quantity`, prorated as the
 * configuration's `proration_behavior` says; a quantity outside the limits is refused (400).
 */
async function changeQuantity(core: Emulator, input: PortalInput, req: IncomingMessage, res: ServerResponse) {
  const form = new URLSearchParams(await readBody(req));
  const entry = input.subscriptions.find(({ subscription }) => subscription.id === form.get('subscription'));
  const limits = entry?.quantity;
  if (!entry || !limits) {
    return sendHtml(res, 400, portalPage({ ...input, error: 'The quantity of this subscription cannot be changed.' }));
  }
  const text = form.get('quantity') ?? '';
  const quantity = /^\d+$/.test(text) ? Number(text) : NaN;
  if (!(quantity >= limits.minimum && (limits.maximum === null || quantity <= limits.maximum))) {
    const range =
      limits.maximum === null ? `at least ${limits.minimum}` : `between ${limits.minimum} and ${limits.maximum}`;
    const quantityError = { subscription: entry.subscription.id, message: `Choose a quantity ${range}.` };
    return sendHtml(res, 400, portalPage({ ...input, quantityError }));
  }
  const prorationBehavior = portalProrationBehavior(core, input.session.configuration as string);
  updateSubscription(core, entry.subscription, { quantity: { quantity, prorationBehavior } });
  redirect(res, `/portal/${encodeURIComponent(input.session.id)}?updated=quantity`);
}

const NOTICES: Record<string, string> = {
  card: 'Your payment method was updated.',
  details: 'Your billing details were updated.',
  plan: 'Your plan was updated.',
  quantity: 'Your quantity was updated.',
};

const ACTIONS = {
  'payment-method': updateCard,
  'billing-details': updateDetails,
  'switch-plan': changePlan,
  'update-quantity': changeQuantity,
};

/** Handles /portal/... requests; false when the path is not one of them. */
export async function handlePortalPage(
  core: Emulator,
  req: IncomingMessage,
  res: ServerResponse,
  url: URL,
): Promise<boolean> {
  const match = /^\/portal\/([^/]+)(?:\/(payment-method|billing-details|switch-plan|update-quantity))?$/.exec(
    url.pathname,
  );
  if (!match) return false;
  const session = core.state.portalSessions.get(decodeURIComponent(match[1]));
  const input = session && portalInput(core, session);
  const action = match[2] as keyof typeof ACTIONS | undefined;
  if (!input) {
    sendHtml(res, 404, messagePage('Not found', 'There is no billing portal session at this address.'));
  } else if (action && req.method === 'POST') {
    await ACTIONS[action](core, input, req, res);
  } else if (!action && (req.method === 'GET' || req.method === 'HEAD')) {
    sendHtml(res, 200, portalPage({ ...input, notice: NOTICES[url.searchParams.get('updated') ?? ''] }));
  } else {
    res.writeHead(405, { allow: action ? 'POST' : 'GET' }).end();
  }
  return true;
}
