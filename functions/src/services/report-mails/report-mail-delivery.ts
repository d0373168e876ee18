/** The report mails' ties to the outside: the SMTP transport, the site's address and the link secret. */
import { alertLinkSecret, publicSiteUrl } from '../../config';
import { signUnsubscribeToken } from '../alerts/unsubscribe-token';
import { sendEmail } from '../mail/transport';
import type { ReportMailDeps } from './report-mail-runs';

export function reportMailDeps(): ReportMailDeps {
  const site = publicSiteUrl.value().replace(/\/+$/, '');
  return {
    send: sendEmail,
    site,
    unsubscribeUrl: (uid, viewPath) =>
      `${site}/api/report-mails/unsubscribe?token=${signUnsubscribeToken(alertLinkSecret.value(), `${uid}/${viewPath}`, 'report-mails')}`,
  };
}
