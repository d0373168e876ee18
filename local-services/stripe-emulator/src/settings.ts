/**
 * What the emulator does with a subscription payment that keeps failing, as Stripe's Dashboard
 * settings under Billing > Revenue recovery > Retries decide it
 * (https://docs.stripe.com/billing/revenue-recovery/smart-retries#custom-retry-schedule):
 * the days between attempts, and what becomes of the subscription and of the invoice once the
 * last retry has failed.
 */
import { invalidParam } from './errors';

export type FailedPaymentAction = 'cancel' | 'unpaid' | 'past_due';
export type FailedInvoiceAction = 'leave_open' | 'mark_uncollectible';

export interface Settings {
  /** After the last retry: cancel the subscription, mark it unpaid, or leave it past_due. */
  failedPaymentAction: FailedPaymentAction;
  failedInvoiceAction: FailedInvoiceAction;
  /** Days from each failed attempt to the next; one retry per entry. */
  retryScheduleDays: number[];
}

/**
 * Stripe's custom schedule allows up to three retries, each 1, 3, 5 or 7 days after the one
 * before; 3, 5 and 7 days spread four attempts over 15 days, close to the two weeks Smart
 * Retries takes by default. Stripe's default when they are spent is to cancel.
 */
export const DEFAULT_SETTINGS: Settings = {
  failedPaymentAction: 'cancel',
  failedInvoiceAction: 'leave_open',
  retryScheduleDays: [3, 5, 7],
};

const PAYMENT_ACTIONS: FailedPaymentAction[] = ['cancel', 'unpaid', 'past_due'];
const INVOICE_ACTIONS: FailedInvoiceAction[] = ['leave_open', 'mark_uncollectible'];

function oneOf<T extends string>(param: string, value: unknown, allowed: T[]): T | undefined {
  if (value === undefined) return undefined;
  if (typeof value !== 'string' || !allowed.includes(value as T)) {
    throw invalidParam(param, `${param} must be one of ${allowed.join(', ')}.`);
  }
  return value as T;
}

/** Settings from the JSON of POST /_emulator/settings (snake_case keys); checks each. */
export function parseSettings(body: Record<string, unknown>): Partial<Settings> {
  const known = ['failed_payment_action', 'failed_invoice_action', 'retry_schedule_days'];
  const unknown = Object.keys(body).find((key) => !known.includes(key));
  if (unknown) throw invalidParam(unknown, `Unknown setting ${unknown}; the settings are ${known.join(', ')}.`);
  const days = body.retry_schedule_days;
  if (
    days !== undefined &&
    !(Array.isArray(days) && days.length <= 10 && days.every((d) => Number.isInteger(d) && d >= 1 && d <= 60))
  ) {
    throw invalidParam('retry_schedule_days', 'retry_schedule_days must be a list of at most 10 whole days, 1 to 60.');
  }
  const settings: Partial<Settings> = {
    failedPaymentAction: oneOf('failed_payment_action', body.failed_payment_action, PAYMENT_ACTIONS),
    failedInvoiceAction: oneOf('failed_invoice_action', body.failed_invoice_action, INVOICE_ACTIONS),
    retryScheduleDays: days as number[] | undefined,
  };
  return Object.fromEntries(Object.entries(settings).filter(([, value]) => value !== undefined));
}

/** Settings as the control endpoints show them. */
export function settingsJson(settings: Settings): Record<string, unknown> {
  return {
    failed_payment_action: settings.failedPaymentAction,
    failed_invoice_action: settings.failedInvoiceAction,
    retry_schedule_days: settings.retryScheduleDays,
  };
}
