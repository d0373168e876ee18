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

/**
 * `pages` renders public HTML that the CDN keeps for an hour and serves a day longer while it
 * fetches a newer copy (pages-app.ts): few requests reach it, each a few reads and a render, so
 * no instance is kept warm at a standing cost.
 */
export const PAGES_OPTIONS = {
  maxInstances: 10,
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
 * The daily schedule only enqueues one task per configured source (ingestSourceTask): a few
 * small calls, one run at a time. A failed run is retried: task names per source and day make
 * a second run enqueue nothing twice.
 */
export const INGEST_SCHEDULE_OPTIONS = {
  maxInstances: 1,
  concurrency: 1,
  memory: '256MiB',
  timeoutSeconds: FUNCTION_TIMEOUT_SECONDS,
  retryCount: 2,
} as const;

/**
 * One source's download, parse, checks and import. Its own timeout, within Cloud Tasks' 30
 * minutes for a dispatch: a 50 MB download has 60 s (data-import's download.ts), its parse and
 * import the rest. One task per instance with memory for a parsed 50 MB file.
 */
export const INGEST_TASK_TIMEOUT_SECONDS = 900;

/**
 * Retries with backoff for what may pass (a publisher's server down, a timeout): 5, 10, 20
 * minutes apart, four attempts in all, so a bad hour at the publisher is ridden out and the
 * next day's schedule looks again anyway. A few sources at once: each import writes its own
 * dataset, and the views they share are rebuilt from committed versions only.
 */
export const INGEST_TASK_OPTIONS = {
  maxInstances: 3,
  concurrency: 1,
  memory: '1GiB',
  timeoutSeconds: INGEST_TASK_TIMEOUT_SECONDS,
  retryConfig: { maxAttempts: 4, minBackoffSeconds: 300, maxBackoffSeconds: 1200, maxDoublings: 2 },
  rateLimits: { maxConcurrentDispatches: 3, maxDispatchesPerSecond: 1 },
} as const;
