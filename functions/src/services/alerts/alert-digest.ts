/**
 * The weekly digest: each weekly reader's held run alerts, gathered into one mail a week keyed
 * by the week and the user (so a rerun of the job sends none twice), and marked sent with it in
 * one write. A run held after the week's digest went waits for the next week's.
 */
import { getUserRecord, verifiedAddressOf } from '../accounts/user-records';
import type { Publication } from './alert-content';
import { deliverAlert, type FanOutDeps } from './alert-fan-out';
import { heldAlerts } from './alert-ledger';

const PAGE = 500;
const DAY_MS = 24 * 60 * 60 * 1000;

/** The week's Monday, 'YYYY-MM-DD' in UTC: the digest's key. */
export function weekOf(now: number): string {
  const day = new Date(now).getUTCDay();
  return new Date(now - ((day + 6) % 7) * DAY_MS).toISOString().slice(0, 10);
}

export async function sendWeeklyDigests(deps: FanOutDeps, now = Date.now()) {
  const byUid = new Map<string, { keys: string[]; publications: Publication[] }>();
  for (let after: string | undefined; ;) {
    const page = await heldAlerts(PAGE, after);
    for (const { key, alert } of page) {
      const entry = byUid.get(alert.uid) ?? { keys: [], publications: [] };
      entry.keys.push(key);
      entry.publications.push(...alert.publications);
      byUid.set(alert.uid, entry);
    }
    if (page.length < PAGE) break;
    after = page[page.length - 1].key;
  }
  const result = { sent: 0, failed: 0 };
  for (const [uid, { keys, publications }] of byUid) {
    const email = verifiedAddressOf(await getUserRecord(uid));
    if (!email) continue;
    const outcome = await deliverAlert(
      `digest-${weekOf(now)}_${uid}`,
      email,
      { uid, kind: 'digest', publications, covers: keys },
      deps,
    );
    if (outcome === 'sent') result.sent += 1;
    if (outcome === 'failed') result.failed += 1;
  }
  return result;
}
