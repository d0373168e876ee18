import { formatMoney, paymentActionEmail, paymentFailedEmail, trialEndingEmail } from './billing-mail-text';

/** 2027-01-05T12:00:00Z */
const JAN_5_2027 = Date.UTC(2027, 0, 5, 12) / 1000;

describe('the trial reminder', () => {
  it('says when the trial ends, what will be charged and how to cancel', () => {
    const mail = trialEndingEmail({
      to: 'reader@example.com',
      trialEnd: JAN_5_2027,
      price: '$19.99/month',
      interval: 'month',
      profileUrl: 'https://reports.example.com/profile',
    });
    expect(mail.subject).toBe('Your free trial ends on Jan 5, 2027');
    expect(mail.text).toContain('Your free trial of Cannabis Market Reports ends on Jan 5, 2027.');
    expect(mail.text).toContain('your card will be charged $19.99/month');
    expect(mail.text).toContain('open your profile (https://reports.example.com/profile) and choose Cancel Trial');
    expect(mail.html).toMatch(/<p[^>]*>Your free trial of Cannabis Market Reports ends on Jan 5, 2027\.<\/p>/);
  });

  it('names the annual plan and its interval for a trial that leads into it', () => {
    const mail = trialEndingEmail({
      to: 'reader@example.com',
      trialEnd: JAN_5_2027,
      price: '$199.99/year',
      interval: 'year',
      profileUrl: 'https://reports.example.com/profile',
    });
    expect(mail.text).toContain(
      'your card will be charged $199.99/year for the Annual plan from Jan 5, 2027, and every year after that',
    );
    expect(mail.text).not.toMatch(/month/i);
  });
});

describe('the failed payment mail', () => {
  const facts = {
    to: 'reader@example.com',
    amount: formatMoney(1999, 'usd'),
    invoiceNumber: 'ABC-0002',
    nextAttempt: JAN_5_2027,
    declineReason: 'Your card has insufficient funds.',
    newCardNeeded: false,
    profileUrl: 'https://reports.example.com/profile',
  };

  it('names the amount, the reason, the next attempt and the way to a new card', () => {
    const mail = paymentFailedEmail(facts);
    expect(mail.subject).toBe('Your payment failed');
    expect(mail.text).toContain('We could not charge your card $19.99');
    expect(mail.text).toContain('(invoice ABC-0002)');
    expect(mail.text).toContain('The bank said: Your card has insufficient funds.');
    expect(mail.text).toContain('We will try again on Jan 5, 2027. You keep access to your reports meanwhile.');
    expect(mail.text).toContain('choose Manage billing');
  });

  it('says when it was the last attempt, and escapes the HTML copy', () => {
    const mail = paymentFailedEmail({ ...facts, nextAttempt: null, declineReason: '<b>no</b>' });
    expect(mail.text).toContain('This was the last attempt');
    expect(mail.html).not.toContain('<b>');
  });

  it('asks for a new card after a hard decline, with no word of another attempt', () => {
    const mail = paymentFailedEmail({ ...facts, nextAttempt: null, newCardNeeded: true });
    expect(mail.text).toContain('Your bank will not accept this card again, so we will not try it again.');
    expect(mail.text).toContain('Add a new card to keep access');
    expect(mail.text).not.toMatch(/We will try again|last attempt|Update your card/);
  });
});

describe('the payment to confirm', () => {
  it('asks to confirm the payment on the hosted invoice page, not for a new card, and says by when', () => {
    const mail = paymentActionEmail({
      to: 'reader@example.com',
      amount: '$19.99',
      invoiceNumber: 'ABC-0002',
      invoiceUrl: 'https://invoice.stripe.com/i/in_2',
      accessEndsAt: JAN_5_2027,
    });
    expect(mail.subject).toBe('Confirm your payment');
    expect(mail.text).toContain('Your bank asks you to confirm the payment of $19.99');
    expect(mail.text).toContain('(invoice ABC-0002)');
    expect(mail.text).toContain('https://invoice.stripe.com/i/in_2');
    expect(mail.text).toContain('Confirm it by Jan 5, 2027 to keep access to your reports.');
    expect(mail.text).not.toContain('Update your card');
    expect(mail.html).toContain('href="https://invoice.stripe.com/i/in_2"');
  });
});
