/**
 * 'Follow' on a state's page or a dataset: a signed-in reader gets an e-mail when its figures
 * are published or revised. Pressed, it says 'Following' and unfollows.
 */
import { useState } from 'react';
import { toast } from '../../../lib/toast';
import { ApiError } from '../../../lib/api-client';
import { useQuery } from '../../../lib/use-query';
import { fetchFollows, followTarget, sameTarget, unfollowTarget, type FollowTarget } from '../api/follows';

export function FollowButton({ target, label }: { target: FollowTarget; label: string }) {
  const { data, refetch } = useQuery({ key: ['follows'], fetcher: fetchFollows });
  const [busy, setBusy] = useState(false);
  const following = data?.follows.some((followed) => sameTarget(followed, target)) ?? false;

  const onClick = async () => {
    setBusy(true);
    try {
      await (following ? unfollowTarget(target) : followTarget(target));
      refetch();
    } catch (error) {
      const fallback = 'Could not change what you follow. Please try again.';
      toast.error(error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);
    } finally {
      setBusy(false);
    }
  };

  return (
    <button
      type="button"
      className="button button-secondary"
      aria-pressed={following}
      disabled={busy || !data}
      onClick={onClick}
    >
      {following ? 'Following' : 'Follow'} <span className="visually-hidden">{label}</span>
    </button>
  );
}
