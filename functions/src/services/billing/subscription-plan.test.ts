import type Stripe from 'stripe';
import { subscriptionPlanOf } from './subscription-plan';

const subscription = (discounts: unknown[], interval = 'month', amount = 1999) =>
  ({
    items: { data: [{ price: { unit_amount: amount, currency: 'usd', recurring: { interval } } }] },
    discounts,
  }) as unknown as Stripe.Subscription;

describe('subscriptionPlanOf', () => {
  it('gives the price, its interval and no discount for a plain subscription', () => {
    expect(subscriptionPlanOf(subscription([], 'year', 19999))).toEqual({
      amount: 19999,
      currency: 'usd',
      interval: 'year',
      discount: null,
    });
  });

  it('describes an expanded discount with the promotion code that gave it', () => {
    const discount = {
      object: 'discount',
      end: 1_800_000_000,
      promotion_code: { code: 'SAVE20' },
      source: {
        type: 'coupon',
        coupon: { percent_off: 20, amount_off: null, currency: null, duration: 'repeating' },
      },
    };
    expect(subscriptionPlanOf(subscription([discount]))?.discount).toEqual({
      code: 'SAVE20',
      percentOff: 20,
      amountOff: null,
      currency: null,
      duration: 'repeating',
      endsAt: 1_800_000_000,
    });
  });

  it('shows no discount it cannot describe (ids not expanded)', () => {
    expect(subscriptionPlanOf(subscription(['di_123']))?.discount).toBeNull();
  });
});
