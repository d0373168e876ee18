/**
 * The way from /demo to the paid reports. The sign-in flow passes trialAvailed (the
 * server says whether the visitor has had a trial) so the offer fits the visitor: a trial for those who have not had one, the
 * plan for the others. Subscribers get no offer.
 */
import { Link, useLocation } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';

export function DemoOffer() {
  const { userInfo } = useAuth();
  const state = useLocation().state as { trialAvailed?: boolean } | null;
  const trialAvailed = state?.trialAvailed ?? userInfo?.trialAvailed ?? false;
  if (userInfo?.isPaidUser) return null;
  return (
    <Link to={paths.dashboard} className="button">
      {trialAvailed ? 'Subscribe to see all reports' : 'Start your 7 day free trial'}
    </Link>
  );
}
