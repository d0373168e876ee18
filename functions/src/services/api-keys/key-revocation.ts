/**
 * Every data API key of a user (their own: a team's keys are the team's) revoked at once ('Sign out of all devices' when asked to), each as the
 * user revoking it on /profile would (key-store's revokeKey), so what a revocation keeps or drops is the
 * same either way.
 */
import { listKeys, revokeKey } from './key-store';

export async function revokeAllKeys(uid: string): Promise<void> {
  for (const { id } of await listKeys({ uid })) await revokeKey({ uid }, id);
}
