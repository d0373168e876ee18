/**
 * The public demo report on /demo: a full-width frame with the configured report, and below
 * it the way to the paid reports. The sign-in flow passes trialAvailed from the user info
 * so the offer fits the visitor: a trial for those who have not had one, the plan for the
 * others.
 */
import { Link, useLocation } from 'react-router-dom';
import { env } from '../../../config/env';
import { paths } from '../../../config/paths';
import { useAuth } from '../../../lib/auth';
import { isAllowedDemoReportUrl } from '../embed-url';

/**
 * What the framed report may do, and nothing more: run its scripts against its own origin
 * (the built-in report reads its token; Power BI keeps its session) and open links in a
 * new, equally sandboxed window. No forms, top navigation, downloads or modals.
 */
export const DEMO_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-popups';

export function DemoReport() {
  const { userInfo } = useAuth();
  const state = useLocation().state as { trialAvailed?: boolean } | null;
  const trialAvailed = state?.trialAvailed ?? userInfo?.trialAvailed ?? false;
  const url = env.demoReportUrl;

  return (
    <>
      {isAllowedDemoReportUrl(url) ? (
        <iframe
          className="report-frame demo-frame"
          title="Public demo report"
          src={url}
          sandbox={DEMO_FRAME_SANDBOX}
          referrerPolicy="strict-origin-when-cross-origin"
          allow="fullscreen"
        />
      ) : (
        <p className="error-text">Error!</p>
      )}
      {!userInfo?.isPaidUser && (
        <p className="demo-offer">
          <Link to={paths.dashboard} className="button">
            {trialAvailed ? 'Subscribe to see all reports' : 'Start your 7 day free trial'}
          </Link>
        </p>
      )}
    </>
  );
}
