/** Issues a verification token for an account and mails its link to the account's address. */
import { publicSiteUrl } from '../../config';
import { issueVerificationToken } from './verification-tokens';
import { sendVerificationEmail } from '../mail';

export function verificationLink(token: string): string {
  const url = new URL('/verify', publicSiteUrl.value());
  url.searchParams.set('token', token);
  return url.toString();
}

export async function sendVerificationFor(uid: string, email: string): Promise<void> {
  const token = await issueVerificationToken(uid, email);
  await sendVerificationEmail(email, verificationLink(token));
}
