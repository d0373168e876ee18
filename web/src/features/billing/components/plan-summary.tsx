/**
 * The plan lines of the profile's Subscription Details: the price with its interval, and the
 * discount a promotion code gave (what it takes off, for how long).
 */
import type { SubscriptionDiscount, SubscriptionPlan } from '@cannabis-reports/contracts';
import { formatDate } from '../../../lib/dates';
import { formatAmount } from '../../../components/ui/invoice-table';

const INTERVAL_NAMES: Record<string, string> = { month: 'Monthly', year: 'Annual' };

/** "20% off for the first payment", "$5.00 off until March 1, 2027", "10% off forever". */
export function describeDiscount(discount: SubscriptionDiscount): string {
  const off =
    discount.percentOff !== null
      ? `${discount.percentOff}% off`
      : `${formatAmount(discount.amountOff ?? 0, discount.currency ?? 'usd')} off`;
  if (discount.duration === 'forever') return `${off} every payment`;
  if (discount.duration === 'once') return `${off} the next payment`;
  return discount.endsAt === null ? off : `${off} until ${formatDate(discount.endsAt)}`;
}

export function PlanSummary({ plan }: { plan: SubscriptionPlan }) {
  return (
    <>
      <p>
        Plan:{' '}
        <strong>
          {INTERVAL_NAMES[plan.interval] ?? plan.interval} ({formatAmount(plan.amount, plan.currency)} a {plan.interval}
          )
        </strong>
      </p>
      {plan.discount && (
        <p>
          Discount:{' '}
          <strong>
            {plan.discount.code ? `${plan.discount.code}: ` : ''}
            {describeDiscount(plan.discount)}
          </strong>
        </p>
      )}
    </>
  );
}
