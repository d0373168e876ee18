/** The invitation mail: who invites the reader to which team, and the link that accepts it. */
import { INVITATION_TTL_DAYS } from '@cannabis-reports/contracts';
import { publicSiteUrl } from '../../config';
import { mailHtml, PRODUCT_NAME } from '../mail/layout';
import type { OutgoingEmail } from '../mail/transport';

export function invitationLink(token: string): string {
  const url = new URL('/team/accept', publicSiteUrl.value());
  url.searchParams.set('token', token);
  return url.toString();
}

const LINK_VALIDITY = `The link is valid for ${INVITATION_TTL_DAYS} days and can be used once.`;
const HOW = 'Sign in (or create an account) with this email address, then open the link to join.';
const NOT_YOU = 'If you did not expect this invitation, you can ignore this message.';

export function invitationEmail(to: string, teamName: string, inviter: string, link: string): OutgoingEmail {
  const subject = `You are invited to join ${teamName} on ${PRODUCT_NAME}`;
  const invited = `${inviter} has invited you to join the team ${teamName} on ${PRODUCT_NAME}. Members read every report with the team's subscription.`;
  return {
    to,
    subject,
    text: [invited, '', HOW, link, '', LINK_VALIDITY, NOT_YOU].join('\n'),
    html: mailHtml({
      title: subject,
      paragraphs: [invited, HOW],
      action: { label: 'Join the team', url: link },
      footer: `${LINK_VALIDITY} ${NOT_YOU}`,
    }),
  };
}
