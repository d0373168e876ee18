/** The password-reset mail: a link to the site's reset page, carrying a one-use token (password-reset). */
import { publicSiteUrl } from '../../config';
import { mailHtml, PRODUCT_NAME } from '../mail/layout';
import type { OutgoingEmail } from '../mail/transport';

export function passwordResetLink(token: string): string {
  const url = new URL('/reset-password', publicSiteUrl.value());
  url.searchParams.set('token', token);
  return url.toString();
}

const RESET_SUBJECT = `Reset your password for ${PRODUCT_NAME}`;
const ASKED = 'Someone asked to reset the password of your account. To choose a new one, open the link below';
const VALIDITY = 'The link is valid for one hour and can be used once.';
const NOT_YOU = 'If you did not ask for this, you can ignore this message: your password stays as it is.';

/** The text part holds every line and the bare link; the HTML part a button. */
export function passwordResetEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: RESET_SUBJECT,
    text: [`${ASKED}:`, link, '', VALIDITY, NOT_YOU].join('\n'),
    html: mailHtml({
      title: RESET_SUBJECT,
      paragraphs: [`${ASKED}:`],
      action: { label: 'Choose a new password', url: link },
      footer: `${VALIDITY} ${NOT_YOU}`,
    }),
  };
}
