/**
 * The product's own record of a user. It is read only by the auth provider (lib/auth.tsx),
 * which keeps it beside the signed-in user; everything else takes it from `useAuth()`.
 */
import { paths } from '../config/paths';
import type { UserInfo } from '@cannabis-reports/contracts';

export type { UserInfo };

/** Whether the user reads the paid reports: their own subscription, or their team's. */
export const readsReports = (userInfo: UserInfo | null | undefined) =>
  userInfo?.isPaidUser === true || userInfo?.teamAccess === true;

/** Where a signed-in user belongs: readers of the reports to them, others to the demo. */
export function homePathFor(userInfo: UserInfo | null): string {
  return readsReports(userInfo) ? paths.reports : paths.demo;
}
