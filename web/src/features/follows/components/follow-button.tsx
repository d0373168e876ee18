/**
 * 'Follow' on a state's page or a dataset: a signed-in reader gets an e-mail when its figures
 * are published or revised. Pressed, it says 'Following' and unfollows. A team's owner and admins
 * get a second button beside it, 'Follow for the team', which every member is then mailed about.
 */
import { useState } from 'react';
import './follow-button.css';
import type { WorkOwner } from '@cannabis-reports/contracts';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';
import { fetchFollows, followTarget, sameTarget, unfollowTarget, type FollowTarget } from '../api/follows';

export function FollowButton({ target, label }: { target: FollowTarget; label: string }) {
  const { data, refetch } = useQuery({ key: ['follows'], fetcher: fetchFollows });
  const [busy, setBusy] = useState(false);
  const followedBy = (owner: WorkOwner) =>
    (owner === 'team' ? (data?.team?.follows ?? []) : (data?.follows ?? [])).some((each) => sameTarget(each, target));

  const toggle = async (owner: WorkOwner) => {
    setBusy(true);
    try {
      await (followedBy(owner) ? unfollowTarget(target, owner) : followTarget(target, owner));
      refetch();
    } catch (error) {
      const fallback = 'Could not change what you follow. Please try again.';
      toast.error(error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);
    } finally {
      setBusy(false);
    }
  };

  const owners: WorkOwner[] = data?.team?.canManage ? ['personal', 'team'] : ['personal'];
  const buttons = owners.map((owner) => (
    <button
      key={owner}
      type="button"
      className="button button-secondary"
      aria-pressed={followedBy(owner)}
      disabled={busy || !data}
      onClick={() => void toggle(owner)}
    >
      {followedBy(owner) ? 'Following' : 'Follow'}
      {owner === 'team' && ' for the team'} <span className="visually-hidden">{label}</span>
    </button>
  ));
  return <span className="follow-buttons">{buttons}</span>;
}
