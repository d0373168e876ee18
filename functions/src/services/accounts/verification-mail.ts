/** Issues a verification token for an account and mails its link to the account's address. */
import { publicSiteUrl } from '../../config';
import { withinMailboxShare } from './mailbox-share';
import { sendEmail, type OutgoingEmail } from '../mail/transport';
import { mailHtml, PRODUCT_NAME } from '../mail/layout';
import { issueVerificationToken, VERIFICATION_TTL_MS } from './verification-tokens';

export function verificationLink(token: string): string {
  const url = new URL('/verify', publicSiteUrl.value());
  url.searchParams.set('token', token);
  return url.toString();
}

const VERIFY_SUBJECT = 'Verify your email address';
const CONFIRM = 'Please confirm your email address with the link below';
const LINK_VALIDITY = `The link is valid for ${VERIFICATION_TTL_MS / 3_600_000} hours and can be used once.`;
const NOT_YOU = 'If you did not create an account, you can ignore this message.';

/** The verification mail: the link in the text part, a button in the HTML part. */
export function verificationEmail(to: string, link: string): OutgoingEmail {
  return {
    to,
    subject: VERIFY_SUBJECT,
    text: [`Welcome to ${PRODUCT_NAME}!`, '', `${CONFIRM}:`, link, '', LINK_VALIDITY, NOT_YOU].join('\n'),
    html: mailHtml({
      title: VERIFY_SUBJECT,
      paragraphs: [`Welcome to ${PRODUCT_NAME}!`, `${CONFIRM}:`],
      action: { label: 'Verify my email address', url: link },
      footer: `${LINK_VALIDITY} ${NOT_YOU}`,
    }),
  };
}

/** Verification mails one mailbox gets a day, however many accounts name it and however each is spelt. */
export const MAILS_PER_MAILBOX_PER_DAY = 5;

/**
 * Mails a verification link unless its mailbox had its day's share (sign-up's and the resend's mails
 * together): 'limited' then, logged as a security event, and nothing is issued or sent.
 */
export async function sendVerificationFor(uid: string, email: string): Promise<'sent' | 'limited'> {
  if (!(await withinMailboxShare('verification-mail', uid, email, MAILS_PER_MAILBOX_PER_DAY))) return 'limited';
  const token = await issueVerificationToken(uid, email);
  await sendEmail(verificationEmail(email, verificationLink(token)));
  return 'sent';
}
