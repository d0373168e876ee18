/**
 * Moving time forward: after the clock jumps, everything that would have happened in between
 * happens, in order: checkout sessions expire, trials end, periods renew or end.
 */
import { passPeriodEnd } from './billing';
import type { Emulator } from './emulator';
import type { Subscription } from './types';

/** Subscriptions the clock can act on; past_due ones wait (no dunning) unless set to end. */
function isDue(subscription: Subscription, now: number): boolean {
  if (subscription.items.data[0].current_period_end > now) return false;
  if (subscription.status === 'trialing' || subscription.status === 'active') return true;
  return subscription.status === 'past_due' && subscription.cancel_at_period_end;
}

function expireSessions(core: Emulator, now: number): void {
  for (const session of core.state.sessions.values()) {
    if (session.status === 'open' && session.expires_at <= now) {
      session.status = 'expired';
      session.url = null;
      core.emit('checkout.session.expired', session);
    }
  }
}

/** Catches up with the clock: the earliest period end first, until nothing is due. */
export function processDue(core: Emulator): void {
  const now = core.clock.now();
  expireSessions(core, now);
  for (;;) {
    const due = [...core.state.subscriptions.values()]
      .filter((subscription) => isDue(subscription, now))
      .sort((a, b) => a.items.data[0].current_period_end - b.items.data[0].current_period_end);
    if (!due.length) return;
    passPeriodEnd(core, due[0]);
  }
}

export function advanceClock(core: Emulator, seconds: number): number {
  core.clock.advanceBy(seconds);
  processDue(core);
  return core.clock.now();
}
