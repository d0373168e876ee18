import { failureMailOf } from './billing-mail';

describe('failureMailOf', () => {
  // "The recommended default is 8 tries within 2 weeks" (Stripe's Smart Retries): two mails, not eight.
  it('mails the first and the last of eight failed attempts, none in between', () => {
    const attempts = Array.from({ length: 8 }, (_, index) => ({
      attempt_count: index + 1,
      next_payment_attempt: index < 7 ? 1_800_000_000 + index * 86_400 : null,
    }));
    expect(attempts.map(failureMailOf)).toEqual(['first', ...Array(6).fill(undefined), 'last']);
  });

  it('mails once a renewal that gets no retry (a hard decline, or a schedule without retries)', () => {
    expect(failureMailOf({ attempt_count: 1, next_payment_attempt: null })).toBe('first');
  });
});
