import { signInWithEmailAndPassword } from 'firebase/auth';
import { auth } from '../../../lib/firebase';
import { fetchUserInfo, type UserInfo } from '../../../lib/user-info';

/** Signs in and reads the user's info, which decides where they go next. */
export async function signIn(email: string, password: string): Promise<UserInfo | null> {
  const { user } = await signInWithEmailAndPassword(auth, email, password);
  try {
    return await fetchUserInfo(user.uid);
  } catch (error) {
    console.warn('Could not load user info after sign-in', error);
    return null;
  }
}
