import { invoicesDue } from './payment-due';

const DAY = 86_400;
const invoice = (id: string, status: string, created: number, finalized: number | null = created) => ({
  id,
  status: status as 'open',
  created,
  hosted_invoice_url: status === 'draft' ? null : `https://invoice.stripe.com/i/${id}`,
  status_transitions: { finalized_at: finalized },
});

describe('invoicesDue', () => {
  // Stripe lists a subscription's invoices newest first.
  const paidFirst = invoice('in_create', 'paid', 0);

  it('dates a debt left past_due over three periods from the first failed renewal, not the newest', () => {
    const invoices = [
      invoice('in_3', 'open', 90 * DAY),
      invoice('in_2', 'open', 60 * DAY),
      invoice('in_1', 'open', 30 * DAY),
      paidFirst,
    ];
    expect(invoicesDue(invoices, 'in_3')).toEqual({ since: 30 * DAY, latest: invoices[0] });
  });

  it('counts a draft latest invoice as still due, and dates a debt that is only a draft from its creation', () => {
    const draft = invoice('in_2', 'draft', 60 * DAY, null);
    expect(invoicesDue([draft, invoice('in_1', 'open', 30 * DAY), paidFirst], 'in_2')).toEqual({
      since: 30 * DAY,
      latest: draft,
    });
    expect(invoicesDue([draft, paidFirst], 'in_2')).toEqual({ since: 60 * DAY, latest: draft });
  });

  it('counts uncollectible invoices, but not void ones nor what was unpaid before the last paid invoice', () => {
    const invoices = [
      invoice('in_4', 'open', 120 * DAY),
      invoice('in_3', 'uncollectible', 90 * DAY),
      invoice('in_2', 'paid', 60 * DAY),
      invoice('in_1', 'open', 30 * DAY),
    ];
    expect(invoicesDue(invoices, 'in_4')?.since).toBe(90 * DAY);
    expect(invoicesDue([invoice('in_2', 'void', 60 * DAY), paidFirst], 'in_2')).toBeUndefined();
  });

  it('links the subscription’s latest invoice, which is the one whose payment restores it', () => {
    const invoices = [invoice('in_2', 'open', 60 * DAY), invoice('in_1', 'open', 30 * DAY)];
    expect(invoicesDue(invoices, 'in_2')?.latest.id).toBe('in_2');
    expect(invoicesDue(invoices, null)?.latest.id).toBe('in_2');
  });
});
