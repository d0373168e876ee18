/**
 * Refuses every account creation that reaches the identity service from a client: accounts are
 * made only by the API's sign-up (services/accounts/sign-up), after it checked the password, and
 * the Admin SDK's creations never pass through blocking functions. The handler does not even
 * read the event: whatever arrives here is a sign-up that skipped the server.
 */
import { HttpsError } from 'firebase-functions/v2/https';
import { beforeUserCreated } from 'firebase-functions/v2/identity';
import { BLOCKING_OPTIONS } from '../runtime-limits';

export const SIGN_UP_THROUGH_THE_API = 'Accounts are created through the sign-up page.';

export const refuseClientSignUp = beforeUserCreated(BLOCKING_OPTIONS, () => {
  throw new HttpsError('permission-denied', SIGN_UP_THROUGH_THE_API);
});
