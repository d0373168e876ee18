import { checkoutRefusal, type CustomerState } from './checkout-refusal';
import { subscriptionSnapshot } from '../../testing/subscription-snapshot';

const customer = (statuses: string[], record: Partial<CustomerState['record']> = {}): CustomerState => ({
  subscriptions: statuses.map((status) => subscriptionSnapshot({ id: `sub_${status}`, status })),
  record: { isPaidUser: false, trialAvailed: false, ...record },
});

const refusalOf = (state: CustomerState | undefined, kind: 'trial' | 'monthly' = 'monthly') => {
  const refusal = checkoutRefusal(state, kind);
  return refusal && { status: refusal.status, code: refusal.code, message: refusal.message };
};

describe('checkoutRefusal', () => {
  it.each(['past_due', 'incomplete'])(
    'refuses a checkout with 409 payment_update_required while a subscription is %s',
    (status) => {
      expect(refusalOf(customer([status]))).toEqual({
        status: 409,
        code: 'payment_update_required',
        message: 'Your last payment failed. Update your card in Manage billing instead of subscribing again.',
      });
    },
  );

  it('sends an unpaid subscription to its open invoice, and a payment waiting for the bank to its confirmation', () => {
    expect(refusalOf(customer(['unpaid'], { isPaidUser: false }))).toEqual({
      status: 409,
      code: 'invoice_payment_required',
      message: 'Your subscription is unpaid. Pay its open invoice to restore it instead of subscribing again.',
    });
    // past_due still opens the reports (isPaidUser) yet is never 'already subscribed'.
    expect(refusalOf(customer(['past_due'], { isPaidUser: true, paymentActionRequired: true }))).toEqual({
      status: 409,
      code: 'payment_action_required',
      message: 'Your bank asks you to confirm your last payment. Confirm it instead of subscribing again.',
    });
    expect(refusalOf(customer(['past_due'], { isPaidUser: true }))?.code).toBe('payment_update_required');
  });

  it('asks for a new card even beside an ended subscription, and for a trial too', () => {
    expect(refusalOf(customer(['canceled', 'incomplete']), 'trial')?.code).toBe('payment_update_required');
  });

  it('refuses a paid user with already_subscribed and a used trial with trial_used', () => {
    expect(refusalOf(customer(['active'], { isPaidUser: true }))?.code).toBe('already_subscribed');
    expect(refusalOf(customer(['canceled'], { trialAvailed: true }), 'trial')?.code).toBe('trial_used');
  });

  it('lets a checkout go ahead after an ended subscription, for a new customer, and monthly after a trial', () => {
    expect(refusalOf(customer(['canceled', 'incomplete_expired']))).toBeUndefined();
    expect(refusalOf(customer([]), 'trial')).toBeUndefined();
    expect(refusalOf(undefined, 'trial')).toBeUndefined();
    expect(refusalOf(customer(['canceled'], { trialAvailed: true }), 'monthly')).toBeUndefined();
  });
});
