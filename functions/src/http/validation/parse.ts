import { safeParse, type core } from 'zod/mini';
import type { ErrorCode } from '@cannabis-reports/contracts';
import { badRequest } from '../../errors';

/**
 * Parses input with a contract schema; a mismatch is a 400 naming the first problem, with
 * `code` (by default invalid_request) when a route has a more precise one to give.
 */
export function parse<T extends core.$ZodType>(
  schema: T,
  input: unknown,
  code: ErrorCode = 'invalid_request',
): core.output<T> {
  const result = safeParse(schema, input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(code, `Invalid request: ${where}${issue.message}`);
  }
  return result.data;
}
