/**
 * Profile's Billing card: 'Manage billing' opens the Stripe Billing Portal (card, billing
 * details, invoice history; it returns to /profile), and the invoices are listed here with
 * their date, amount, status, Stripe's hosted page and the PDF to file (with the billing name
 * and address given in the portal).
 */
import { InvoiceTable } from '../../../components/ui/invoice-table';
import { Spinner } from '../../../components/ui/spinner';
import { useQuery } from '../../../lib/use-query';
import { fetchInvoices } from '../api/billing-account';
import { useOpenPortal } from './open-portal';
import './billing.css';

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
