import { adminAuth } from '../platform/firebase';
import { settleCustomerOfDeletedAccount, expireOpenCheckoutSessions } from './account-gone';
import { stripe } from './stripe';
import { listSubscriptions, uidOfCustomer } from './subscription-sync';

jest.mock('../platform/firebase');
jest.mock('./stripe');
jest.mock('./subscription-sync');

const sessionsList = jest.fn();
const expire = jest.fn();
const cancel = jest.fn();
const chargesList = jest.fn();
const refund = jest.fn();
const getUser = jest.fn();

const notFound = Object.assign(new Error('no user'), { code: 'auth/user-not-found' });
const subscription = (id: string, status: string, created: number) => ({ id, status, created });
const charge = (id: string, created: number, fields: object = {}) => ({
  id,
  created,
  status: 'succeeded',
  refunded: false,
  ...fields,
});

beforeEach(() => {
  jest.clearAllMocks();
  jest.mocked(stripe).mockReturnValue({
    checkout: { sessions: { list: sessionsList, expire } },
    subscriptions: { cancel },
    charges: { list: chargesList },
    refunds: { create: refund },
  } as unknown as ReturnType<typeof stripe>);
  jest.mocked(adminAuth).mockReturnValue({ getUser } as unknown as ReturnType<typeof adminAuth>);
  jest.mocked(uidOfCustomer).mockResolvedValue('uid-gone');
  sessionsList.mockResolvedValue({ data: [] });
  expire.mockResolvedValue({});
  chargesList.mockResolvedValue({ data: [] });
});

describe('expireOpenCheckoutSessions', () => {
  it("expires each of the customer's open sessions; one paid meanwhile is left to the cancel", async () => {
    sessionsList.mockResolvedValue({ data: [{ id: 'cs_1' }, { id: 'cs_2' }] });
    expire.mockRejectedValueOnce(Object.assign(new Error('not open'), { type: 'StripeInvalidRequestError' }));
    await expireOpenCheckoutSessions('cus_1');
    expect(sessionsList).toHaveBeenCalledWith({ customer: 'cus_1', status: 'open', limit: 100 });
    expect(expire.mock.calls).toEqual([['cs_1'], ['cs_2']]);
  });

  it('lets any other failure through, so the deletion is retried', async () => {
    sessionsList.mockResolvedValue({ data: [{ id: 'cs_1' }] });
    expire.mockRejectedValueOnce(Object.assign(new Error('down'), { type: 'StripeConnectionError' }));
    await expect(expireOpenCheckoutSessions('cus_1')).rejects.toThrow('down');
  });
});

describe('settleCustomerOfDeletedAccount', () => {
  it('cancels the live subscription of a user who no longer exists and refunds what it charged', async () => {
    getUser.mockRejectedValue(notFound);
    jest
      .mocked(listSubscriptions)
      .mockResolvedValue([
        subscription('sub_old', 'canceled', 100),
        subscription('sub_live', 'active', 1_000),
      ] as never);
    chargesList.mockResolvedValue({
      data: [charge('ch_new', 1_001), charge('ch_before', 999), charge('ch_done', 1_002, { refunded: true })],
    });
    expect(await settleCustomerOfDeletedAccount('cus_1')).toBe(true);
    expect(cancel).toHaveBeenCalledTimes(1);
    expect(cancel).toHaveBeenCalledWith('sub_live', {}, { idempotencyKey: 'cancel-sub_live' });
    expect(refund).toHaveBeenCalledTimes(1);
    expect(refund).toHaveBeenCalledWith(
      { charge: 'ch_new', reason: 'requested_by_customer' },
      { idempotencyKey: 'refund-account-gone-ch_new' },
    );
  });

  it('leaves the customer of an existing user alone', async () => {
    getUser.mockResolvedValue({ uid: 'uid-gone' });
    jest.mocked(listSubscriptions).mockResolvedValue([subscription('sub_live', 'active', 1_000)] as never);
    expect(await settleCustomerOfDeletedAccount('cus_1')).toBe(false);
    expect(cancel).not.toHaveBeenCalled();
    expect(refund).not.toHaveBeenCalled();
  });

  it('leaves a customer that is not this product’s alone, and fails when Auth cannot answer', async () => {
    jest.mocked(uidOfCustomer).mockResolvedValueOnce(undefined);
    expect(await settleCustomerOfDeletedAccount('cus_other')).toBe(false);
    expect(getUser).not.toHaveBeenCalled();

    getUser.mockRejectedValue(Object.assign(new Error('unavailable'), { code: 'auth/internal-error' }));
    await expect(settleCustomerOfDeletedAccount('cus_1')).rejects.toThrow('unavailable');
    expect(cancel).not.toHaveBeenCalled();
  });
});
