import { ERROR_CODES, type ApiErrorBody } from '@cannabis-reports/contracts';

/**
 * Asserts the one shape of every error answer, `{ error, code }`: a sentence for people and
 * a code the contracts define, so a client can branch on it. Returns the parsed body.
 */
export function expectErrorBody(text: string): ApiErrorBody {
  const body = JSON.parse(text) as ApiErrorBody;
  expect(body).toEqual({ error: expect.any(String), code: expect.any(String) });
  expect(ERROR_CODES).toContain(body.code);
  return body;
}
