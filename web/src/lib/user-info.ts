/**
 * The product's own record of a user. It is read only by the auth provider (lib/auth.tsx),
 * which keeps it beside the signed-in user; everything else takes it from `useAuth()`.
 */
import { paths } from '../config/paths';
import type { UserInfo } from '@cannabis-reports/contracts';

export type { UserInfo };

/** Where a signed-in user belongs: paid users to reports, others to the demo. */
export function homePathFor(userInfo: UserInfo | null): string {
  return userInfo?.isPaidUser ? paths.reports : paths.demo;
}
