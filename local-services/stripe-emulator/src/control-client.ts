/**
 * Drives a running emulator from outside, as a person or a test would: pay a checkout
 * session through its hosted page, use the test controls, and move a customer's Stripe test
 * clock. Used by the demo-account seeding and by the product's integration tests.
 */
import type Stripe from 'stripe';

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** Needs 3D Secure: checkout goes to the test authentication page. */
  authentication: '4000 0027 6000 3184',
  /** Saved without trouble, but every charge is declined (failed renewals). */
  chargesFail: '4000 0000 0000 0341',
  /** A hard decline (reported stolen): a renewal on it is not retried. */
  stolen: '4000 0000 0000 9979',
} as const;

/**
 * Cards that all succeed, each with its own fingerprint: for tests that need many accounts
 * to start a trial (the product allows one trial per card).
 */
export const DISTINCT_SUCCESSFUL_CARDS = [
  '4242 4242 4242 4242',
  '4000 0566 5566 5556',
  '5555 5555 5555 4444',
  '2223 0031 2200 3222',
  '5200 8282 8282 8210',
  '5105 1051 0510 5100',
  '3782 822463 10005',
  '3714 496353 98431',
  '6011 1111 1111 1117',
  '6011 0009 9013 9424',
  '6011 9811 1111 1113',
  '3056 9300 0902 0004',
  '3622 720627 1667',
  '3566 0020 2036 0505',
  '6200 0000 0000 0005',
  '6200 0000 0000 0047',
  '6205 5000 0000 0000 004',
  '4000 0025 0000 1001',
  '4000 0007 6000 0002',
  '4000 0012 4000 0000',
  '4000 0048 4000 8001',
  '4000 0003 6000 0006',
] as const;

export interface PaymentResult {
  status: number;
  /** Where the page sends the payer (success_url) when the payment went through. */
  location: string | null;
  body: string;
}

/** Posts a hosted page's card form (`pageUrl`/pay) with a test card. */
const payOnPage = (pageUrl: string, card: string, extra: Record<string, string> = {}) =>
  postForm(`${pageUrl}/pay`, {
    ...extra,
    card_number: card,
    card_expiry: '12 / 34',
    card_cvc: '123',
    card_name: 'Test Payer',
  });

/** Submits the hosted checkout form of a session's `url` with a test card. */
export const payCheckoutSession = (sessionUrl: string, card: string = TEST_CARDS.succeeds) =>
  payOnPage(sessionUrl, card, { email: '' });

/**
 * Pays a checkout session with a test card given through Apple Pay or Google Pay on `device`: a
 * card payment method whose fingerprint is the wallet's device token, not the card number's.
 */
export const payCheckoutSessionWithWallet = (
  sessionUrl: string,
  wallet: 'apple_pay' | 'google_pay',
  device: string,
  card: string = TEST_CARDS.succeeds,
) => payOnPage(sessionUrl, card, { email: '', wallet, wallet_device: device });

/** Switches a subscription to `price` on a portal session's page (303 when done). */
export const switchPlanInPortal = (portalUrl: string, subscription: string, price: string) =>
  postForm(`${portalUrl}/switch-plan`, { subscription, price });

/** Sets a subscription's quantity on a portal session's page (303 when done, 400 outside the configuration's limits). */
export const changeQuantityInPortal = (portalUrl: string, subscription: string, quantity: number) =>
  postForm(`${portalUrl}/update-quantity`, { subscription, quantity: String(quantity) });

/** Replaces the card on a portal session's page, typed in or through a wallet (303 when saved). */
export const updateCardInPortal = (
  portalUrl: string,
  card: string = TEST_CARDS.succeeds,
  wallet?: { type: 'apple_pay' | 'google_pay'; device: string },
) =>
  postForm(`${portalUrl}/payment-method`, {
    card_number: card,
    card_expiry: '12 / 34',
    card_cvc: '123',
    ...(wallet ? { wallet: wallet.type, wallet_device: wallet.device } : {}),
  });

/** Pays a checkout session with Link (no card), as a payer would where the session offers it. */
export const payCheckoutSessionWithLink = (sessionUrl: string) =>
  postForm(`${sessionUrl}/pay`, { payment_method_type: 'link', email: '' });

/** Enters a promotion code on a session's page (303 when applied, 400 'This code is invalid.'). */
export const applyPromotionCode = (sessionUrl: string, code: string) =>
  postForm(`${sessionUrl}/promotion-code`, { promotion_code: code });

async function postForm(url: string, fields: Record<string, string>): Promise<PaymentResult> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams(fields),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** Pays an open invoice on its hosted page (its `hosted_invoice_url`) with a test card. */
export const payInvoice = (hostedInvoiceUrl: string, card: string = TEST_CARDS.succeeds) =>
  payOnPage(hostedInvoiceUrl, card);

/**
 * Passes or fails the 3D Secure step of an invoice whose payment waits for the payer (a
 * renewal on a card that always asks for it), on its hosted page.
 */
export const confirmInvoicePayment = (hostedInvoiceUrl: string, result: 'complete' | 'fail') =>
  authenticatePayment(hostedInvoiceUrl, `${hostedInvoiceUrl}/authenticate`, result);

async function control<T>(baseUrl: string, name: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/_emulator/${name}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`Stripe emulator ${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/**
 * A new customer on a test clock of its own, frozen at the current real time, as Stripe's docs
 * set up a billing test: moving it moves no one else's time.
 */
export async function createCustomerOnTestClock(
  stripe: Stripe,
  params: Omit<Stripe.CustomerCreateParams, 'test_clock'>,
): Promise<Stripe.Customer> {
  const clock = await stripe.testHelpers.testClocks.create({
    frozen_time: Math.floor(Date.now() / 1000),
    name: params.email ?? undefined,
  });
  return stripe.customers.create({ ...params, test_clock: clock.id });
}

const CLOCK_POLL_MS = 50;

/**
 * Advances a test clock to `frozenTime` and waits until it is `ready` again (Stripe advances in
 * the background, and sends test_helpers.test_clock.ready then); answers the ready clock.
 */
export async function advanceTestClockTo(
  stripe: Stripe,
  clockId: string,
  frozenTime: number,
  timeoutMs = 30_000,
): Promise<Stripe.TestHelpers.TestClock> {
  let clock = await stripe.testHelpers.testClocks.advance(clockId, { frozen_time: frozenTime });
  const deadline = Date.now() + timeoutMs;
  while (clock.status === 'advancing') {
    if (Date.now() > deadline) throw new Error(`Test clock ${clockId} still advancing after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, CLOCK_POLL_MS));
    clock = await stripe.testHelpers.testClocks.retrieve(clockId);
  }
  if (clock.status !== 'ready') throw new Error(`Test clock ${clockId} is ${clock.status}`);
  return clock;
}

/** The test clock `customer` lives on, as it stands now. */
export async function testClockOf(stripe: Stripe, customer: string): Promise<Stripe.TestHelpers.TestClock> {
  const found = await stripe.customers.retrieve(customer, { expand: ['test_clock'] });
  const clock = found.deleted ? undefined : found.test_clock;
  if (!clock || typeof clock === 'string') throw new Error(`Customer ${customer} is on no test clock`);
  return clock;
}

/** Moves the test clock `customer` lives on `seconds` forward; answers its new frozen_time. */
export async function advanceCustomerClock(stripe: Stripe, customer: string, seconds: number): Promise<number> {
  const clock = await testClockOf(stripe, customer);
  return (await advanceTestClockTo(stripe, clock.id, clock.frozen_time + seconds)).frozen_time;
}

export const failNextRenewal = (baseUrl: string, customer?: string) =>
  control(baseUrl, 'fail-next-renewal', { customer });

/** The next POST to `path` (e.g. '/v1/checkout/sessions') answers a 500 that its Idempotency-Key then replays. */
export const failNextRequest = (baseUrl: string, path: string) => control(baseUrl, 'fail-next-request', { path });

/** Passes or fails the 3D Secure test page a checkout payment was sent to (its `location`). */
export async function authenticatePayment(baseUrl: string, location: string, result: 'complete' | 'fail') {
  const response = await fetch(new URL(location, baseUrl), {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ result }),
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

/** Replaces the customer's card (by default with one whose charges all fail); answers the payment method. */
export const setCard = (baseUrl: string, customer: string, card: string = TEST_CARDS.chargesFail) =>
  control<{ id: string }>(baseUrl, 'set-card', { customer, card });

export const disputeLatestCharge = (baseUrl: string, customer: string, reason?: string) =>
  control<{ id: string }>(baseUrl, 'dispute', { customer, reason });

export const refundLatestCharge = (baseUrl: string, customer: string, amount?: number) =>
  control<{ id: string }>(baseUrl, 'refund', { customer, amount });

export interface EmulatorSettings {
  failed_payment_action: 'cancel' | 'unpaid' | 'past_due';
  failed_invoice_action: 'leave_open' | 'mark_uncollectible';
  retry_schedule_days: number[];
}

/**
 * Changes the failed-payment settings (until reset); answers them all. With `customer`, only that
 * customer's invoices follow them, so journeys running side by side can each pick a final action.
 */
export const configureEmulator = (baseUrl: string, settings: Partial<EmulatorSettings>, customer?: string) =>
  control<EmulatorSettings>(baseUrl, 'settings', customer ? { ...settings, customer } : settings);

export interface WebhookDelivery {
  event: string;
  type: string;
  status: 'pending' | 'delivered' | 'failed';
  attempts: number;
}

export const emulatorState = (baseUrl: string) =>
  control<{ now: number; webhook_deliveries: WebhookDelivery[] } & Record<string, unknown>>(baseUrl, 'state');

/** Waits until no webhook delivery is pending (each delivered or given up); returns them. */
export async function webhooksSettled(baseUrl: string, timeoutMs = 30_000): Promise<WebhookDelivery[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const deliveries = (await emulatorState(baseUrl)).webhook_deliveries;
    if (!deliveries.some((delivery) => delivery.status === 'pending')) return deliveries;
    if (Date.now() > deadline) throw new Error(`Webhook deliveries still pending after ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}
