/**
 * Moving a clock forward (the account's, or a Stripe test clock): everything of that clock's
 * customers that would have happened in between happens in time order, each at its own moment
 * (the clock steps to it, so events and objects carry that time): checkout sessions expire,
 * trial reminders go out, trials end, periods renew or end, failed invoices are retried. The
 * customers of other clocks are not touched.
 */
import { SECONDS_PER_DAY, type Clock } from './clock';
import { dueRetries, retryInvoice } from './dunning';
import type { Emulator } from './emulator';
import { passPeriodEnd } from './renewal';
import type { Subscription } from './types';

/** Stripe sends customer.subscription.trial_will_end three days before a trial ends. */
const TRIAL_REMINDER_SECONDS = 3 * SECONDS_PER_DAY;

interface Due {
  at: number;
  run: () => void;
}

/**
 * Subscriptions the clock renews or ends: every live one. A payment due does not stop the
 * periods at Stripe: past_due and unpaid subscriptions are invoiced each period too (renewal.ts).
 */
const RENEWED_STATUSES = new Set(['trialing', 'active', 'past_due', 'unpaid']);
const periodEnds = (subscription: Subscription) => RENEWED_STATUSES.has(subscription.status);

/** Everything of `clock`'s customers due by `until`, each with its moment. */
function dueBy(core: Emulator, clock: Clock, until: number): Due[] {
  const { state } = core;
  const due: Due[] = [];
  const onClock = (customer: string | null) => core.clockOf(customer) === clock;
  for (const session of state.sessions.values()) {
    if (session.status !== 'open' || session.expires_at > until || !onClock(session.customer)) continue;
    due.push({
      at: session.expires_at,
      run: () => {
        session.status = 'expired';
        session.url = null;
        core.emit('checkout.session.expired', session);
      },
    });
  }
  for (const subscription of state.subscriptions.values()) {
    if (!onClock(subscription.customer)) continue;
    const reminderAt = (subscription.trial_end ?? 0) - TRIAL_REMINDER_SECONDS;
    if (subscription.status === 'trialing' && !state.trialReminders.has(subscription.id) && reminderAt <= until) {
      due.push({
        at: reminderAt,
        run: () => {
          state.trialReminders.add(subscription.id);
          core.emit('customer.subscription.trial_will_end', subscription);
        },
      });
    }
    const periodEnd = subscription.items.data[0].current_period_end;
    if (periodEnds(subscription) && periodEnd <= until) {
      due.push({ at: periodEnd, run: () => passPeriodEnd(core, subscription) });
    }
  }
  for (const invoice of dueRetries(core, until).filter((open) => onClock(open.customer))) {
    due.push({ at: invoice.next_payment_attempt!, run: () => retryInvoice(core, invoice) });
  }
  return due;
}

/**
 * Catches `clock` up to `until` (default: its now): the earliest due thing first, until nothing
 * is due.
 */
export function processDue(core: Emulator, clock: Clock, until = clock.now()): void {
  core.onClock(clock, () => {
    for (;;) {
      // Stable sort: at equal times, the order above (expiry, reminder, period end, retry).
      const [next] = dueBy(core, clock, until).sort((a, b) => a.at - b.at);
      if (!next) break;
      clock.holdAt(clock.advanceTo(next.at), next.run);
    }
    clock.advanceTo(until);
  });
}

/** /_emulator/advance: moves the account's clock (customers on no test clock). */
export function advanceAccountClock(core: Emulator, seconds: number): number {
  processDue(core, core.accountClock, core.accountClock.now() + seconds);
  return core.accountClock.now();
}
