/**
 * A fake of the product API at the network boundary (global fetch), for component tests:
 * the real api-client and feature modules run; only the HTTP answers are scripted.
 * Unscripted requests answer 404, so a wrong path or method fails the test visibly.
 */
import { vi } from 'vitest';

export interface ApiCall {
  method: string;
  path: string;
  body: unknown;
}

type Answer = { status?: number; body: unknown } | (() => Promise<{ status?: number; body: unknown }>);

export function fakeApi(routes: Record<string, Answer | Answer[]>) {
  const calls: ApiCall[] = [];
  const queues = new Map(
    Object.entries(routes).map(([key, answer]) => [key, Array.isArray(answer) ? [...answer] : [answer]]),
  );
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: string, init: RequestInit = {}) => {
      const method = init.method ?? 'GET';
      const path = input.replace(/^\/api/, '');
      calls.push({ method, path, body: init.body ? JSON.parse(String(init.body)) : undefined });
      const queue = queues.get(`${method} ${path}`);
      // The last scripted answer repeats; earlier ones are used once each, in order.
      const next = queue && (queue.length > 1 ? queue.shift() : queue[0]);
      const answer =
        typeof next === 'function'
          ? await next()
          : (next ?? { status: 404, body: { error: `No fake for ${method} ${path}` } });
      return new Response(JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return calls;
}
