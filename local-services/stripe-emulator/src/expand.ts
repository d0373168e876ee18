/**
 * `expand[]`: replaces an id in a response by the object it names, e.g. a checkout session's
 * `subscription`. One level of top-level fields; `data.<field>` on lists.
 */
import { invalidParam } from './errors';
import type { Emulator } from './emulator';
import type { StripeObject } from './types';

function lookup(core: Emulator, id: string): StripeObject | undefined {
  const { state } = core;
  const [prefix] = id.split('_', 1);
  const maps: Record<string, Map<string, StripeObject>> = {
    cus: state.customers,
    sub: state.subscriptions,
    in: state.invoices,
    price: state.prices,
    prod: state.products,
    cs: state.sessions,
    pm: state.paymentMethods,
    pi: state.paymentIntents,
    ch: state.charges,
    re: state.refunds,
    dp: state.disputes,
  };
  return maps[prefix]?.get(id);
}

export function expand<T extends StripeObject>(core: Emulator, object: T, fields: string[]): T {
  if (!fields.length) return object;
  const copy: T = { ...object };
  for (const field of fields) {
    const value = copy[field];
    const target = typeof value === 'string' ? lookup(core, value) : undefined;
    if (!target && value !== null) throw invalidParam('expand', `This property cannot be expanded (${field}).`);
    (copy as StripeObject)[field] = target ?? null;
  }
  return copy;
}

export function expandList<T extends StripeObject>(core: Emulator, items: T[], fields: string[]): T[] {
  const inner = fields.map((field) => {
    if (!field.startsWith('data.')) throw invalidParam('expand', `This property cannot be expanded (${field}).`);
    return field.slice('data.'.length);
  });
  return inner.length ? items.map((item) => expand(core, item, inner)) : items;
}
