import { Link } from 'react-router-dom';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';

/** Profile's Subscription Details card (spec, "Profile screen"). */
export function SubscriptionDetailsCard() {
  const { userInfo } = useAuth();
  return (
    <section className="card" aria-labelledby="subscription-title">
      <h2 id="subscription-title">Subscription Details</h2>
      {userInfo?.isPaidUser ? (
        <>
          <p>
            Status: <strong className="status-active">Active</strong>
          </p>
          <Link to={paths.reports} className="button">
            View Reports
          </Link>
        </>
      ) : (
        <>
          <p>No active subscription</p>
          <Link to={paths.dashboard} className="button">
            Get Started
          </Link>
        </>
      )}
    </section>
  );
}
