/**
 * The 3D Secure step of the hosted checkout (test card 4000 0027 6000 3184): GET shows the
 * test page, POST with result=complete finishes the checkout, result=fail sends the payer back
 * to the checkout form with Stripe's message while the session stays open.
 */
import type { IncomingMessage, ServerResponse } from 'node:http';
import { authenticationPage } from './authentication-page';
import { completeCheckout } from './billing';
import { closedPage, pageInput, refusedPage, successUrl } from './checkout-flow';
import { messagePage } from './checkout-page';
import type { Emulator } from './emulator';
import { readBody, redirect, sendHtml } from './http-io';
import { formatAmount } from './money';
import { finishAuthentication } from './payments';
import { AUTHENTICATION_FAILED } from './test-cards';
import type { CheckoutSession } from './types';

export async function handleAuthentication(
  core: Emulator,
  session: CheckoutSession,
  key: string,
  req: IncomingMessage,
  res: ServerResponse,
): Promise<void> {
  const pending = core.state.pendingAuthentications.get(key);
  if (!pending || pending.session !== session.id) {
    const closed = closedPage(session);
    return sendHtml(res, closed ? 400 : 404, closed ?? messagePage('Not found', 'There is no authentication here.'));
  }
  if (req.method === 'GET' || req.method === 'HEAD') {
    const amount = formatAmount(session.amount_total as number, session.currency as string);
    return sendHtml(res, 200, authenticationPage(req.url ?? '', amount));
  }
  if (req.method !== 'POST') return void res.writeHead(405, { allow: 'GET, POST' }).end();

  const result = new URLSearchParams(await readBody(req)).get('result');
  if (result !== 'complete' && result !== 'fail') {
    return sendHtml(res, 400, messagePage('Choose an outcome', 'Complete or fail the authentication.'));
  }
  core.state.pendingAuthentications.delete(key);
  const intent = pending.paymentIntent ? core.state.paymentIntent(pending.paymentIntent) : null;
  if (result === 'fail') {
    if (intent) finishAuthentication(core, intent, false);
    return sendHtml(res, 402, refusedPage(core, session, AUTHENTICATION_FAILED.message));
  }
  if (intent) finishAuthentication(core, intent, true);
  const { plan } = pageInput(core, session);
  const method = core.state.paymentMethod(pending.paymentMethod);
  completeCheckout(core, session, plan, core.state.customer(pending.customer), method, intent);
  redirect(res, successUrl(session));
}
