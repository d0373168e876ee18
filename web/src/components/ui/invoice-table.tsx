/**
 * A table of invoices (a person's on the Billing card, a team's on the Team card): date, what it came
 * to with its plan, discount and credit, status, Stripe's hosted page and the PDF.
 */
import type { InvoiceSummary } from '@cannabis-reports/contracts';
import { formatDate } from '../../lib/dates';
import './invoice-table.css';

const STATUS_LABELS: Record<string, string> = {
  paid: 'Paid',
  open: 'Due',
  uncollectible: 'Unpaid',
  void: 'Void',
  draft: 'Draft',
};

/** Which plan an invoice was for, beside its amount. */
const INTERVAL_LABELS: Record<string, string> = { month: 'monthly', year: 'annual' };

export function formatAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat(undefined, { style: 'currency', currency: currency.toUpperCase() }).format(amount / 100);
}

/**
 * What an invoice came to, its plan and its discount by name; one the credit balance paid (after
 * a switch to a cheaper plan) shows its total and says the credit paid it, not a $0 payment, and
 * one that came to less than nothing says the difference was added to the credit.
 */
function InvoiceAmount({ invoice }: { invoice: InvoiceSummary }) {
  const credit = invoice.creditApplied ?? 0;
  const charged = invoice.status === 'paid' ? invoice.amountPaid : invoice.amountDue;
  // A switch to a cheaper plan can come to less than nothing: the difference goes to the credit.
  const credited = invoice.total !== undefined && invoice.total < 0;
  const amount = (credit > 0 || credited) && invoice.total !== undefined ? invoice.total : charged;
  const discountName = invoice.discountName ? `${invoice.discountName} ` : '';
  return (
    <>
      {formatAmount(amount, invoice.currency)}
      {invoice.interval && (
        <span className="invoice-interval"> ({INTERVAL_LABELS[invoice.interval] ?? invoice.interval})</span>
      )}
      {invoice.discount ? (
        <span className="invoice-discount">
          {' '}
          ({discountName}discount −{formatAmount(invoice.discount, invoice.currency)})
        </span>
      ) : null}
      {credit > 0 ? (
        <span className="invoice-credit">
          {' '}
          ({credit === amount ? 'paid' : `${formatAmount(credit, invoice.currency)} paid`} from your account credit)
        </span>
      ) : null}
      {credited ? <span className="invoice-credit"> (added to your account credit)</span> : null}
    </>
  );
}

export function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
  return (
    <div className="table-scroll">
      <table className="data-table invoice-table">
        <caption>Invoices</caption>
        <thead>
          <tr>
            <th scope="col">Date</th>
            <th scope="col">Amount</th>
            <th scope="col">Status</th>
            <th scope="col">
              <span className="visually-hidden">Invoice</span>
            </th>
            <th scope="col">
              <span className="visually-hidden">PDF</span>
            </th>
          </tr>
        </thead>
        <tbody>
          {invoices.map((invoice) => (
            <tr key={invoice.id}>
              <td className="nowrap">{formatDate(invoice.created)}</td>
              <td className="numeric">
                <InvoiceAmount invoice={invoice} />
              </td>
              <td>{STATUS_LABELS[invoice.status ?? ''] ?? invoice.status ?? '—'}</td>
              <td>
                {invoice.hostedInvoiceUrl ? (
                  <a
                    href={invoice.hostedInvoiceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`View invoice${invoice.number ? ` ${invoice.number}` : ''}`}
                  >
                    View
                  </a>
                ) : (
                  '—'
                )}
              </td>
              <td>
                {invoice.invoicePdfUrl ? (
                  <a
                    href={invoice.invoicePdfUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`Download invoice${invoice.number ? ` ${invoice.number}` : ''} as PDF`}
                  >
                    PDF
                  </a>
                ) : (
                  '—'
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
