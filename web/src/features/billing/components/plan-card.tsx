import { Spinner } from '../../../components/ui/spinner';
import { monthlyPlan } from '../../../config/plan';

/** The monthly plan and its Subscribe button, disabled while a request is in progress. */
export function PlanCard({
  showTrialOffer,
  busy,
  onSubscribe,
}: {
  showTrialOffer: boolean;
  busy: boolean;
  onSubscribe: () => void;
}) {
  return (
    <article className="card plan-card" aria-labelledby="plan-name">
      <h2 id="plan-name">{monthlyPlan.name}</h2>
      <p className="plan-price">{monthlyPlan.price}</p>
      <p className="plan-billing">{monthlyPlan.billing}</p>
      <ul className="plan-features">
        {monthlyPlan.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {showTrialOffer && <p className="trial-badge">{monthlyPlan.trialOffer}</p>}
      <button type="button" className="button" disabled={busy} aria-busy={busy} onClick={onSubscribe}>
        {busy && <Spinner size="sm" label="Please wait" />}
        Subscribe
      </button>
    </article>
  );
}
