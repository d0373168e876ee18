import { apiRoutes } from '@cannabis-reports/contracts';
import { signInWithEmailAndPassword } from 'firebase/auth';
import { api } from '../../../lib/api-client';
import { auth } from '../../../lib/firebase';
import { startPageSession } from '../../../lib/page-session';

/**
 * Creates the account on the server, which checks the password rule where no client can skip
 * it (the identity service refuses sign-ups sent to it directly), then signs in with it; the
 * server makes its record and mails the verification link. It waits for the page session's cookie,
 * as a sign-in does.
 */
export async function register(email: string, password: string): Promise<void> {
  await api(apiRoutes.signUp, { body: { email, password } });
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  await startPageSession(user.uid);
}
