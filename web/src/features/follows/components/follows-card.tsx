/**
 * Profile's 'Following': the markets and datasets the reader follows, and their team's (marked;
 * its owner and admins unfollow them), unfollow each, and how alerts come (the team's included).
 */
import { useState, type ReactNode } from 'react';
import type { WorkOwner } from '@cannabis-reports/contracts';
import { TeamMarker } from '../../../components/ui/team-marker';
import { stateName } from '../../../config/state-names';
import { useDatasetCatalog } from '../../../lib/dataset-catalog';
import { toast } from '../../../lib/toast';
import { useQuery } from '../../../lib/use-query';
import { fetchFollows, saveAlertMode, unfollowTarget, type AlertMode, type FollowTarget } from '../api/follows';

const MODES: Array<{ mode: AlertMode; label: string }> = [
  { mode: 'instant', label: 'An e-mail each time new figures are published' },
  { mode: 'weekly', label: 'A weekly digest' },
  { mode: 'off', label: 'No e-mails' },
];

export function FollowsCard() {
  const { data, status, refetch } = useQuery({ key: ['follows'], fetcher: fetchFollows });
  // Datasets are named by their titles, once the public catalogue is in; by their ids until then.
  const catalog = useDatasetCatalog();
  const nameOf = (target: FollowTarget) =>
    target.kind === 'market'
      ? stateName(target.state)
      : (catalog.data?.datasets.find((dataset) => dataset.id === target.id)?.title ?? target.id);
  const [busy, setBusy] = useState(false);
  // The mode chosen shows at once; a save that fails puts the stored one back.
  const [chosenMode, setChosenMode] = useState<AlertMode | null>(null);

  const act = async (change: () => Promise<unknown>) => {
    setBusy(true);
    try {
      await change();
      refetch();
    } catch {
      setChosenMode(null);
      toast.error('Could not save the change. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (status === 'error')
    return (
      <FollowsSection>
        <p>Could not load what you follow.</p>
      </FollowsSection>
    );
  if (!data)
    return (
      <FollowsSection>
        <p>Loading…</p>
      </FollowsSection>
    );
  return (
    <FollowsSection>
      {data.follows.length === 0 ? (
        <p>You follow no markets or datasets yet. Follow one on its page to hear when its figures change.</p>
      ) : (
        <FollowList
          targets={data.follows}
          nameOf={nameOf}
          busy={busy}
          onUnfollow={(target) => act(() => unfollowTarget(target))}
        />
      )}
      {data.team && (
        <>
          <h3>Your team follows</h3>
          {data.team.follows.length === 0 ? (
            <p>
              Your team follows nothing yet.
              {data.team.canManage && ' Follow a market or dataset for the team on its page.'}
            </p>
          ) : (
            <FollowList
              owner="team"
              targets={data.team.follows}
              nameOf={nameOf}
              busy={busy}
              onUnfollow={data.team.canManage ? (target) => act(() => unfollowTarget(target, 'team')) : undefined}
            />
          )}
        </>
      )}
      <fieldset disabled={busy}>
        <legend>Alert e-mails</legend>
        {MODES.map(({ mode, label }) => (
          <label key={mode}>
            <input
              type="radio"
              name="alert-mode"
              checked={(chosenMode ?? data.alertMode) === mode}
              onChange={() => {
                setChosenMode(mode);
                void act(() => saveAlertMode(mode));
              }}
            />{' '}
            {label}
          </label>
        ))}
      </fieldset>
      {!data.fullAlerts && (
        <p>Without a subscription you get at most one short e-mail a month naming what changed, without the figures.</p>
      )}
    </FollowsSection>
  );
}

interface FollowListProps {
  targets: FollowTarget[];
  nameOf: (target: FollowTarget) => string;
  busy: boolean;
  owner?: WorkOwner;
  /** Absent where the reader may not unfollow (a team's follows, for a member who is no admin). */
  onUnfollow?: (target: FollowTarget) => void;
}

function FollowList({ targets, nameOf, busy, owner = 'personal', onUnfollow }: FollowListProps) {
  return (
    <ul>
      {targets.map((target) => (
        <li key={`${target.kind}:${nameOf(target)}`}>
          <span>{nameOf(target)}</span> {owner === 'team' && <TeamMarker />}{' '}
          {onUnfollow && (
            <button
              type="button"
              className="button button-secondary"
              disabled={busy}
              onClick={() => onUnfollow(target)}
            >
              Unfollow{' '}
              <span className="visually-hidden">
                {nameOf(target)}
                {owner === 'team' && ' for the team'}
              </span>
            </button>
          )}
        </li>
      ))}
    </ul>
  );
}

/** A card of the profile's grid, like its neighbours, whatever the state of the read. */
function FollowsSection({ children }: { children: ReactNode }) {
  return (
    <section className="card" aria-labelledby="follows-heading">
      <h2 id="follows-heading">Following</h2>
      {children}
    </section>
  );
}
