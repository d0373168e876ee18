import assert from 'node:assert/strict';
import { after, before, beforeEach, describe, it } from 'node:test';
import type Stripe from 'stripe';
import { GOOD_CARD, openSession, payCheckout, postForm, startHarness, subscribe, type Harness } from './harness';
import { declaredKeys, keyProblems } from './sdk-declarations';

let harness: Harness;
before(async () => {
  harness = await startHarness();
});
beforeEach(() => harness.reset());
after(() => harness.close());

const throughWallet = (wallet: string, device: string) => ({ ...GOOD_CARD, wallet, wallet_device: device });

async function methodOfCheckout(card: Record<string, string>, trialDays?: number): Promise<Stripe.PaymentMethod> {
  const { session } = await openSession(harness, { trialDays, params: { allowed_payment_method_types: ['card'] } });
  assert.equal((await payCheckout(harness, session.id, card)).status, 303);
  const done = await harness.stripe.checkout.sessions.retrieve(session.id, { expand: ['subscription'] });
  const subscription = done.subscription as Stripe.Subscription;
  return harness.stripe.paymentMethods.retrieve(subscription.default_payment_method as string);
}

const portalForm = (url: string, fields: Record<string, string>) => postForm(harness, `${url}/payment-method`, fields);

describe('Apple Pay and Google Pay', () => {
  // Stripe: a wallet card is a `card` payment method with `card.wallet` set; `dynamic_last4` is
  // "(For tokenized numbers only.) The last four digits of the device account number", and the
  // fingerprint is that token's, not the card number's.
  it('are card payment methods whose fingerprint is the device token: another per wallet and device', async () => {
    const typed = await methodOfCheckout(GOOD_CARD, 7);
    const phone = await methodOfCheckout(throughWallet('apple_pay', 'iPhone'), 7);
    const samePhone = await methodOfCheckout(throughWallet('apple_pay', 'iPhone'), 7);
    const watch = await methodOfCheckout(throughWallet('apple_pay', 'Watch'), 7);
    const android = await methodOfCheckout(throughWallet('google_pay', 'Pixel'), 7);

    assert.deepEqual([phone.type, phone.card!.last4, phone.card!.wallet!.type], ['card', '4242', 'apple_pay']);
    assert.match(phone.card!.wallet!.dynamic_last4!, /^\d{4}$/);
    assert.equal(typed.card!.wallet, null);
    assert.equal(android.card!.wallet!.type, 'google_pay');
    assert.equal(phone.card!.fingerprint, samePhone.card!.fingerprint);
    const fingerprints = new Set([typed, phone, watch, android].map((method) => method.card!.fingerprint));
    assert.equal(fingerprints.size, 4);
    assert.deepEqual(keyProblems(phone, declaredKeys('PaymentMethods.d.ts', 'PaymentMethod')), []);
  });

  it('are refused under an unknown wallet name', async () => {
    const { session } = await openSession(harness);
    const refused = await payCheckout(harness, session.id, throughWallet('samsung_pay', 'Galaxy'));
    assert.equal(refused.status, 400);
    assert.equal((await harness.stripe.checkout.sessions.retrieve(session.id)).status, 'open');
  });
});

describe("the portal's payment methods", () => {
  // Stripe: without a payment method configuration, "the customer portal allowed customers to add
  // any payment method that was enabled for your account"; with one, only what it enables.
  it('take wallets under the default configuration, and only cards under a card-only payment method configuration', async () => {
    const { customer } = await subscribe(harness);
    const open = await harness.stripe.billingPortal.sessions.create({ customer: customer.id });
    assert.match(await (await fetch(open.url)).text(), /<option value="apple_pay">Apple Pay<\/option>/);
    assert.equal((await portalForm(open.url, throughWallet('google_pay', 'Pixel'))).status, 303);

    const cardsOnly = await harness.stripe.paymentMethodConfigurations.create({
      name: 'Cards only',
      apple_pay: { display_preference: { preference: 'off' } },
      google_pay: { display_preference: { preference: 'off' } },
      link: { display_preference: { preference: 'off' } },
    });
    assert.deepEqual(
      keyProblems(cardsOnly, declaredKeys('PaymentMethodConfigurations.d.ts', 'PaymentMethodConfiguration')),
      [],
    );
    assert.deepEqual(
      [cardsOnly.card?.available, cardsOnly.apple_pay?.available, cardsOnly.google_pay?.available],
      [true, false, false],
    );
    const configuration = await harness.stripe.billingPortal.configurations.create({
      features: { payment_method_update: { enabled: true, payment_method_configuration: cardsOnly.id } },
    });
    const strict = await harness.stripe.billingPortal.sessions.create({
      customer: customer.id,
      configuration: configuration.id,
    });
    assert.doesNotMatch(await (await fetch(strict.url)).text(), /Apple Pay|Google Pay/);
    const refused = await portalForm(strict.url, throughWallet('apple_pay', 'iPhone'));
    assert.equal(refused.status, 400);
    assert.match(await refused.text(), /The payment method type apple_pay is not available here\./);
    assert.equal((await portalForm(strict.url, GOOD_CARD)).status, 303);
    const listed = await harness.stripe.billingPortal.configurations.list({ is_default: false });
    assert.deepEqual(
      listed.data.map(({ id }) => id),
      [configuration.id],
    );
  });
});
