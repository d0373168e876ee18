import { logger } from 'firebase-functions';

/**
 * One function per log event, so every log line has a stable message and the same
 * structured fields in Cloud Logging. Never pass secrets or tokens here.
 */
export function unexpectedError(error: unknown, context: { method: string; path: string }): void {
  logger.error('Unhandled error in API request', {
    ...context,
    error: error instanceof Error ? { name: error.name, message: error.message, stack: error.stack } : String(error),
  });
}

export function verificationMailFailed(uid: string, error: unknown): void {
  logger.error('Could not send the verification e-mail', {
    uid,
    error: error instanceof Error ? error.message : String(error),
  });
}

/** A call to Stripe or Power BI failed; logs what it was, never keys or tokens. */
export function upstreamError(service: string, error: unknown, context: Record<string, unknown> = {}): void {
  const { type, code, statusCode, message } = (error ?? {}) as Record<string, unknown>;
  logger.error(`Call to ${service} failed`, {
    ...context,
    service,
    type,
    code,
    statusCode,
    message: String(message ?? error),
  });
}

export function webhookEventIgnored(eventId: string, type: string, reason: string): void {
  logger.info('Stripe event ignored', { eventId, type, reason });
}

export function webhookEventFailed(eventId: string, type: string, error: unknown): void {
  logger.error('Stripe event failed; Stripe will retry', {
    eventId,
    type,
    error: error instanceof Error ? error.message : String(error),
  });
}

export function reportServiceMisconfigured(missing: string[]): void {
  logger.error('Power BI is selected (REPORT_PROVIDER=powerbi) but settings are missing', { missing });
}

/** A function refuses to serve until these settings are fixed: names and reasons, never values. */
export function settingsRefused(functionName: string, problems: Array<{ setting: string; problem: string }>): void {
  logger.error(
    `Refusing to serve ${functionName}: ${problems.map(({ setting, problem }) => `${setting} ${problem}`).join('; ')}`,
    { functionName, settings: problems.map(({ setting }) => setting) },
  );
}

/**
 * A webhook delivery refused for its signature. Only the reason and the body's size are
 * logged, never the payload or the header: a run of these means STRIPE_WEBHOOK_SECRET is
 * not the endpoint's secret (or someone is forging events).
 */
export function webhookSignatureRejected(reason: string, bodyBytes: number): void {
  logger.warn('Stripe webhook refused: bad signature', { reason: reason.slice(0, 200), bodyBytes });
}

export function reconciliationFinished(summary: Record<string, number>): void {
  logger.info('Subscription reconciliation finished', summary);
}

export function reconciliationFailed(uid: string, error: unknown): void {
  logger.error('Subscription reconciliation failed for a user', {
    uid,
    error: error instanceof Error ? error.message : String(error),
  });
}
