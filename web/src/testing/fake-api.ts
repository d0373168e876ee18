/**
 * A fake of the product API at the network boundary (global fetch), for component tests:
 * the real api-client and feature modules run; only the HTTP answers are scripted.
 * Unscripted requests answer 404, so a wrong path or method fails the test visibly; the
 * public report and data catalogues, which several pages read, answer the built-in reports and
 * testing/dataset-catalog.ts unless scripted, and are left out of the calls recorded (those are
 * the page's own requests). So is a report's visit (its 'What's new'), which answers no news
 * unless scripted, and is recorded only when scripted.
 */
import type { ApiErrorBody, ErrorCode } from '@cannabis-reports/contracts';
import { vi } from 'vitest';
import { DATASET_CATALOG } from './dataset-catalog';
import { BUILTIN_CATALOG } from './report-catalog';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

interface Scripted {
  status?: number;
  body: unknown;
}

type Answer = Scripted | (() => Promise<Scripted>);

/** An error answer as the server gives it: `{ error, code }` with a code from the contract. */
export function apiError(
  status: number,
  code: ErrorCode,
  error = `Failed: ${code}`,
): { status: number; body: ApiErrorBody } {
  return { status, body: { error, code } };
}

/** As fetch does, a request whose signal aborts rejects with an AbortError, answered or not. */
function abortable<T>(answer: Promise<T>, signal: AbortSignal | null | undefined): Promise<T> {
  if (!signal) return answer;
  return new Promise<T>((resolve, reject) => {
    const abort = () => reject(signal.reason ?? new DOMException('The operation was aborted.', 'AbortError'));
    if (signal.aborted) return abort();
    signal.addEventListener('abort', abort, { once: true });
    answer.then(resolve, reject).finally(() => signal.removeEventListener('abort', abort));
  });
}

const CATALOGUES = new Set(['GET /reports', 'GET /datasets']);
const REPORT_VISIT = /^POST \/reports\/[^/]+\/visits$/;
const NO_NEWS: Scripted = { body: { whatsNew: [], revisedSince: null } };

export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: ApiCall[] = [];
  const queues = new Map(
    Object.entries<Answer | Answer[]>({
      'GET /reports': { body: BUILTIN_CATALOG },
      'GET /datasets': { body: DATASET_CATALOG },
      ...routes,
    }).map(([key, answer]) => [key, Array.isArray(answer) ? [...answer] : [answer]]),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.replace(/^\/api/, '');
      const key = `${method} ${path}`;
      const unscriptedVisit = REPORT_VISIT.test(key) && !queues.has(key);
      if (!CATALOGUES.has(key) && !unscriptedVisit)
        calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const queue = unscriptedVisit ? [NO_NEWS] : queues.get(key);
      // The last scripted answer repeats; earlier ones are used once each, in order.
      const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      const answer = await abortable(
        typeof next === 'function'
          ? next()
          : Promise.resolve(next ?? apiError(404, 'not_found', `No fake for ${method} ${path}`)),
        init.signal,
      );
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
