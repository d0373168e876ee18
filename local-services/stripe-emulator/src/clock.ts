/**
 * A clock of the emulator. The account's clock is real time plus an offset that only moves
 * forward, so a local run can jump to the end of a trial or a billing period; a Stripe test
 * clock's is frozen at its `frozen_time` and moves only when advanced. Every timestamp the
 * emulator writes comes from the clock of the customer it concerns (Emulator.clock).
 */
const realNow = () => Math.floor(Date.now() / 1000);

export class Clock {
  private offsetSeconds = 0;
  /** Set for a test clock: the time stands still there between advances. */
  private frozenAt: number | undefined;

  constructor(frozenAt?: number) {
    this.frozenAt = frozenAt;
  }
  /** While a due moment's work runs, the time is that moment's, however long the work takes. */
  private heldAt: number | undefined;

  /** Unix seconds. */
  now(): number {
    return this.heldAt ?? this.frozenAt ?? realNow() + this.offsetSeconds;
  }

  /** Unix seconds of the callers' clock, which never moves with the emulator's. */
  realNow(): number {
    return realNow();
  }

  /**
   * Runs `work` (synchronous) with the time held at `time`: what it schedules from "now" (a retry
   * 3 days after a failed attempt) counts from the due moment, as Stripe's test clocks do, not
   * from a real second that ticked meanwhile.
   */
  holdAt(time: number, work: () => void): void {
    this.heldAt = time;
    try {
      work();
    } finally {
      this.heldAt = undefined;
    }
  }

  /** Moves to `time` (unix seconds) if that is ahead; never back. */
  advanceTo(time: number): number {
    const now = this.now();
    if (time <= now) return now;
    if (this.frozenAt === undefined) this.offsetSeconds += time - now;
    else this.frozenAt = time;
    return time;
  }

  reset(): void {
    this.offsetSeconds = 0;
  }
}

const DAY = 86_400;

/**
 * `months` calendar months after `anchor` (unix seconds, UTC), clamped to the end of shorter
 * months the way Stripe bills: Jan 31 + 1 month is Feb 28 (or 29), + 2 months is Mar 31.
 */
export function addMonths(anchor: number, months: number): number {
  const start = new Date(anchor * 1000);
  const target = new Date(Date.UTC(start.getUTCFullYear(), start.getUTCMonth() + months, 1));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(start.getUTCDate(), lastDay));
  target.setUTCHours(start.getUTCHours(), start.getUTCMinutes(), start.getUTCSeconds());
  return Math.floor(target.getTime() / 1000);
}

/** The end of the `n`th billing interval counted from `anchor`. */
export function intervalEnd(anchor: number, interval: string, count: number, n: number): number {
  switch (interval) {
    case 'day':
      return anchor + n * count * DAY;
    case 'week':
      return anchor + n * count * 7 * DAY;
    case 'year':
      return addMonths(anchor, n * count * 12);
    default:
      return addMonths(anchor, n * count);
  }
}

export const SECONDS_PER_DAY = DAY;
