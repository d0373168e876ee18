import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { formatLongDate } from '../../../lib/dates';
import type { UserInfo } from '../../../lib/user-info';

/** True when the subscription is set to end at its period end, and the date is known. */
export function endIsScheduled(
  userInfo: UserInfo | null,
): userInfo is UserInfo & { subscriptionEndsAt: { seconds: number } } {
  return Boolean(userInfo?.subscriptionCancelAtPeriodEnd && userInfo.subscriptionEndsAt);
}

/** The yellow banner of a subscription scheduled to end, linking to /profile to resume it. */
export function ScheduledEndBanner({ userInfo }: { userInfo: UserInfo | null }) {
  if (!endIsScheduled(userInfo)) return null;
  return (
    <div className="banner banner-warning" role="status">
      <p>
        Your subscription is scheduled to end on {formatLongDate(userInfo.subscriptionEndsAt.seconds)}. After this date,
        you will lose access to premium features.
      </p>
      <Link to={paths.profile}>Resume your subscription on your profile</Link>
    </div>
  );
}
