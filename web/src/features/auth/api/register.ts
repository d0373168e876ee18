import { createUserWithEmailAndPassword } from 'firebase/auth';
import { auth } from '../../../lib/firebase';

/** Creates the account; the server makes its record and mails the verification link. */
export async function register(email: string, password: string): Promise<void> {
  await createUserWithEmailAndPassword(auth, email, password);
}
