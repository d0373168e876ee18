import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatDate } from '../../../lib/dates';
import type { UserInfo } from '../../../lib/user-info';
import './billing.css';

/** True when the subscription is set to end at its period end, and the date is known. */
export function endIsScheduled(
  userInfo: UserInfo | null,
): userInfo is UserInfo & { subscriptionEndsAt: { seconds: number } } {
  return Boolean(userInfo?.subscriptionCancelAtPeriodEnd && userInfo.subscriptionEndsAt);
}

/**
 * The yellow banner of a subscription scheduled to end. Its Resume is a link to /profile,
 * whose Resume Subscription button does it: the banner links there rather than acting itself.
 */
export function ScheduledEndBanner({ userInfo }: { userInfo: UserInfo | null }) {
  if (!endIsScheduled(userInfo)) return null;
  return (
    <div className="banner banner-warning banner-with-action" role="status">
      <p>
        Your subscription is scheduled to end on {formatDate(userInfo.subscriptionEndsAt.seconds)}. After this date, you
        will lose access to premium features.
      </p>
      <Link to={paths.profile} className="button button-warning">
        Resume your subscription
      </Link>
    </div>
  );
}
