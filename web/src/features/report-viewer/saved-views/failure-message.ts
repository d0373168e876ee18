import { ApiError } from '../../../lib/api-client';

/** A refusal's own sentence (a taken name, a full list); anything else in the words given. */
export const failureMessage = (error: unknown, fallback: string) =>
  error instanceof ApiError && error.status < 500 && error.serverMessage ? error.serverMessage : fallback;
