/**
 * The Auth trigger's definition. Firebase has no v2 trigger for account creation outside
 * Identity Platform's blocking functions, so it uses the v1 API, whose builder loads every
 * v1 provider: that is why index.ts loads this module only in instances that serve it.
 */
import { runWith } from 'firebase-functions/v1';
import { smtpUrl } from '../config';
import { AUTH_TRIGGER_OPTIONS } from '../runtime-limits';
import { newAccountSettings, skippedForSettings } from '../serve-guard';

/** Every new Auth account gets its user record and, for e-mail accounts, the verification mail. */
export const createUserRecord = runWith({ ...AUTH_TRIGGER_OPTIONS, secrets: [smtpUrl] })
  .auth.user()
  .onCreate(async (user) => {
    if (skippedForSettings('createUserRecord', newAccountSettings)) return;
    await (await import('./on-user-created')).onUserCreated(user);
  });
