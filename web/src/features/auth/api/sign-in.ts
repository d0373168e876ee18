import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

/** Signs in; the auth provider then reads the user's info. */
export async function signIn(email: string, password: string): Promise<void> {
  await signInWithEmailAndPassword(auth, email, password);
}
