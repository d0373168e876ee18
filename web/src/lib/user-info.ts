/** The product's own record of a user (spec, section 3, "User info"), read from the API. */
import { paths } from '../config/paths';
import type { UserInfo, UserInfoAnswer } from '@cannabis-reports/contracts';
import { apiRequest } from './api-client';

export type { UserInfo };

export async function fetchUserInfo(uid: string): Promise<UserInfo> {
  const { data } = await apiRequest<UserInfoAnswer & { data: UserInfo }>(`/users/${encodeURIComponent(uid)}`);
  return data;
}

/** Where a signed-in user belongs (spec, section 4): paid users to reports, others to the demo. */
export function homePathFor(userInfo: UserInfo | null): string {
  return userInfo?.isPaidUser ? paths.reports : paths.demo;
}
