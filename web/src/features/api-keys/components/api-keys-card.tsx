/**
 * Profile's 'API keys': the keys for the data API, the user's usage over all of them (what the
 * limits count: a revoked key's requests too; in a team, the team's over every member's and its
 * keys) and each key's own; make one (paid access only) and see it once, revoke one at once. A
 * team's keys are marked; its owner and admins make and revoke them.
 */
import { useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { toast } from '../../../lib/toast';
import { TeamMarker } from '../../../components/ui/team-marker';
import { TextField } from '../../../components/ui/text-field';
import { paths } from '../../../config/paths';
import { ApiError } from '../../../lib/api-client';
import { formatDate } from '../../../lib/dates';
import { useQuery } from '../../../lib/use-query';
import { createApiKey, fetchApiKeys, revokeApiKey, type ApiKey, type ApiKeysAnswer } from '../api/api-keys';
import { NewKeyNotice } from './new-key-notice';
import './api-keys-card.css';

const lastUsed = (iso: string | null) => (iso ? formatDate(Date.parse(iso) / 1000) : 'never');

function KeyRow({ apiKey, onRevoke, busy }: { apiKey: ApiKey; onRevoke?: () => void; busy: boolean }) {
  return (
    <tr>
      <th scope="row">
        {apiKey.name} {apiKey.owner === 'team' && <TeamMarker />}
      </th>
      <td>
        <code>{apiKey.prefix}…</code>
      </td>
      <td>{apiKey.requestsToday}</td>
      <td>{apiKey.requestsLast7Days}</td>
      <td className="nowrap">{lastUsed(apiKey.lastUsedAt)}</td>
      <td>
        {onRevoke && (
          <button type="button" className="button button-secondary" disabled={busy} onClick={onRevoke}>
            Revoke <span className="visually-hidden">{apiKey.name}</span>
          </button>
        )}
      </td>
    </tr>
  );
}

const count = (value: number) => value.toLocaleString('en-US');

/** What the limits count: every key of the user, revoked ones too; in a team, every member's and the team's. */
function UsageSummary({ usage, limits, team }: Pick<ApiKeysAnswer, 'usage' | 'limits' | 'team'>) {
  return (
    <p>
      {team ? `Your team's keys and its ${team.seats} members' own keys together` : 'Your keys together'} may make{' '}
      {count(limits.perMinute)} requests a minute and {count(limits.perDay)} a day (UTC), and you may make{' '}
      {limits.keysPerDay} keys a day. Requests today: <strong>{count(usage.requestsToday)}</strong> (
      {count(Math.max(0, limits.perDay - usage.requestsToday))} left); last 7 days: {count(usage.requestsLast7Days)};
      last used {lastUsed(usage.lastUsedAt)}.
    </p>
  );
}

export function ApiKeysCard({ paid }: { paid: boolean }) {
  const { data, status, refetch } = useQuery({ key: ['api-keys'], fetcher: fetchApiKeys });
  const [name, setName] = useState('');
  const [busy, setBusy] = useState(false);
  const [made, setMade] = useState<{ name: string; secret: string }>();
  const [forTeam, setForTeam] = useState(false);

  const onCreate = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    try {
      const answer = await createApiKey(name, forTeam ? 'team' : 'personal');
      setMade({ name: answer.key.name, secret: answer.secret });
      setName('');
      refetch();
    } catch (error) {
      const fallback = 'Could not make the key. Please try again.';
      toast.error(error instanceof ApiError ? (error.serverMessage ?? fallback) : fallback);
    } finally {
      setBusy(false);
    }
  };

  const onRevoke = async (key: ApiKey) => {
    if (!window.confirm(`Revoke '${key.name}'? Programs using it stop working at once.`)) return;
    setBusy(true);
    try {
      await revokeApiKey(key.id);
      toast.success(`'${key.name}' is revoked.`);
      refetch();
    } catch {
      toast.error('Could not revoke the key. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  const keys = data?.keys ?? [];
  const manages = (key: ApiKey) => key.owner === 'personal' || data?.team?.canManage === true;
  const held = keys.filter((key) => key.owner === (forTeam ? 'team' : 'personal')).length;
  const full = data ? held >= data.limits.maxKeys : false;
  return (
    <section className="card" aria-labelledby="api-keys-title">
      <h2 id="api-keys-title">API keys</h2>
      <p>
        Read the datasets and report figures from your own programs: see{' '}
        <Link to={paths.developers}>the developer guide</Link>.
      </p>
      {data && <UsageSummary usage={data.usage} limits={data.limits} team={data.team} />}
      {status === 'error' && <p className="error-text">Your keys could not be loaded. Please try again later.</p>}
      {made && <NewKeyNotice {...made} onDone={() => setMade(undefined)} />}
      {keys.length > 0 && (
        // Six columns are wider than a phone: the table scrolls in its box, never the page.
        <div className="table-scroll" role="region" aria-label="Your keys" tabIndex={0}>
          <table className="api-keys">
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">Key</th>
                <th scope="col">Requests today</th>
                <th scope="col">Last 7 days</th>
                <th scope="col">Last used</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {keys.map((key) => (
                <KeyRow
                  key={key.id}
                  apiKey={key}
                  busy={busy}
                  onRevoke={manages(key) ? () => void onRevoke(key) : undefined}
                />
              ))}
            </tbody>
          </table>
        </div>
      )}
      {!paid && <p>Keys work while your subscription is active; subscribe to make one.</p>}
      {paid && (
        <form onSubmit={(event) => void onCreate(event)}>
          <TextField
            label="Key name"
            value={name}
            maxLength={60}
            required
            onChange={(event) => setName(event.target.value)}
          />
          {data?.team?.canManage && (
            <label className="api-key-team">
              <input type="checkbox" checked={forTeam} onChange={(event) => setForTeam(event.target.checked)} />
              <span>A key of the team (its admins manage it; it stays when you leave)</span>
            </label>
          )}
          <button type="submit" className="button" disabled={busy || full}>
            {busy ? 'Working...' : 'Create key'}
          </button>
        </form>
      )}
      {paid && full && (
        <p>
          {forTeam ? 'Your team holds' : 'You hold'} {data?.limits.maxKeys} keys, the most allowed: revoke one to make
          another.
        </p>
      )}
    </section>
  );
}
