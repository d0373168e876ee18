import { apiErrorBodySchema, type ApiErrorBody } from '@cannabis-reports/contracts';
import { safeParse } from 'zod/mini';

/**
 * Asserts the one shape of every error answer, `{ error, code }`: a sentence for people and
 * a code the contracts define, so a client can branch on it. Returns the parsed body.
 */
export function expectErrorBody(text: string): ApiErrorBody {
  const body: unknown = JSON.parse(text);
  const parsed = safeParse(apiErrorBodySchema, body);
  expect(parsed.error?.issues ?? []).toEqual([]);
  // Nothing beside the two: no stack, no detail meant for the logs.
  expect(Object.keys(body as object).sort()).toEqual(['code', 'error']);
  return parsed.data!;
}
