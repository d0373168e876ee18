/**
 * `expand[]`: replaces an id in a response by the object it names, e.g. a checkout session's
 * `subscription`. Dotted paths go deeper (`discounts.source.coupon`), through lists of ids
 * too; `data.<field>` on lists.
 */
import { invalidParam } from './errors';
import type { Emulator } from './emulator';
import type { StripeObject } from './types';

function lookup(core: Emulator, field: string, id: string): object | undefined {
  const { state } = core;
  // Coupon ids are chosen by the merchant, so they carry no prefix.
  if (field === 'coupon') return state.coupons.get(id);
  const [prefix] = id.split('_', 1);
  const maps: Record<string, Map<string, object>> = {
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
    di: state.discounts,
    promo: state.promotionCodes,
    clock: state.testClocks,
  };
  return maps[prefix]?.get(id);
}

/** `value` with the id (or ids) at `path` replaced by their objects; `full` names the path in errors. */
function expandPath(core: Emulator, value: unknown, path: string[], full: string): unknown {
  if (Array.isArray(value)) return value.map((item) => expandPath(core, item, path, full));
  const [field, ...rest] = path;
  if (value === null || typeof value !== 'object' || !(field in value)) {
    throw invalidParam('expand', `This property cannot be expanded (${full}).`);
  }
  const copy: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  const resolve = (item: unknown): unknown => {
    if (item === null) return null;
    const target = typeof item === 'string' ? lookup(core, field, item) : rest.length ? item : undefined;
    if (target === undefined) throw invalidParam('expand', `This property cannot be expanded (${full}).`);
    return rest.length ? expandPath(core, target, rest, full) : target;
  };
  const inner = copy[field];
  copy[field] = Array.isArray(inner) ? inner.map(resolve) : resolve(inner);
  return copy;
}

export function expand<T extends StripeObject>(core: Emulator, object: T, fields: string[]): T {
  return fields.reduce<T>((copy, field) => expandPath(core, copy, field.split('.'), field) as T, object);
}

export function expandList<T extends StripeObject>(core: Emulator, items: T[], fields: string[]): T[] {
  const inner = fields.map((field) => {
    if (!field.startsWith('data.')) throw invalidParam('expand', `This property cannot be expanded (${field}).`);
    return field.slice('data.'.length);
  });
  return inner.length ? items.map((item) => expand(core, item, inner)) : items;
}
