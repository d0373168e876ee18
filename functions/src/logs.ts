import { createHash } from 'node:crypto';
import type { Request } from 'express';
// The logger's own entry: the package root loads the whole v1 SDK (~60 ms of cold start).
import * as logger from 'firebase-functions/logger';

/**
 * One function per log event, so every log line has a stable message and the same
 * structured fields in Cloud Logging. Never pass secrets or tokens here; e-mail addresses
 * in paths and error messages are replaced by their hash (withoutEmails).
 */

/** A short, stable stand-in for an e-mail address in logs: lookups can be correlated, the address is not written. */
export const emailHash = (email: string) =>
  `sha256:${createHash('sha256').update(email.trim().toLowerCase()).digest('hex').slice(0, 16)}`;

/**
 * An address as it appears in error texts ('<bob@example.com>', 'to bob@example.com:'). The
 * parts are bounded as RFC 5321 bounds them, so a long hostile path costs linear time.
 */
const EMAIL_ADDRESS = /[\w.!#$&'*+=?^`{|}~-]{1,64}@[A-Za-z0-9-]{1,63}(?:\.[A-Za-z0-9-]{1,63})+/g;

/**
 * The text with every e-mail address replaced by its hash. Error messages are not ours to
 * word: an SMTP server's refusal names its recipient ('550 <bob@example.com>: unknown user').
 */
export const withoutEmails = (text: string) => text.replace(EMAIL_ADDRESS, (address) => emailHash(address));

/** An error's message fit for logs. */
const loggableError = (error: unknown) => withoutEmails(error instanceof Error ? error.message : String(error));

export function unexpectedError(error: unknown, context: { method: string; path: string }): void {
  logger.error('Unhandled error in API request', {
    ...context,
    path: loggablePath(context.path),
    error:
      error instanceof Error
        ? { name: error.name, message: loggableError(error), stack: withoutEmails(String(error.stack)) }
        : loggableError(error),
  });
}

export function verificationMailFailed(uid: string, error: unknown): void {
  logger.error('Could not send the verification e-mail', { uid, error: loggableError(error) });
}

export function teamMailFailed(uid: string, error: unknown): void {
  logger.error('Could not send the team invitation e-mail', { uid, error: loggableError(error) });
}

export function passwordResetMailFailed(uid: string, error: unknown): void {
  logger.error('Could not send the password reset e-mail', { uid, error: loggableError(error) });
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
    message: withoutEmails(String(message ?? error)),
  });
}

/** A trial was cancelled because its card already had one on another account. */
/** A team's seats were not set to its members after a change; the next change or the team's next Stripe event corrects them. */
export function seatsNotFollowed(teamId: string, error: unknown): void {
  logger.error('Seats not set to the team’s members', { teamId, error: loggableError(error) });
}

export function trialRefusedForCard(uid: string, subscriptionId: string): void {
  logger.warn('Trial refused: the card already had a trial on another account', { uid, subscriptionId });
}

/** The sign-up's hourly ceiling for all callers was reached: a wave of sign-ups, which an operator alert watches for. */
export function signUpCeilingReached(): void {
  logger.error('Sign-up ceiling reached: new accounts are refused until the hour ends', { alert: 'sign_up_ceiling' });
}

export function webhookEventIgnored(eventId: string, type: string, reason: string): void {
  logger.info('Stripe event ignored', { eventId, type, reason });
}

/** A live subscription whose user no longer exists was cancelled and its payments refunded. */
export function deletedAccountBillingSettled(eventId: string, customerId: string): void {
  logger.warn('Subscription of a deleted account cancelled and refunded', { eventId, customerId });
}

export function webhookEventFailed(eventId: string, type: string, error: unknown): void {
  logger.error('Stripe event failed; Stripe will retry', { eventId, type, error: loggableError(error) });
}

export function reportServiceMisconfigured(problems: string[]): void {
  logger.error('Power BI reports are configured but their settings are missing or wrong', { problems });
}

/** A trigger or scheduled job skipped a run for these settings: names and reasons, never values. */
export function workSkippedForSettings(
  functionName: string,
  problems: Array<{ setting: string; problem: string }>,
): void {
  logger.error(
    `Skipping ${functionName}: ${problems.map(({ setting, problem }) => `${setting} ${problem}`).join('; ')}`,
    { functionName, settings: problems.map(({ setting }) => setting) },
  );
}

/** A function refuses to serve until these settings are fixed: names and reasons, never values. */
export function settingsRefused(functionName: string, problems: Array<{ setting: string; problem: string }>): void {
  logger.error(
    `Refusing to serve ${functionName}: ${problems.map(({ setting, problem }) => `${setting} ${problem}`).join('; ')}`,
    { functionName, settings: problems.map(({ setting }) => setting) },
  );
}

/**
 * A request path fit for logs: any e-mail address in it (a caller may put one anywhere,
 * URL-encoded or not) becomes its hash.
 */
export function loggablePath(path: string): string {
  let decoded = path.replace(/%40/gi, '@');
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // Not valid URL encoding: only its encoded at-signs are read as such.
  }
  const scrubbed = withoutEmails(decoded);
  return scrubbed === decoded ? path : scrubbed;
}

/**
 * Security events (OWASP ASVS V7): one structured line each, with the request's method,
 * path (e-mail addresses hashed), client address and, when known, the uid; never a token,
 * password or secret. Cloud Logging can alert on `securityEvent`.
 */
export function securityEvent(
  event:
    | 'id_token_rejected'
    | 'session_expired'
    | 'forbidden'
    | 'rate_limited'
    | 'webhook_signature_invalid'
    | 'api_key_rejected'
    | 'hosting_edge_unset',
  fields: Record<string, unknown>,
): void {
  logger.warn(`Security event: ${event}`, { securityEvent: event, ...fields });
}

/** The request fields every security event carries. */
export function requestFields(req: Request, address: string): Record<string, unknown> {
  return { method: req.method, path: loggablePath(req.path), clientAddress: address };
}

/** One line per dataset and scheduled run: what happened to its published file. */
export function ingestionOutcome(outcome: { datasetId: string; status: string; reason?: string; rows?: number }): void {
  const log = outcome.status === 'fetch_failed' || outcome.status === 'malformed' ? logger.warn : logger.info;
  log(`Ingestion of ${outcome.datasetId}: ${outcome.status}${outcome.reason ? `: ${outcome.reason}` : ''}`, outcome);
}

/**
 * Daily: the sources whose newest period is older than their publisher's. The message's start is
 * fixed for the log-based alert that tells the operator (docs/operations.md).
 */
export function sourcesBehind(
  behind: Array<{ datasetId: string; newestHeld: string; newestExpected: string; monthsBehind: number }>,
): void {
  logger.warn(
    `Sources behind their publishers: ${behind.map((source) => `${source.datasetId} (${source.monthsBehind} mo)`).join(', ')}`,
    { behind },
  );
}

export function ingestionTasksEnqueued(summary: { enqueued: string[]; alreadyQueued: string[] }): void {
  logger.info('Ingestion tasks enqueued', summary);
}

export function ingestionTaskNotEnqueued(datasetId: string, error: unknown): void {
  logger.error(`Ingestion task of ${datasetId} not enqueued`, { datasetId, error: loggableError(error) });
}

/** A task whose payload the schedule never makes: dropped, not retried. */
export function ingestionTaskRefused(data: unknown): void {
  logger.error('Ingestion task refused: not a source the schedule enqueues', { data });
}

export function reconciliationFinished(summary: Record<string, number>): void {
  logger.info('Subscription reconciliation finished', summary);
}

/** `who`: a user's uid, or 'team:<id>' for a team's record. */
export function reconciliationFailed(who: string, error: unknown): void {
  logger.error('Subscription reconciliation failed for a record', { who, error: loggableError(error) });
}

/** One alert job's counts (a fan-out batch, the sweep, the weekly digests); failures are retried, so a warning. */
export function alertsSent(job: string, summary: { sent: number; failed?: number; skipped?: number }): void {
  (summary.failed ? logger.warn : logger.info)(`Alerts (${job}): ${summary.sent} sent`, { job, ...summary });
}

/** A run of the scheduled report mails: weekly, monthly, or after an import run published. */
export function reportMailsSent(run: string, summary: { sent: number; failed: number; skipped: number }): void {
  (summary.failed ? logger.warn : logger.info)(`Report mails (${run}): ${summary.sent} sent`, { run, ...summary });
}

/** A scheduled view's report could not be built, so its mail was not sent this run. */
export function reportMailNotBuilt(viewPath: string, error: unknown): void {
  logger.warn(`Report mail of ${viewPath} not built`, { viewPath, error: loggableError(error) });
}

/** A published version's alert task was not queued: the sweep fans its run out later. */
export function alertsNotQueued(datasetId: string, error: unknown): void {
  logger.warn(`Alerts of ${datasetId} not queued; the sweep sends them`, { datasetId, error: loggableError(error) });
}

/** A signed-in page could not be rendered on the server: the browser renders it, as before. */
export function pageRenderFailed(path: string, error: unknown): void {
  logger.warn('A signed-in page was served unrendered', { path: loggablePath(path), error: loggableError(error) });
}
