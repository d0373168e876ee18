/**
 * Stripe's test clocks (https://docs.stripe.com/billing/testing/test-clocks): a clock frozen at
 * `frozen_time` that customers are created on, with everything of theirs (checkout sessions,
 * subscriptions, invoices, payments). Advancing one runs only its customers' due work, in the
 * background as Stripe does: the clock answers `advancing` at once, and turns `ready` (with
 * `test_helpers.test_clock.ready`) once its customers have caught up. Deleting it deletes its
 * customers.
 */
import { Clock, intervalEnd } from './clock';
import { deleteCustomer } from './customer-deletion';
import { processDue } from './due-work';
import type { Emulator } from './emulator';
import { invalidParam, invalidRequest } from './errors';
import { newId } from './ids';
import { templates } from './templates';
import type { TestClock } from './types';

/** Stripe deletes a test clock 30 days after its creation. */
const LIFETIME_SECONDS = 30 * 86_400;
/** A clock with no subscription moves at most two years per advance. */
const YEARS_WITHOUT_SUBSCRIPTIONS = 2;
/** "Test clocks can have up to three customers" (Stripe's test clock limits). */
export const MAX_CUSTOMERS_PER_CLOCK = 3;

export function createTestClock(core: Emulator, frozenTime: number, name: string | null): TestClock {
  const created = core.accountClock.now();
  const clock: TestClock = {
    ...structuredClone(templates.test_clock),
    id: newId('clock', 24),
    created,
    deletes_after: created + LIFETIME_SECONDS,
    frozen_time: frozenTime,
    name,
    status: 'ready',
    status_details: {},
  };
  core.state.testClocks.set(clock.id, clock);
  core.state.testClockTimes.set(clock.id, new Clock(frozenTime));
  core.onClock(core.accountClock, () => core.emit('test_helpers.test_clock.created', clock));
  return clock;
}

const customersOn = (core: Emulator, clock: TestClock) =>
  [...core.state.customers.values()].filter((customer) => customer.test_clock === clock.id);

/** Refuses a customer for a clock that has its three already. */
export function assertRoomFor(core: Emulator, clock: TestClock): void {
  if (customersOn(core, clock).length >= MAX_CUSTOMERS_PER_CLOCK) {
    throw invalidParam(
      'test_clock',
      `The test clock ${clock.id} already has the maximum number of customers (${MAX_CUSTOMERS_PER_CLOCK}).`,
    );
  }
}

/**
 * The furthest an advance may go, as Stripe limits it: two intervals of the shortest live
 * subscription on the clock, else two years.
 */
function furthest(core: Emulator, clock: TestClock): number {
  const customers = new Set(customersOn(core, clock).map((customer) => customer.id));
  const ends = [...core.state.subscriptions.values()]
    .filter((subscription) => customers.has(subscription.customer) && subscription.status !== 'canceled')
    .map(({ items }) => {
      const { interval, interval_count: count } = items.data[0].price.recurring;
      return intervalEnd(clock.frozen_time, interval, count, 2);
    });
  return Math.min(intervalEnd(clock.frozen_time, 'year', YEARS_WITHOUT_SUBSCRIPTIONS, 1), ...ends);
}

/**
 * Starts moving `clock` to `frozenTime`: it is `advancing` when this returns, and `ready` once
 * its customers' due work has run (after the caller has had its answer).
 */
export function advanceTestClock(core: Emulator, clock: TestClock, frozenTime: number): TestClock {
  if (clock.status !== 'ready') {
    throw invalidRequest(`The test clock ${clock.id} is advancing; wait until its status is 'ready'.`);
  }
  if (frozenTime <= clock.frozen_time) {
    throw invalidParam(
      'frozen_time',
      `frozen_time must be after the test clock's current frozen_time (${clock.frozen_time}).`,
    );
  }
  const limit = furthest(core, clock);
  if (frozenTime > limit) {
    throw invalidParam(
      'frozen_time',
      `A test clock cannot advance more than two intervals of its shortest subscription (or two years) at once: at most to ${limit}.`,
    );
  }
  const time = core.state.testClockTimes.get(clock.id)!;
  clock.status = 'advancing';
  clock.status_details = { advancing: { target_frozen_time: frozenTime } };
  core.onClock(time, () => core.emit('test_helpers.test_clock.advancing', clock));
  setImmediate(() => {
    // Deleted meanwhile (or the emulator was reset): nothing to move.
    if (core.state.testClocks.get(clock.id) !== clock) return;
    processDue(core, time, frozenTime);
    clock.frozen_time = frozenTime;
    clock.status = 'ready';
    clock.status_details = {};
    core.onClock(time, () => core.emit('test_helpers.test_clock.ready', clock));
  });
  return clock;
}

/** Deletes the clock and, as Stripe does, every customer on it (their subscriptions end). */
export function deleteTestClock(core: Emulator, clock: TestClock): { id: string; object: string; deleted: true } {
  const time = core.state.testClockTimes.get(clock.id)!;
  core.onClock(time, () => {
    for (const customer of customersOn(core, clock)) deleteCustomer(core, customer);
  });
  core.state.testClocks.delete(clock.id);
  core.state.testClockTimes.delete(clock.id);
  core.onClock(core.accountClock, () => core.emit('test_helpers.test_clock.deleted', clock));
  return { id: clock.id, object: clock.object, deleted: true };
}
