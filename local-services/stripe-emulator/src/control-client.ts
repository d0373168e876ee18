/**
 * Drives a running emulator from outside, as a person or a test would: pay a checkout
 * session through its hosted page, and use the test controls. Used by the demo-account
 * seeding and by the product's integration tests.
 */

export const TEST_CARDS = {
  succeeds: '4242 4242 4242 4242',
  declined: '4000 0000 0000 0002',
  insufficientFunds: '4000 0000 0000 9995',
  /** Needs 3D Secure: checkout goes to the test authentication page. */
  authentication: '4000 0027 6000 3184',
  /** Saved without trouble, but every charge is declined (failed renewals). */
  chargesFail: '4000 0000 0000 0341',
} as const;

export interface PaymentResult {
  status: number;
  /** Where the page sends the payer (success_url) when the payment went through. */
  location: string | null;
  body: string;
}

/** Submits the hosted checkout form of a session's `url` with a test card. */
export async function payCheckoutSession(
  sessionUrl: string,
  card: string = TEST_CARDS.succeeds,
): Promise<PaymentResult> {
  const form = new URLSearchParams({
    email: '',
    card_number: card,
    card_expiry: '12 / 34',
    card_cvc: '123',
    card_name: 'Test Payer',
  });
  const response = await fetch(`${sessionUrl}/pay`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: form,
    redirect: 'manual',
  });
  return { status: response.status, location: response.headers.get('location'), body: await response.text() };
}

async function control<T>(baseUrl: string, name: string, body?: object): Promise<T> {
  const response = await fetch(`${baseUrl}/_emulator/${name}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`Stripe emulator ${name} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** Moves the emulator's clock forward; answers the new time (unix seconds). */
export const advanceClock = (baseUrl: string, seconds: number) =>
  control<{ now: number }>(baseUrl, 'advance', { seconds }).then(({ now }) => now);

export const failNextRenewal = (baseUrl: string, customer?: string) =>
  control(baseUrl, 'fail-next-renewal', { customer });

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

/** Changes the failed-payment settings (until reset); answers them all. */
export const configureEmulator = (baseUrl: string, settings: Partial<EmulatorSettings>) =>
  control<EmulatorSettings>(baseUrl, 'settings', settings);

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
