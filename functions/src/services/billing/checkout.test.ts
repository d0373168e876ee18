/**
 * A checkout session's expiry, fixed by its claim. The success page's confirmation checks
 * who owns a checkout session before Stripe is asked anything: Stripe's own refusals (resource_missing: 404; another user's
 * client_reference_id: 403) would answer the same statuses, so only the absence of the
 * Stripe call shows the check came first.
 */
import { CHECKOUT_LIFETIME_SECONDS, checkoutExpiresAt, confirmCheckoutSession } from './checkout';
import { FUNCTION_TIMEOUT_SECONDS } from '../../runtime-limits';
import { stripe } from './stripe';
import { CHECKOUT_CLAIM_IN_FLIGHT_MS, checkoutSessionOwner } from '../accounts/checkout-claims';

jest.mock('./stripe', () => ({ ...jest.requireActual('./stripe'), stripe: jest.fn() }));
jest.mock('../accounts/checkout-claims');
jest.mock('../accounts/user-records');
jest.mock('./subscription-sync');

const retrieve = jest.fn();

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(stripe).mockReturnValue({ checkout: { sessions: { retrieve } } } as unknown as ReturnType<typeof stripe>);
});

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => 'resolved',
    (error: { status: number; code: string }) => `${error.status} ${error.code}`,
  );

describe('confirmCheckoutSession', () => {
  it('answers a session this product never created with 404, without calling Stripe', async () => {
    jest.mocked(checkoutSessionOwner).mockResolvedValue(undefined);
    expect(await refusal(confirmCheckoutSession('uid-reader', 'cs_test_unknown'))).toBe('404 not_found');
    expect(checkoutSessionOwner).toHaveBeenCalledWith('cs_test_unknown');
    expect(retrieve).not.toHaveBeenCalled();
    expect(stripe).not.toHaveBeenCalled();
  });

  it("answers another user's session with 403, without calling Stripe", async () => {
    jest.mocked(checkoutSessionOwner).mockResolvedValue('uid-owner');
    expect(await refusal(confirmCheckoutSession('uid-intruder', 'cs_test_owned'))).toBe('403 not_owner');
    expect(retrieve).not.toHaveBeenCalled();
    expect(stripe).not.toHaveBeenCalled();
  });

  it("asks Stripe about the caller's own session", async () => {
    jest.mocked(checkoutSessionOwner).mockResolvedValue('uid-owner');
    retrieve.mockRejectedValue(Object.assign(new Error('No such checkout.session'), { code: 'resource_missing' }));
    expect(await refusal(confirmCheckoutSession('uid-owner', 'cs_test_owned'))).toBe('404 not_found');
    expect(retrieve.mock.calls.map(([id]) => id)).toEqual(['cs_test_owned']);
  });
});

describe('checkoutExpiresAt', () => {
  it('is 30 minutes after the claim (Stripe’s shortest) plus two runs of the function, in whole seconds', () => {
    expect(CHECKOUT_LIFETIME_SECONDS).toBe(30 * 60);
    expect(checkoutExpiresAt(1_800_000_000_000)).toBe(1_800_000_000 + 32 * 60);
    expect(checkoutExpiresAt(1_800_000_000_001)).toBe(1_800_000_001 + 32 * 60);
  });

  it('leaves 30 minutes or more to a request sent while the claim is shared, to the end of its run', () => {
    const claimedAt = 1_800_000_000_000;
    const lastSent = claimedAt + CHECKOUT_CLAIM_IN_FLIGHT_MS + FUNCTION_TIMEOUT_SECONDS * 1000;
    expect(checkoutExpiresAt(claimedAt) * 1000 - lastSent).toBeGreaterThanOrEqual(CHECKOUT_LIFETIME_SECONDS * 1000);
  });
});
