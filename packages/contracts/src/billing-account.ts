/**
 * A paying user's billing account: the Stripe Billing Portal, the invoice history, and
 * deleting the account.
 */
import { z } from 'zod/mini';

/** `POST /billing/portal-session` answers the portal page to send the browser to. */
export const portalSessionAnswerSchema = z.object({ url: z.string() });
export type PortalSessionAnswer = z.infer<typeof portalSessionAnswerSchema>;

/** Stripe invoice ids: `in_` and letters and digits. */
export const invoiceIdSchema = z.string().check(z.regex(/^in_[A-Za-z0-9]{1,250}$/, 'must be an invoice id'));

/** `GET /billing/invoices?limit=&startingAfter=`: newest first, one page. */
export const invoicesQuerySchema = z.strictObject({
  limit: z.optional(z.string().check(z.regex(/^(?:[1-9]|[1-9]\d|100)$/, 'must be a number from 1 to 100'))),
  startingAfter: z.optional(invoiceIdSchema),
});
export type InvoicesQuery = z.infer<typeof invoicesQuerySchema>;

export const INVOICE_STATUSES = ['draft', 'open', 'paid', 'uncollectible', 'void'] as const;

/** One invoice as the profile lists it; amounts in the currency's smallest unit (cents). */
export const invoiceSummarySchema = z.object({
  id: z.string(),
  number: z.nullable(z.string()),
  /** Unix seconds. */
  created: z.number(),
  amountDue: z.number(),
  amountPaid: z.number(),
  /** ISO 4217, lower case, as Stripe gives it (e.g. 'usd'). */
  currency: z.string(),
  status: z.nullable(z.string()),
  /** Stripe's hosted page of the invoice (view, download, pay an open one). */
  hostedInvoiceUrl: z.nullable(z.string()),
  /** What discounts (a promotion code's coupon) took off the invoice; 0 without one. */
  discount: z.optional(z.number()),
  /** The name of the coupon that discount came from (else its promotion code); null without one. */
  discountName: z.optional(z.nullable(z.string())),
  /** What the invoice came to after discounts, before the customer's credit balance paid any of it. */
  total: z.optional(z.number()),
  /** What the customer's credit balance paid of the total (after a switch to a cheaper plan); 0 when none. */
  creditApplied: z.optional(z.number()),
  /** The plan's billing interval the invoice charges ('month', 'year'); null when it is neither plan. */
  interval: z.optional(z.nullable(z.string())),
  /** The invoice as a PDF, with the billing name and address given in the Billing Portal. */
  invoicePdfUrl: z.nullable(z.string()),
});
export type InvoiceSummary = z.infer<typeof invoiceSummarySchema>;

export const invoicesAnswerSchema = z.object({ invoices: z.array(invoiceSummarySchema), hasMore: z.boolean() });
export type InvoicesAnswer = z.infer<typeof invoicesAnswerSchema>;

/** What the client must send to delete the caller's account: a deliberate, typed confirmation. */
export const DELETE_ACCOUNT_CONFIRMATION = 'delete my account';
export const deleteAccountBodySchema = z.object({
  confirm: z.literal(DELETE_ACCOUNT_CONFIRMATION, { error: `confirm must be '${DELETE_ACCOUNT_CONFIRMATION}'` }),
});
export type DeleteAccountBody = z.infer<typeof deleteAccountBodySchema>;
