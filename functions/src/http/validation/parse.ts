import { safeParse, type core } from 'zod/mini';
import { badRequest } from '../../errors';

/** Parses input with a contract schema; a mismatch is a 400 naming the first problem. */
export function parse<T extends core.$ZodType>(schema: T, input: unknown): core.output<T> {
  const result = safeParse(schema, input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`Invalid request: ${where}${issue.message}`);
  }
  return result.data;
}
