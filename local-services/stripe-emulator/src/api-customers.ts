/** Customers: create, retrieve, delete and search (by e-mail, name, phone or metadata). */
import type { Route } from './route';
import { invalidParam } from './errors';
import { expand, expandList } from './expand';
import { matchesSearch, parseSearchQuery, searchResult } from './lists';
import { deleteCustomer, deletedCustomer } from './customer-deletion';
import { customerObject } from './objects';
import type { Params } from './params';
import { ID } from './standard-routes';
import { assertRoomFor } from './test-clocks';

function email(params: Params): string | null {
  const value = params.string('email');
  if (value === undefined || value === '') return null;
  if (!/^[^\s@]+@[^\s@]+$/.test(value) || value.length > 512)
    throw invalidParam('email', `Invalid email address: ${value}`, 'email_invalid');
  return value;
}

export const customerRoutes: Route[] = [
  {
    method: 'POST',
    pattern: /^\/v1\/customers$/,
    handle: ({ core, params }) => {
      params.allowOnly('email', 'name', 'description', 'phone', 'metadata', 'test_clock');
      const testClock = params.has('test_clock')
        ? core.state.testClock(params.requiredString('test_clock'), 'test_clock')
        : null;
      if (testClock) assertRoomFor(core, testClock);
      const fields = {
        email: email(params),
        name: params.string('name') || null,
        description: params.string('description') || null,
        phone: params.string('phone') || null,
        metadata: params.metadata() ?? {},
        test_clock: testClock?.id ?? null,
      };
      // A customer on a test clock is created at its frozen time, and lives on it from then on.
      const clock = testClock ? core.state.testClockTimes.get(testClock.id)! : core.clock;
      return core.onClock(clock, () => {
        const customer = customerObject(core.clock.now(), fields);
        core.state.customers.set(customer.id, customer);
        core.emit('customer.created', customer);
        return expand(core, customer, params.expand());
      });
    },
  },
  {
    method: 'GET',
    pattern: /^\/v1\/customers\/search$/,
    handle: ({ core, params, path }) => {
      params.allowOnly('query', 'limit', 'page');
      const clauses = parseSearchQuery(params.requiredString('query'), ['email', 'name', 'phone']);
      const matches = [...core.state.customers.values()]
        .reverse()
        .filter((customer) => matchesSearch(customer, clauses));
      const result = searchResult(path, matches, params);
      return { ...result, data: expandList(core, result.data, params.expand()) };
    },
  },
  {
    method: 'GET',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      // Stripe still answers a retrieve of a deleted customer, with this stub; anything else 404s.
      if (core.state.deletedCustomers.has(id)) return deletedCustomer(id);
      return expand(core, core.state.customer(id), params.expand());
    },
  },
  {
    method: 'DELETE',
    pattern: new RegExp(`^/v1/customers/${ID}$`),
    handle: ({ core, params, ids: [id] }) => {
      params.allowOnly();
      deleteCustomer(core, core.state.customer(id));
      return deletedCustomer(id);
    },
  },
];
