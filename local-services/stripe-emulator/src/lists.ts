/**
 * Stripe's collection shapes: `list` (cursor pagination with `starting_after` and
 * `ending_before`), `search_result` (page tokens), and the search query subset we understand.
 */
import { invalidParam, resourceMissing } from './errors';
import type { Params } from './params';
import type { StripeObject } from './types';

function limitOf(params: Params): number {
  return params.integer('limit', 1, 100) ?? 10;
}

/** `items` newest first. */
export function listObject<T extends StripeObject>(url: string, items: T[], params: Params, resource: string) {
  const limit = limitOf(params);
  const after = params.string('starting_after');
  const before = params.string('ending_before');
  let start = 0;
  let end = items.length;
  if (after) {
    const index = items.findIndex((item) => item.id === after);
    if (index < 0) throw resourceMissing(resource, after, 'starting_after');
    start = index + 1;
  } else if (before) {
    const index = items.findIndex((item) => item.id === before);
    if (index < 0) throw resourceMissing(resource, before, 'ending_before');
    end = index;
    start = Math.max(0, end - limit);
  }
  const data = items.slice(start, Math.min(end, start + limit));
  const hasMore = before ? start > 0 : start + limit < end;
  return { object: 'list' as const, data, has_more: hasMore, url };
}

export function searchResult<T extends StripeObject>(url: string, items: T[], params: Params) {
  const limit = limitOf(params);
  const page = params.string('page');
  const start = page ? Number.parseInt(Buffer.from(page, 'base64url').toString('utf8'), 10) : 0;
  if (!Number.isInteger(start) || start < 0) throw invalidParam('page', 'Invalid page token.');
  const data = items.slice(start, start + limit);
  const hasMore = start + limit < items.length;
  const nextPage = hasMore ? Buffer.from(String(start + limit)).toString('base64url') : null;
  return { object: 'search_result' as const, data, has_more: hasMore, next_page: nextPage, url };
}

export interface SearchClause {
  field: string;
  /** The metadata key, for `metadata['key']:'value'`. */
  key?: string;
  value: string;
}

const CLAUSE = /^(?:metadata\[(['"])(.+?)\1\]|([a-z_]+))\s*:\s*(['"])(.*)\4$/;

/** `metadata['uid']:'abc' AND email:'a@b.c'`: exact matches joined by AND. */
export function parseSearchQuery(query: string, fields: string[]): SearchClause[] {
  return query.split(/\s+AND\s+/).map((text) => {
    const match = CLAUSE.exec(text.trim());
    const field = match ? (match[2] !== undefined ? 'metadata' : match[3]) : undefined;
    if (!match || !field || (field !== 'metadata' && !fields.includes(field))) {
      throw invalidParam(
        'query',
        `The emulator cannot run the search query '${text.trim()}': use field:'value' with ${[...fields, "metadata['key']"].join(', ')}, joined by AND.`,
      );
    }
    return field === 'metadata' ? { field, key: match[2], value: match[5] } : { field, value: match[5] };
  });
}

export function matchesSearch(object: StripeObject, clauses: SearchClause[]): boolean {
  return clauses.every((clause) => {
    if (clause.key !== undefined) return (object.metadata as Record<string, string>)[clause.key] === clause.value;
    const value = object[clause.field];
    // Stripe's exact-match search of text fields ignores case.
    return typeof value === 'string' && value.toLowerCase() === clause.value.toLowerCase();
  });
}
