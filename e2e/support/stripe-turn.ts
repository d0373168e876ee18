/**
 * The `test` of the journeys that pay through the Stripe emulator's hosted pages. They share the
 * emulator's one clock and the trial cards: a journey that moves the clock 32 days on expires
 * another's open checkout session and renews its subscriptions, and forgetting the
 * trial cards changes whether another's checkout starts a trial. So each such journey takes its
 * turn across both workers (a lock on this machine), starts with no trial card remembered, and
 * gives the turn back when it ends, pass or fail. Journeys in other files set the subscription
 * fields directly; one only opens a checkout page (accessibility), which a clock move cannot upset.
 */
import { forgetTrialCards } from '@cannabis-reports/test-support/src/admin';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test as base } from './fixtures';
import { takeTurn } from './turn-lock';

const TURN = path.join(tmpdir(), 'cannabis-reports-e2e-stripe-turn');
/** The other worker holds the turn for one journey at most (payments-due allows 120 s each). */
const MAX_WAIT_MS = 180_000;

export const test = base.extend<{ stripeTurn: void }>({
  stripeTurn: [
    // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern
    async ({}, use, testInfo) => {
      // The wait is not the journey's time: allow for it, then count only what was spent.
      const timeout = testInfo.timeout;
      testInfo.setTimeout(timeout + MAX_WAIT_MS);
      const { release, waitedMs } = await takeTurn(TURN, { maxWaitMs: MAX_WAIT_MS });
      testInfo.setTimeout(timeout + waitedMs);
      if (waitedMs >= 1_000) testInfo.annotations.push({ type: 'stripe turn', description: `waited ${waitedMs} ms` });
      try {
        await forgetTrialCards();
        await use();
      } finally {
        release();
      }
    },
    { auto: true },
  ],
});

export { expect } from './fixtures';
