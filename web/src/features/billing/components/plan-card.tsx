import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { monthlyPlan } from '../../../config/plan';
import './plan.css';

/**
 * The monthly plan and, beside it, what it includes. Without
 * `onSubscribe` the plan is the reader's own (a subscription scheduled to end): a badge
 * says so instead of a Subscribe button that could only fail.
 */
export function PlanCard({
  showTrialOffer,
  busy,
  onSubscribe,
  children,
}: {
  showTrialOffer: boolean;
  busy: boolean;
  onSubscribe?: () => void;
  children?: ReactNode;
}) {
  return (
    <article className="card plan-card" aria-labelledby="plan-name">
      <div className="plan-offer">
        <h2 id="plan-name">{monthlyPlan.name}</h2>
        <p className="plan-price">{monthlyPlan.price}</p>
        <p className="plan-billing">{monthlyPlan.billing}</p>
        <ul className="plan-features">
          {monthlyPlan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {onSubscribe ? (
          <>
            {showTrialOffer && <p className="trial-badge">{monthlyPlan.trialOffer}</p>}
            <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onSubscribe}>
              {busy && <Spinner size="sm" label="Please wait" />}
              Subscribe
            </button>
          </>
        ) : (
          <p className="trial-badge">Your current plan</p>
        )}
      </div>
      {children}
    </article>
  );
}
