/** The caller's follows, their team's and the alert settings (`/follows`): list, follow, unfollow, choose how alerts come. */
import { apiRoutes, type AlertMode, type FollowTarget, type WorkOwner } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type { AlertMode, FollowTarget, FollowsAnswer } from '@cannabis-reports/contracts';

export const fetchFollows = (signal?: AbortSignal) => api(apiRoutes.follows, { signal });

/** `owner: 'team'` changes the reader's team's follows (its owner and admins only). */
export const followTarget = (target: FollowTarget, owner: WorkOwner = 'personal') =>
  api(apiRoutes.follow, { body: { target, owner } });

export const unfollowTarget = (target: FollowTarget, owner: WorkOwner = 'personal') =>
  api(apiRoutes.unfollow, { body: { target, owner } });

export const saveAlertMode = (alertMode: AlertMode) => api(apiRoutes.alertSettings, { body: { alertMode } });

export const sameTarget = (a: FollowTarget, b: FollowTarget) =>
  a.kind === 'market' ? b.kind === 'market' && a.state === b.state : b.kind === 'dataset' && a.id === b.id;
