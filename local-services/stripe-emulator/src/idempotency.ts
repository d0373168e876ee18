/**
 * Idempotency keys: a retried POST or DELETE with the same key gets the first response back
 * instead of acting twice. As at Stripe, a key belongs to one endpoint and one set of
 * parameters; reusing it for anything else is an `idempotency_error`.
 */
import { createHash } from 'node:crypto';
import { StripeApiError } from './errors';

export interface StoredResponse {
  status: number;
  body: unknown;
}

interface Entry extends StoredResponse {
  endpoint: string;
  bodyHash: string;
}

const hash = (text: string) => createHash('sha256').update(text).digest('hex');

export class IdempotencyStore {
  private entries = new Map<string, Entry>();

  /** The stored response for this key, if the same request was made with it before. */
  replay(key: string, method: string, path: string, body: string): StoredResponse | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const endpoint = `${method} ${path}`;
    if (entry.endpoint !== endpoint) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        `Keys for idempotent requests can only be used for the same endpoint they were first used for ('${entry.endpoint}' vs '${endpoint}'). ` +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    if (entry.bodyHash !== hash(body)) {
      throw new StripeApiError(
        400,
        'idempotency_error',
        'Keys for idempotent requests can only be used with the same parameters they were first used with. ' +
          `Try using a key other than '${key}' if you meant to execute a different request.`,
      );
    }
    return { status: entry.status, body: structuredClone(entry.body) };
  }

  /** Keeps a copy of the response as sent: the objects in it change later, the replay must not. */
  save(key: string, method: string, path: string, body: string, response: StoredResponse): void {
    const sent = { status: response.status, body: structuredClone(response.body) };
    this.entries.set(key, { endpoint: `${method} ${path}`, bodyHash: hash(body), ...sent });
  }

  clear(): void {
    this.entries.clear();
  }
}
