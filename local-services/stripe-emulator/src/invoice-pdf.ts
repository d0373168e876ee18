/**
 * The PDF behind an invoice's `invoice_pdf` (GET /invoice/:id/pdf): one A4 page a business can
 * file, with the seller, the customer's billing name and address as the portal holds them when
 * the PDF is asked for, the lines billed with their periods and intervals, the discounts, the
 * totals and whether it is paid. A plain PDF 1.4 in
 * one of the standard fonts, so any reader opens it and tests can read its text.
 */
import type { SummaryRow } from './invoice-summary';
import type { Customer, Invoice } from './types';

const SELLER = 'Cannabis Data Reports (test mode)';

export const formatPdfDate = (unix: number) => new Date(unix * 1000).toISOString().slice(0, 10);

/** Text a PDF string literal takes as it is: printable ASCII, with \ ( ) escaped. */
export function pdfText(value: string): string {
  const ascii = value
    .replace(/[\u2013\u2014\u2212]/g, '-')
    .replace(/×/g, 'x')
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

function invoiceLines(
  invoice: Invoice,
  customer: Customer | undefined,
  summary: SummaryRow[],
): Array<[size: number, text: string]> {
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
    ...summary.map(({ label, value, strong }): [number, string] => [strong ? 13 : 11, `${label}: ${value}`]),
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

export function invoicePdf(invoice: Invoice, customer: Customer | undefined, summary: SummaryRow[]): Buffer {
  const stream = contentStream(invoiceLines(invoice, customer, summary));
  return pdfFile([
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${Buffer.byteLength(stream, 'latin1')} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding /WinAnsiEncoding >>',
  ]);
}
