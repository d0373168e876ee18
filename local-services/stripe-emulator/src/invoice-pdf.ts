/**
 * The PDF behind an invoice's `invoice_pdf` (GET /invoice/:id/pdf): one A4 page a business can
 * file, with the seller, the customer's billing name and address as the portal holds them when
 * the PDF is asked for, the line billed, the total and whether it is paid. A plain PDF 1.4 in
 * one of the standard fonts, so any reader opens it and tests can read its text.
 */
import type { Customer, Invoice } from './types';
import { formatAmount } from './money';

const SELLER = 'Cannabis Data Reports (test mode)';

export const formatPdfDate = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/** Text a PDF string literal takes as it is: printable ASCII, with \ ( ) escaped. */
export function pdfText(value: string): string {
  const ascii = value
    .replace(/[\u2013\u2014]/g, '-')
    .replace(/€/g, 'EUR ')
    .replace(/£/g, 'GBP ')
    .replace(/[^\x20-\x7e]/g, '?');
  return ascii.replace(/[\\()]/g, (char) => `\\${char}`);
}

/** The customer's billing name and address lines, as the portal holds them. */
export function billedTo(invoice: Invoice, customer: Customer | undefined): string[] {
  const address = customer?.address;
  const cityLine = [address?.city, address?.state, address?.postal_code].filter(Boolean).join(' ');
  return [
    customer?.name ?? (invoice.customer_name as string | null) ?? null,
    address?.line1,
    address?.line2,
    cityLine,
    address?.country,
    customer?.email ?? (invoice.customer_email as string | null) ?? null,
  ].filter((line): line is string => Boolean(line));
}

function invoiceLines(invoice: Invoice, customer: Customer | undefined): Array<[size: number, text: string]> {
  const line = (
    invoice.lines as { data: Array<{ description: string | null; period: { start: number; end: number } }> }
  ).data[0];
  const paidAt = invoice.status_transitions.paid_at;
  const status = paidAt ? `Paid on ${formatPdfDate(paidAt)}` : `Status: ${invoice.status}`;
  return [
    [20, `Invoice ${String(invoice.number)}`],
    [11, `Date of issue: ${formatPdfDate(invoice.created)}`],
    [11, SELLER],
    [11, ''],
    [13, 'Bill to'],
    ...billedTo(invoice, customer).map((text): [number, string] => [11, text]),
    [11, ''],
    [11, line?.description ?? 'Subscription'],
    [11, line ? `Period: ${formatPdfDate(line.period.start)} - ${formatPdfDate(line.period.end)}` : ''],
    [13, `Total: ${formatAmount(invoice.amount_due, invoice.currency)}`],
    [11, `Amount paid: ${formatAmount(invoice.amount_paid, invoice.currency)}`],
    [11, `Amount remaining: ${formatAmount(invoice.amount_remaining, invoice.currency)}`],
    [11, status],
  ];
}

/** The page's content stream: each line in Helvetica, top to bottom. */
function contentStream(lines: Array<[number, string]>): string {
  let y = 790;
  const commands = lines.map(([size, text]) => {
    y -= size + 8;
    return `BT /F1 ${size} Tf 56 ${y} Td (${pdfText(text)}) Tj ET`;
  });
  return commands.join('\n');
}

/** A PDF file from its numbered objects (1-based, in order), with a correct cross-reference table. */
export function pdfFile(objects: string[]): Buffer {
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(Buffer.byteLength(body, 'latin1'));
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = Buffer.byteLength(body, 'latin1');
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

export function invoicePdf(invoice: Invoice, customer: Customer | undefined): Buffer {
  const stream = contentStream(invoiceLines(invoice, customer));
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}
