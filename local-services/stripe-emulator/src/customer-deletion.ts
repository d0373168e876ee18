/**
 * Deleting a customer, as Stripe does: its live subscriptions are canceled at once (each sends
 * customer.subscription.deleted), then customer.deleted; the customer is gone from lists and
 * every call naming it, but a retrieve still answers `{ id, object, deleted: true }`. Its
 * invoices and charges stay, for the books.
 */
import { cancelSubscription } from './billing';
import type { Emulator } from './emulator';
import type { Customer } from './types';

export const deletedCustomer = (id: string) => ({ id, object: 'customer' as const, deleted: true as const });

export function deleteCustomer(core: Emulator, customer: Customer): void {
  for (const subscription of core.state.subscriptions.values()) {
    if (subscription.customer !== customer.id) continue;
    if (subscription.status === 'canceled' || subscription.status === 'incomplete_expired') continue;
    cancelSubscription(core, subscription);
  }
  core.state.customers.delete(customer.id);
  core.state.deletedCustomers.add(customer.id);
  core.emit('customer.deleted', customer);
}
