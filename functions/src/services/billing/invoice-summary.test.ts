import type Stripe from 'stripe';
import { toInvoiceSummary } from './invoice-summary';

const prices = { monthly: 'price_monthly_local', annual: 'price_annual_local' };

function invoice(fields: Partial<Stripe.Invoice>, price = 'price_annual_local'): Stripe.Invoice {
  return {
    id: 'in_1',
    number: 'ABC-0001',
    created: 1_790_000_000,
    amount_due: 19999,
    amount_paid: 19999,
    total: 19999,
    currency: 'usd',
    status: 'paid',
    hosted_invoice_url: 'https://invoice.example/in_1',
    invoice_pdf: 'https://invoice.example/in_1/pdf',
    total_discount_amounts: [],
    discounts: [],
    lines: {
      data: [{ parent: { subscription_item_details: { proration: false } }, pricing: { price_details: { price } } }],
    },
    ...fields,
  } as unknown as Stripe.Invoice;
}

describe('toInvoiceSummary', () => {
  it('gives the plan interval from the price of the line that is not a proration', () => {
    expect(toInvoiceSummary(invoice({}), prices).interval).toBe('year');
    expect(toInvoiceSummary(invoice({}, 'price_monthly_local'), prices).interval).toBe('month');
    expect(toInvoiceSummary(invoice({}, 'price_other'), prices).interval).toBeNull();
  });

  it('names the discount by its coupon, else by its promotion code, with what it took off', () => {
    const coupon = { object: 'coupon', id: 'co_1', name: 'Launch offer' };
    const discount = { object: 'discount', id: 'di_1', source: { coupon }, promotion_code: { code: 'SAVE20' } };
    const discounted = invoice({
      total: 15999,
      amount_due: 15999,
      amount_paid: 15999,
      total_discount_amounts: [{ amount: 4000, discount: 'di_1' }],
      discounts: [discount as unknown as Stripe.Discount],
    });
    expect(toInvoiceSummary(discounted, prices)).toMatchObject({ discount: 4000, discountName: 'Launch offer' });
    const unnamed = { ...discount, source: { coupon: { ...coupon, name: null } } };
    const byCode = invoice({ discounts: [unnamed as unknown as Stripe.Discount] });
    expect(toInvoiceSummary(byCode, prices).discountName).toBe('SAVE20');
    expect(toInvoiceSummary(invoice({}), prices)).toMatchObject({ discount: 0, discountName: null });
  });

  it('says what the credit balance paid, so a renewal it paid is no $0 payment', () => {
    const fromBalance = invoice({ total: 1999, amount_due: 0, amount_paid: 0 }, 'price_monthly_local');
    expect(toInvoiceSummary(fromBalance, prices)).toMatchObject({ total: 1999, amountPaid: 0, creditApplied: 1999 });
    const part = invoice({ total: 1999, amount_due: 999, amount_paid: 999 });
    expect(toInvoiceSummary(part, prices).creditApplied).toBe(1000);
    expect(toInvoiceSummary(invoice({}), prices).creditApplied).toBe(0);
    // A switch's credit larger than the charge leaves a negative total: nothing came from the balance.
    expect(toInvoiceSummary(invoice({ total: -500, amount_due: 0, amount_paid: 0 }), prices).creditApplied).toBe(0);
  });
});
