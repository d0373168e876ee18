/** The names people give things the API stores (a saved view, a team): text Firestore can keep, trimmed, bounded. */
import { z } from 'zod/mini';

/** Control characters, and a surrogate half alone (not text: it has no UTF-8 form, which Firestore stores). */
export const NOT_TEXT = /[\p{Cc}\p{Cs}]/u;

/** A name as stored: trimmed, 1 to `max` characters of text. */
export const storedNameSchema = (max: number) =>
  z.string().check(
    z.trim(),
    z.minLength(1, 'must not be empty'),
    z.maxLength(max, `must be at most ${max} characters`),
    z.refine((name) => !NOT_TEXT.test(name), 'must be text without control characters'),
  );
