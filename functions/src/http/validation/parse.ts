import type { z } from 'zod';
import { badRequest } from '../../errors';

/** Parses input with a schema; a mismatch is a 400 naming the first problem. */
export function parse<T extends z.ZodType>(schema: T, input: unknown): z.infer<T> {
  const result = schema.safeParse(input);
  if (!result.success) {
    const issue = result.error.issues[0];
    const where = issue.path.length ? `${issue.path.join('.')}: ` : '';
    throw badRequest(`Invalid request: ${where}${issue.message}`);
  }
  return result.data;
}
