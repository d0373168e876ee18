/**
 * The upgrade page's team plan: the person's plans per seat, one seat per member, bought by the
 * team's owner or an admin from the team card on the profile, where the team is made and its
 * members invited.
 */
import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { annualPlan, monthlyPlan } from '../../../config/plan';

export function TeamPlanOffer() {
  return (
    <section className="card team-plan-offer" aria-labelledby="team-plan-title">
      <h2 id="team-plan-title">For a team</h2>
      <p>
        One subscription for your company: {monthlyPlan.price} a seat a month or {annualPlan.price} a seat a year, one
        seat per member. Seats follow the team as people join and leave, prorated, and every member keeps their own
        account.
      </p>
      <Link className="button button-secondary" to={`${paths.profile}#team`}>
        Subscribe a team
      </Link>
    </section>
  );
}
