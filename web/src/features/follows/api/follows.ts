/** The caller's follows and alert settings (`/follows`): list, follow, unfollow, choose how alerts come. */
import { apiRoutes, type AlertMode, type FollowTarget } from '@cannabis-reports/contracts';
import { api } from '../../../lib/api-client';

export type { AlertMode, FollowTarget, FollowsAnswer } from '@cannabis-reports/contracts';

export const fetchFollows = (signal?: AbortSignal) => api(apiRoutes.follows, { signal });

export const followTarget = (target: FollowTarget) => api(apiRoutes.follow, { body: { target } });

export const unfollowTarget = (target: FollowTarget) => api(apiRoutes.unfollow, { body: { target } });

export const saveAlertMode = (alertMode: AlertMode) => api(apiRoutes.alertSettings, { body: { alertMode } });

export const sameTarget = (a: FollowTarget, b: FollowTarget) =>
  a.kind === 'market' ? b.kind === 'market' && a.state === b.state : b.kind === 'dataset' && a.id === b.id;
