import type Stripe from 'stripe';
import { db } from '../platform/firebase';
import { stripe } from './stripe';
import type { CustomerRead } from './subscription-sync';
import {
  CARD_TRIAL_USED,
  enforceOneTrialPerCard,
  refuseRepeatedCardTrials,
  TRIAL_NEEDS_CARD,
  TRIAL_NEEDS_TYPED_CARD,
  trialRefusalForCard,
} from './trial-cards';

jest.mock('../platform/firebase');
jest.mock('./stripe');
jest.mock('../../logs');

/** trialCards documents in memory, behind the few Firestore calls the module makes. */
const stored = new Map<string, Record<string, unknown>>();
const cancel = jest.fn();
const retrieve = jest.fn();
const list = jest.fn();

beforeEach(() => {
  stored.clear();
  jest.clearAllMocks();
  const read = (id: string) => ({ exists: stored.has(id), get: (field: string) => stored.get(id)?.[field] });
  const doc = (id: string) => ({ id, get: async () => read(id) });
  jest.mocked(db).mockReturnValue({
    collection: () => ({ doc }),
    runTransaction: async (work: (transaction: unknown) => Promise<unknown>) =>
      work({
        get: async ({ id }: { id: string }) => read(id),
        create: ({ id }: { id: string }, data: Record<string, unknown>) => stored.set(id, data),
      }),
  } as unknown as ReturnType<typeof db>);
  jest.mocked(stripe).mockReturnValue({
    subscriptions: { cancel, list },
    paymentMethods: { retrieve },
  } as unknown as ReturnType<typeof stripe>);
  retrieve.mockImplementation(async (id: string) => ({ id, card: { fingerprint: `fp-of-${id.split('_')[1]}` } }));
});

const trialing = (id: string, paymentMethod: string | null) =>
  ({ id, status: 'trialing', default_payment_method: paymentMethod }) as unknown as Stripe.Subscription;

describe('refuseRepeatedCardTrials', () => {
  it('lets the first trial of a card through and cancels the same card on another account', async () => {
    // Two payment methods of the same card (each customer gets its own), one fingerprint.
    retrieve.mockResolvedValue({ card: { fingerprint: 'fp-same-card' } });
    expect(await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_a')])).toEqual([]);
    expect(await refuseRepeatedCardTrials('second-user', [trialing('sub_2', 'pm_b')])).toEqual(['sub_2']);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('sub_2', {}, { idempotencyKey: 'card-trial-used-sub_2' });
  });

  it('lets the same account sync its own trial again, and other cards through', async () => {
    expect(await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_card1')])).toEqual([]);
    expect(await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_card1')])).toEqual([]);
    expect(await refuseRepeatedCardTrials('second-user', [trialing('sub_2', 'pm_card2')])).toEqual([]);
    expect(cancel).not.toHaveBeenCalled();
  });

  it('reads an expanded payment method without a call, and ignores paid and card-less subscriptions', async () => {
    retrieve.mockResolvedValue({ card: { fingerprint: 'fp-x' } });
    await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_x')]);
    const expanded = {
      id: 'sub_2',
      status: 'trialing',
      default_payment_method: { card: { fingerprint: 'fp-x' } },
    } as unknown as Stripe.Subscription;
    const active = { id: 'sub_3', status: 'active', default_payment_method: 'pm_x' } as unknown as Stripe.Subscription;
    retrieve.mockClear();
    expect(await refuseRepeatedCardTrials('second-user', [expanded, active, trialing('sub_4', null)])).toEqual([
      'sub_2',
    ]);
    expect(retrieve).not.toHaveBeenCalled();
  });

  it('keeps refusing a card whose first trial belonged to an account since deleted (its claim has no uid)', async () => {
    retrieve.mockResolvedValue({ card: { fingerprint: 'fp-of-a-deleted-account' } });
    expect(await refuseRepeatedCardTrials('deleted-user', [trialing('sub_1', 'pm_a')])).toEqual([]);
    // What account deletion leaves of the claim (account-deletion, disownedCardTrial).
    const [[cardId, claim]] = [...stored.entries()];
    stored.set(cardId, { claimedAt: claim.claimedAt });
    expect(await refuseRepeatedCardTrials('new-user', [trialing('sub_2', 'pm_b')])).toEqual(['sub_2']);
  });
});

describe('trialRefusalForCard', () => {
  const withTrial = (id: string, paymentMethod: string, status = 'canceled') =>
    ({ id, status, trial_end: 1_790_000_000, default_payment_method: paymentMethod }) as unknown as Stripe.Subscription;

  it("is true for another account's trial on a claimed card, whichever sync cancelled it; false for the owner's", async () => {
    retrieve.mockResolvedValue({ card: { fingerprint: 'fp-same-card' } });
    await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_a')]);
    expect(await trialRefusalForCard(withTrial('sub_2', 'pm_b'), 'second-user')).toBe(CARD_TRIAL_USED);
    expect(await trialRefusalForCard(withTrial('sub_1', 'pm_a', 'trialing'), 'first-user')).toBeUndefined();
  });

  it('is false for a card nobody claimed and for a subscription without a trial', async () => {
    expect(await trialRefusalForCard(withTrial('sub_2', 'pm_new'), 'second-user')).toBeUndefined();
    retrieve.mockResolvedValue({ card: { fingerprint: 'fp-same-card' } });
    await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_a')]);
    const monthly = { id: 'sub_3', status: 'active', trial_end: null, default_payment_method: 'pm_b' };
    expect(await trialRefusalForCard(monthly as unknown as Stripe.Subscription, 'second-user')).toBeUndefined();
  });
});

describe('trials paid by no card', () => {
  it('cancels a trial paid by Link (no card fingerprint) even on a first account, and says a card is needed', async () => {
    retrieve.mockResolvedValue({ type: 'link', card: null });
    expect(await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_link')])).toEqual(['sub_1']);
    expect(cancel).toHaveBeenCalledWith('sub_1', {}, { idempotencyKey: 'card-trial-used-sub_1' });
    const refused = { id: 'sub_1', status: 'canceled', trial_end: 1_790_000_000, default_payment_method: 'pm_link' };
    expect(await trialRefusalForCard(refused as unknown as Stripe.Subscription, 'first-user')).toBe(TRIAL_NEEDS_CARD);
  });
});

describe('trials paid through a wallet', () => {
  it('cancels a trial paid by Apple Pay (the fingerprint is the device token) and claims nothing', async () => {
    retrieve.mockResolvedValue({
      type: 'card',
      card: { fingerprint: 'fp-of-the-device-token', wallet: { type: 'apple_pay', dynamic_last4: '1234' } },
    });
    expect(await refuseRepeatedCardTrials('first-user', [trialing('sub_1', 'pm_wallet')])).toEqual(['sub_1']);
    expect(stored.size).toBe(0);
    const refused = { id: 'sub_1', status: 'canceled', trial_end: 1_790_000_000, default_payment_method: 'pm_wallet' };
    expect(await trialRefusalForCard(refused as unknown as Stripe.Subscription, 'first-user')).toBe(
      TRIAL_NEEDS_TYPED_CARD,
    );
  });
});

describe('enforceOneTrialPerCard', () => {
  const readOf = (uid: string, subscriptions: Stripe.Subscription[]): CustomerRead => ({
    customerId: `cus_${uid}`,
    readAt: 1_790_000_000_000,
    gone: false,
    uid,
    subscriptions,
  });

  it('passes a read with no refused trial on as it is, and lists nothing again', async () => {
    const read = readOf('first-user', [trialing('sub_1', 'pm_card1')]);
    expect(await enforceOneTrialPerCard(read)).toBe(read);
    expect(cancel).not.toHaveBeenCalled();
    expect(list).not.toHaveBeenCalled();
  });

  it("cancels a repeated card's trial and answers the subscriptions as Stripe lists them after it", async () => {
    retrieve.mockResolvedValue({ card: { fingerprint: 'fp-same-card' } });
    await enforceOneTrialPerCard(readOf('first-user', [trialing('sub_1', 'pm_a')]));
    const cancelled = { id: 'sub_2', status: 'canceled' } as Stripe.Subscription;
    list.mockResolvedValue({ data: [cancelled] });
    const read = readOf('second-user', [trialing('sub_2', 'pm_b')]);
    expect(await enforceOneTrialPerCard(read)).toEqual({ ...read, subscriptions: [cancelled] });
    expect(cancel).toHaveBeenCalledWith('sub_2', {}, { idempotencyKey: 'card-trial-used-sub_2' });
    expect(list).toHaveBeenCalledWith({ customer: 'cus_second-user', status: 'all', limit: 100 });
  });

  it('leaves a deleted customer to be unlinked, asking Stripe nothing', async () => {
    const gone: CustomerRead = { customerId: 'cus_gone', readAt: 1, gone: true, uid: 'first-user' };
    expect(await enforceOneTrialPerCard(gone)).toBe(gone);
    expect(retrieve).not.toHaveBeenCalled();
  });
});
