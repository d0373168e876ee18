/**
 * Resource bounds of each function, in one place so that their relations hold: one Stripe
 * call may take STRIPE_TIMEOUT_MS and the SDK retries it twice, and all of that must end
 * before the function's own timeout, or the platform kills the request mid-write.
 */
export const FUNCTION_TIMEOUT_SECONDS = 60;
/** The stripe SDK's retries of a failed call (same Idempotency-Key): three attempts in all. */
export const STRIPE_MAX_NETWORK_RETRIES = 2;
/** Time kept for our own Firestore reads and writes around the Stripe calls. */
const OWN_WORK_MS = 10_000;

/** Whether `stripeTimeoutMs` per attempt leaves the function time to finish its own work. */
export const stripeTimeoutFits = (stripeTimeoutMs: number) =>
  stripeTimeoutMs * (STRIPE_MAX_NETWORK_RETRIES + 1) + OWN_WORK_MS <= FUNCTION_TIMEOUT_SECONDS * 1000;

/**
 * `api` answers many small requests: concurrency lets one instance serve them (which needs
 * a whole CPU), and maxInstances caps what a flood can cost.
 */
export const API_OPTIONS = {
  maxInstances: 20,
  concurrency: 80,
  cpu: 1,
  memory: '512MiB',
  timeoutSeconds: FUNCTION_TIMEOUT_SECONDS,
} as const;

/** Stripe's deliveries are few and retried by Stripe when refused. */
export const WEBHOOK_OPTIONS = {
  maxInstances: 10,
  concurrency: 40,
  cpu: 1,
  memory: '256MiB',
  timeoutSeconds: FUNCTION_TIMEOUT_SECONDS,
} as const;

/**
 * The blocking function that refuses client sign-ups: it answers at once without reading
 * anything, and the identity service gives a blocking function 7 s at most.
 */
export const BLOCKING_OPTIONS = {
  maxInstances: 10,
  concurrency: 80,
  memory: '256MiB',
  timeoutSeconds: 7,
} as const;

/** The v1 Auth trigger: one event at a time per instance (v1 has no concurrency). */
export const AUTH_TRIGGER_OPTIONS = {
  maxInstances: 10,
  memory: '256MB',
  timeoutSeconds: FUNCTION_TIMEOUT_SECONDS,
} as const;

/**
 * The hourly reconciliation: one instance, one run at a time, Stripe calls one after another
 * within a budget (services/billing/reconciliation) well inside the timeout.
 */
export const RECONCILE_OPTIONS = {
  maxInstances: 1,
  concurrency: 1,
  memory: '256MiB',
  timeoutSeconds: 300,
} as const;

/**
 * The daily ingestion: one run at a time on one instance (two imports at once would only
 * race to be current), memory for a parsed 50 MB file, and several downloads and imports in
 * a row: up to nine minutes, the limit for scheduled functions. A failed run is not retried;
 * the next day's run looks again.
 */
export const INGEST_OPTIONS = {
  maxInstances: 1,
  concurrency: 1,
  memory: '1GiB',
  timeoutSeconds: FUNCTION_TIMEOUT_SECONDS * 9,
  retryCount: 0,
} as const;
