/**
 * The two route shapes most of /v1 is made of: retrieve one object by id, and list a
 * collection newest first. Every list answers the same way: its filters, then Stripe's
 * cursor pagination and `expand[]=data.<field>`.
 */
import type { Emulator } from './emulator';
import { expand, expandList } from './expand';
import { listObject } from './lists';
import type { Route, RouteContext } from './route';
import type { StripeObject } from './types';

/** One path segment, captured: an object's id. */
export const ID = '([^/]+)';

/** GET /v1/<collection>/:id: the object `pick` finds (or refuses as missing), with `expand[]`. */
export function retrieveRoute(collection: string, pick: (core: Emulator, id: string) => StripeObject): Route {
  return {
    method: 'GET',
    pattern: new RegExp(`^/v1/${collection}/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return expand(core, pick(core, id), params.expand());
    },
  };
}

export interface ListSpec<T extends StripeObject> {
  /** The path under /v1, e.g. 'subscriptions'. */
  collection: string;
  /** The object type a bad `starting_after` or `ending_before` id is missing as. */
  resource: string;
  /** The parameters the list filters by, besides pagination. */
  filters: readonly string[];
  /** The collection, oldest first (as the state holds it). */
  items(core: Emulator): Iterable<T>;
  /** The test the request's filters ask for; throws for a filter value Stripe refuses. */
  keep?(context: RouteContext): (item: T) => boolean;
}

/** GET /v1/<collection>: the items the filters keep, newest first, one page of them. */
export function listRoute<T extends StripeObject>(spec: ListSpec<T>): Route {
  return {
    method: 'GET',
    pattern: new RegExp(`^/v1/${spec.collection}$`),
    handle: (context) => {
      const { core, params, path } = context;
      params.allowOnly(...spec.filters, 'limit', 'starting_after', 'ending_before');
      const keep = spec.keep?.(context) ?? (() => true);
      const items = [...spec.items(core)].reverse().filter(keep);
      const list = listObject(path, items, params, spec.resource);
      return { ...list, data: expandList(core, list.data, params.expand()) };
    },
  };
}
