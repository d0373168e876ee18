/**
 * The scheduled report mails' one-click unsubscribe, as the alert mails': no sign-in, the signed
 * token names the recipient and the saved view; the page only asks (a mail scanner that follows
 * links must not unsubscribe anyone) and a POST to the same address (RFC 8058) unsubscribes at once.
 */
import { endpoints } from '@cannabis-reports/contracts';
import { Router } from 'express';
import { alertLinkSecret } from '../../config';
import { badRequest } from '../../errors';
import { verifyUnsubscribeToken } from '../../services/alerts/unsubscribe-token';
import { unsubscribeFromView } from '../../services/saved-views/scheduled-views';
import { limits } from '../middleware/rate-limit';
import { route } from '../route';
import { unsubscribePage } from './unsubscribe-page';

/** The recipient's uid and the view's document path the token was signed for. */
function subjectOfToken(token: string | undefined): { uid: string; path: string } {
  const subject = verifyUnsubscribeToken(alertLinkSecret.value(), token, 'report-mails');
  if (!subject) throw badRequest('unsubscribe_link_invalid', 'This unsubscribe link is not valid');
  const slash = subject.indexOf('/');
  return { uid: subject.slice(0, slash), path: subject.slice(slash + 1) };
}

export function reportMailRoutes(): Router {
  const router = Router();

  route(
    router,
    endpoints.reportMailUnsubscribePage,
    [limits.unsubscribe],
    ({ query }) => {
      subjectOfToken(query.token);
      return { success: true };
    },
    (_answer, req, res) => void res.type('html').send(unsubscribePage(String(req.query.token), 'report-mails')),
  );

  route(router, endpoints.reportMailUnsubscribe, [limits.unsubscribe], async ({ query }) => {
    const { uid, path } = subjectOfToken(query.token);
    await unsubscribeFromView(uid, path);
    return { success: true };
  });

  return router;
}
