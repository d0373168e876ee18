import type { ReactNode } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { monthlyPlan, type PlanOffer } from '../../../config/plan';
import './plan.css';

/**
 * A plan (monthly unless told) and, beside it, what it includes. Without
 * `onSubscribe` the plan is the reader's own (a subscription scheduled to end): a badge
 * says so instead of a Subscribe button that could only fail.
 */
export function PlanCard({
  plan = monthlyPlan,
  showTrialOffer,
  busy,
  onSubscribe,
  children,
}: {
  plan?: PlanOffer;
  showTrialOffer: boolean;
  busy: boolean;
  onSubscribe?: () => void;
  children?: ReactNode;
}) {
  // The monthly card keeps its original heading id; each card's id is its own.
  const headingId = plan.id === 'monthly' ? 'plan-name' : `plan-name-${plan.id}`;
  return (
    <article className="card plan-card" aria-labelledby={headingId}>
      <div className="plan-offer">
        <h2 id={headingId}>{plan.name}</h2>
        <p className="plan-price">{plan.price}</p>
        <p className="plan-billing">{plan.billing}</p>
        {'saving' in plan && <p className="plan-saving">{plan.saving}</p>}
        <ul className="plan-features">
          {plan.features.map((feature) => (
            <li key={feature}>{feature}</li>
          ))}
        </ul>
        {onSubscribe ? (
          <>
            {showTrialOffer && <p className="trial-badge">{plan.trialOffer}</p>}
            <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onSubscribe}>
              {busy && <Spinner size="sm" label="Please wait" />}
              {/* The spec's monthly card keeps 'Subscribe', the one button of that name on the page. */}
              {plan.id === 'monthly' ? 'Subscribe' : `Choose ${plan.name.toLowerCase()}`}
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
