/**
 * The exported functions as a deploy sees them (FUNCTION_TARGET unset: all of them, with
 * their secrets) and as an `api` instance loads them (the Auth trigger, with the whole v1
 * SDK, left out).
 */
type Functions = typeof import('./index');
type Endpoint = { secretEnvironmentVariables?: Array<{ key: string }> };

function loadIndex(target: string | undefined): Functions {
  const saved = process.env.FUNCTION_TARGET;
  if (target === undefined) delete process.env.FUNCTION_TARGET;
  else process.env.FUNCTION_TARGET = target;
  try {
    let loaded: Functions | undefined;
    jest.isolateModules(() => {
      loaded = jest.requireActual<Functions>('./index');
    });
    return loaded!;
  } finally {
    if (saved === undefined) delete process.env.FUNCTION_TARGET;
    else process.env.FUNCTION_TARGET = saved;
  }
}

const secretsOf = (fn: unknown) =>
  ((fn as { __endpoint?: Endpoint }).__endpoint?.secretEnvironmentVariables ?? []).map((secret) => secret.key).sort();

it('declares every function, with its secrets, for a deploy', () => {
  // A deploy knows its project; the v1 trigger's manifest needs it.
  process.env.GCLOUD_PROJECT ??= 'demo-cannabis-reports';
  const functions = loadIndex(undefined);
  expect(secretsOf(functions.api)).toEqual([
    'ALERT_LINK_SECRET',
    'POWERBI_CLIENT_SECRET',
    'REPORT_TOKEN_SECRET',
    'SMTP_URL',
    'STRIPE_SECRET_KEY',
  ]);
  expect(secretsOf(functions.stripeWebhook)).toEqual(['SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET']);
  expect(secretsOf(functions.createUserRecord)).toEqual(['SMTP_URL']);
  expect(secretsOf(functions.deleteUserData)).toEqual(['STRIPE_SECRET_KEY']);
  expect(secretsOf(functions.reconcileSubscriptions)).toEqual(['STRIPE_SECRET_KEY']);
  expect(secretsOf(functions.ingestPublishedData)).toEqual([]);
  expect(secretsOf(functions.ingestSourceTask)).toEqual([]);
  expect(secretsOf(functions.alertFanOutTask)).toEqual(['ALERT_LINK_SECRET', 'SMTP_URL']);
  expect(secretsOf(functions.sweepUnsentAlerts)).toEqual(['ALERT_LINK_SECRET', 'SMTP_URL']);
  expect(secretsOf(functions.sendWeeklyDigests)).toEqual(['ALERT_LINK_SECRET', 'SMTP_URL']);
  expect(secretsOf(functions.sendWeeklyReportMails)).toEqual(['ALERT_LINK_SECRET', 'SMTP_URL']);
  expect(secretsOf(functions.sendMonthlyReportMails)).toEqual(['ALERT_LINK_SECRET', 'SMTP_URL']);
});

it('leaves the Auth triggers and the scheduled job out of an api instance', () => {
  const functions = loadIndex('api');
  expect(functions.api).toBeDefined();
  expect(functions.createUserRecord).toBeUndefined();
  expect(functions.deleteUserData).toBeUndefined();
  expect(functions.reconcileSubscriptions).toBeUndefined();
  expect(functions.ingestPublishedData).toBeUndefined();
  expect(functions.ingestSourceTask).toBeUndefined();
});

it('loads only the served trigger in a trigger instance', () => {
  process.env.GCLOUD_PROJECT ??= 'demo-cannabis-reports';
  const functions = loadIndex('reconcileSubscriptions');
  expect(functions.reconcileSubscriptions).toBeDefined();
  expect(functions.deleteUserData).toBeUndefined();
  expect(functions.createUserRecord).toBeUndefined();
});

it('bounds every function: instances, memory, timeout and (for HTTPS) concurrency', () => {
  process.env.GCLOUD_PROJECT ??= 'demo-cannabis-reports';
  const functions = loadIndex(undefined);
  type Bounds = { availableMemoryMb?: number; timeoutSeconds?: number; maxInstances?: number; concurrency?: number };
  const bounds = (fn: unknown) => (fn as { __endpoint: Bounds }).__endpoint;
  for (const fn of [functions.api, functions.stripeWebhook]) {
    expect(bounds(fn)).toMatchObject({
      timeoutSeconds: 60,
      maxInstances: expect.any(Number),
      concurrency: expect.any(Number),
      availableMemoryMb: expect.any(Number),
    });
  }
  // v1 Auth triggers have no concurrency setting: each instance handles one event at a time.
  for (const fn of [functions.createUserRecord, functions.deleteUserData]) {
    expect(bounds(fn)).toMatchObject({ timeoutSeconds: 60, maxInstances: 10, availableMemoryMb: 256 });
  }
  // The scheduled jobs: one instance, one run at a time.
  expect(bounds(functions.reconcileSubscriptions)).toMatchObject({
    timeoutSeconds: 300,
    maxInstances: 1,
    concurrency: 1,
    availableMemoryMb: 256,
  });
  expect(bounds(functions.ingestPublishedData)).toMatchObject({
    timeoutSeconds: 60,
    maxInstances: 1,
    concurrency: 1,
    availableMemoryMb: 256,
  });
  // One source a task: one at a time per instance, a few at once, retried with backoff.
  expect(bounds(functions.ingestSourceTask)).toMatchObject({
    timeoutSeconds: 900,
    maxInstances: 3,
    concurrency: 1,
    availableMemoryMb: 1024,
    taskQueueTrigger: {
      retryConfig: { maxAttempts: 4, minBackoffSeconds: 300, maxBackoffSeconds: 1200, maxDoublings: 2 },
      rateLimits: { maxConcurrentDispatches: 3, maxDispatchesPerSecond: 1 },
    },
  });
  // Every exported function, a new one included, has an instance cap, a memory size and a timeout.
  for (const [name, fn] of Object.entries(functions)) {
    const { maxInstances, availableMemoryMb, timeoutSeconds } = bounds(fn);
    expect({ name, maxInstances, availableMemoryMb, timeoutSeconds }).toEqual({
      name,
      maxInstances: expect.any(Number),
      availableMemoryMb: expect.any(Number),
      timeoutSeconds: expect.any(Number),
    });
  }
});
