import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { startPageSession } from '../../../lib/page-session';

/**
 * Signs in, and waits for the page session's cookie, so the page the reader opens next is
 * rendered for them; the auth provider then reads the user's info.
 */
export async function signIn(email: string, password: string): Promise<void> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  await startPageSession(user.uid);
}
