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
