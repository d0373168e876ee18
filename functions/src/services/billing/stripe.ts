/**
 * The Stripe client, created on first use. In production it talks to api.stripe.com; when
 * STRIPE_API_BASE_URL is set (local development and tests) the same SDK talks to the
 * project's Stripe emulator through the SDK's host/port/protocol options.
 */
import Stripe from 'stripe';
import { stripeApiBaseUrl, stripeSecretKey, stripeTimeoutMs } from '../../config';
import { STRIPE_MAX_NETWORK_RETRIES } from '../../runtime-limits';

let client: Stripe | undefined;

/** Connection options for a non-default API base such as http://127.0.0.1:12111. */
export function stripeConnectionOptions(baseUrl: string): Stripe.StripeConfig {
  if (!baseUrl) return {};
  const url = new URL(baseUrl);
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return { host: url.hostname, port: url.port || (protocol === 'http' ? 80 : 443), protocol };
}

export function stripe(): Stripe {
  client ??= new Stripe(stripeSecretKey.value(), {
    ...stripeConnectionOptions(stripeApiBaseUrl.value()),
    // Stripe's SDK retries idempotent-safe failures itself, with the same Idempotency-Key.
    maxNetworkRetries: STRIPE_MAX_NETWORK_RETRIES,
    timeout: stripeTimeoutMs.value(),
    appInfo: { name: 'cannabis-market-reports' },
  });
  return client;
}

/** Stripe's answer to an id it does not know (404 `resource_missing`): the caller's wrong id, not an outage. */
export function isStripeNotFound(error: unknown): boolean {
  const { code, statusCode } = (error ?? {}) as { code?: unknown; statusCode?: unknown };
  return code === 'resource_missing' || statusCode === 404;
}
