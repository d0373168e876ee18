import type { ErrorInfo } from 'react';

/**
 * React logs an error that an error boundary caught with console.error by default. Such an
 * error is handled (the boundary shows a message in place of the part that failed), so it
 * is logged as a warning, with the components it happened in.
 */
export function reportCaughtError(error: unknown, info: ErrorInfo): void {
  console.warn('An error boundary caught an error', error, info.componentStack);
}
