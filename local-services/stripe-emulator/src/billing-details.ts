/**
 * The customer portal's billing details: the name and address on the customer, in the shape
 * `customers.update` gives them (https://docs.stripe.com/api/customers/update), with the
 * `customer.updated` event Stripe sends. The form's fields, how they are read and checked,
 * and the section of the portal page that shows them.
 */
import { escapeHtml } from './checkout-page';
import { previousAttributes, type Emulator } from './emulator';
import type { Address, Customer } from './types';

export interface BillingDetails {
  name: string | null;
  address: Address;
}

/** The address fields in Stripe's order, with the form's label and browser autofill hint. */
const ADDRESS_FIELDS: Array<{ key: keyof Address; label: string; autocomplete: string }> = [
  { key: 'line1', label: 'Address line 1', autocomplete: 'address-line1' },
  { key: 'line2', label: 'Address line 2', autocomplete: 'address-line2' },
  { key: 'city', label: 'City', autocomplete: 'address-level2' },
  { key: 'state', label: 'State or region', autocomplete: 'address-level1' },
  { key: 'postal_code', label: 'Postal code', autocomplete: 'postal-code' },
  { key: 'country', label: 'Country (two letters, e.g. US)', autocomplete: 'country' },
];

/** The posted form as billing details, or why it cannot be saved. */
export function readBillingDetails(
  form: URLSearchParams,
): { ok: true; details: BillingDetails } | { ok: false; message: string } {
  const value = (name: string) => form.get(name)?.trim() || null;
  const address = {} as Address;
  for (const { key } of ADDRESS_FIELDS) address[key] = value(`address_${key}`);
  // Stripe takes a two-letter ISO 3166-1 country code.
  if (!address.country || !/^[A-Za-z]{2}$/.test(address.country)) {
    return { ok: false, message: 'Enter the country as its two-letter code, e.g. US.' };
  }
  if (!address.line1) return { ok: false, message: 'Enter the first line of the address.' };
  return {
    ok: true,
    details: { name: value('name'), address: { ...address, country: address.country.toUpperCase() } },
  };
}

/** Saves the details on the customer and sends `customer.updated` when anything changed. */
export function updateBillingDetails(core: Emulator, customer: Customer, details: BillingDetails): void {
  const before = structuredClone(customer);
  customer.name = details.name;
  customer.address = details.address;
  const previous = previousAttributes(before, customer);
  if (Object.keys(previous).length) core.emit('customer.updated', customer, previous);
}

const input = (name: string, label: string, value: string | null | undefined, autocomplete: string) =>
  `<label for="details-${name}">${label}</label><input id="details-${name}" name="${name}" value="${escapeHtml(value ?? '')}" autocomplete="${autocomplete}">`;

/** The portal page's section: the details on file and the form to change them. */
export function billingDetailsSection(customer: Customer, sessionId: string, error?: string): string {
  const { address } = customer;
  const shown = [customer.name, ...ADDRESS_FIELDS.map(({ key }) => address?.[key])].filter(Boolean).join(', ');
  const alert = error ? `<p class="error" id="details-error" role="alert">${escapeHtml(error)}</p>` : '';
  const fields = ADDRESS_FIELDS.map(({ key, label, autocomplete }) =>
    input(`address_${key}`, label, address?.[key], autocomplete),
  );
  return `<section aria-labelledby="details-heading"><h2 id="details-heading">Billing details</h2>
<p>${escapeHtml(shown || 'No billing details on file')}</p>${alert}
<form method="post" action="/portal/${encodeURIComponent(sessionId)}/billing-details"${error ? ' aria-describedby="details-error"' : ''}>
${[input('name', 'Name', customer.name, 'name'), ...fields].join('\n')}
<button type="submit">Save billing details</button></form></section>`;
}
