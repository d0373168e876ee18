/**
 * Profile's Billing card: 'Manage billing' opens the Stripe Billing Portal (card, billing
 * details, invoice history; it returns to /profile), and the invoices are listed here with
 * their date, amount, status, Stripe's hosted page and the PDF to file (with the billing name
 * and address given in the portal).
 */
import type { InvoiceSummary } from '@cannabis-reports/contracts';
import { Spinner } from '../../../components/ui/spinner';
import { formatDate } from '../../../lib/dates';
import { useQuery } from '../../../lib/use-query';
import { fetchInvoices } from '../api/billing-account';
import { useOpenPortal } from './open-portal';
import './billing.css';

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

function InvoiceTable({ invoices }: { invoices: InvoiceSummary[] }) {
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

function Invoices() {
  const { status, data } = useQuery({
    key: ['invoices'],
    fetcher: fetchInvoices,
    onError: (error) => console.warn('Could not load the invoices', error),
  });
  if (status === 'error') return <p>Your invoices could not be loaded. Please try again later.</p>;
  if (!data) return <Spinner size="sm" label="Loading your invoices" />;
  if (data.invoices.length === 0) return <p>No invoices yet.</p>;
  return <InvoiceTable invoices={data.invoices} />;
}

export function BillingCard() {
  const { openPortal, opening } = useOpenPortal();
  return (
    <section className="card billing-card" aria-labelledby="billing-title">
      <h2 id="billing-title">Billing</h2>
      <p>Update your card or billing details and download receipts on Stripe&apos;s secure billing page.</p>
      <button type="button" className="button" disabled={opening} aria-busy={opening} onClick={() => void openPortal()}>
        {opening && <Spinner size="sm" label="Please wait" />}
        Manage billing
      </button>
      <Invoices />
    </section>
  );
}
