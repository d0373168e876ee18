/** Stripe's test clocks (`/v1/test_helpers/test_clocks`): create, retrieve, list, advance, delete. */
import { invalidParam } from './errors';
import type { Params } from './params';
import type { Route } from './route';
import { ID, listRoute, retrieveRoute } from './standard-routes';
import { advanceTestClock, createTestClock, deleteTestClock } from './test-clocks';

const COLLECTION = 'test_helpers/test_clocks';

function frozenTime(params: Params): number {
  const value = params.integer('frozen_time', 0, Number.MAX_SAFE_INTEGER);
  if (value === undefined)
    throw invalidParam('frozen_time', 'Missing required param: frozen_time.', 'parameter_missing');
  return value;
}

export const testClockRoutes: Route[] = [
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/${COLLECTION}$`),
    handle: ({ core, params }) => {
      params.allowOnly('frozen_time', 'name');
      return createTestClock(core, frozenTime(params), params.string('name') || null);
    },
  },
  retrieveRoute(COLLECTION, (core, id) => core.state.testClock(id)),
  listRoute({
    collection: COLLECTION,
    resource: 'test_helpers.test_clock',
    filters: [],
    items: (core) => core.state.testClocks.values(),
  }),
  {
    method: 'POST',
    pattern: new RegExp(`^/v1/${COLLECTION}/${ID}/advance$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly('frozen_time');
      return advanceTestClock(core, core.state.testClock(id), frozenTime(params));
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/${COLLECTION}/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      return deleteTestClock(core, core.state.testClock(id));
    },
  },
];
