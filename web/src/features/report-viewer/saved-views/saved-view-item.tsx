/**
 * One saved view in the menu: its name opens it (a link, so it also opens in a new tab), with
 * Rename, which turns the row into a small labelled form, Delete, Copy embed code (the view's
 * first chart in a frame for another site, shown while the subscription is live) and its e-mail
 * schedule. A team's view is marked; Rename, Delete and the schedule show where the reader may
 * use them (the member who saved it, or the team's admins).
 */
import {
  chartEmbedCode,
  SAVED_VIEW_NAME_MAX,
  savedViewEmbedPath,
  teamViewEmbedPath,
} from '@cannabis-reports/contracts';
import { useId, useState, type FormEvent } from 'react';
import { Link } from 'react-router-dom';
import { TeamMarker } from '../../../components/ui/team-marker';
import { useAuth } from '../../../lib/auth';
import { toast } from '../../../lib/toast';
import { deleteView, renameView, type SavedView } from '../api/saved-views';
import { savedViewHref } from './current-view';
import { failureMessage } from './failure-message';
import { ViewSchedule } from './view-schedule';

interface SavedViewItemProps {
  view: SavedView;
  /** The report's name in the tabs. */
  reportLabel: string;
  onOpen: () => void;
  /** Renamed or scheduled. */
  onChanged: (view: SavedView) => void;
  onDeleted: (view: SavedView) => void;
}

export function SavedViewItem({ view, reportLabel, onOpen, onChanged, onDeleted }: SavedViewItemProps) {
  const [renaming, setRenaming] = useState(false);
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const { user } = useAuth();

  const onRename = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const name = String(new FormData(event.currentTarget).get('name') ?? '');
    setBusy(true);
    try {
      const renamed = await renameView(view.id, name);
      toast.success(`Renamed to '${renamed.name}'.`);
      setRenaming(false);
      onChanged(renamed);
    } catch (error) {
      toast.error(failureMessage(error, 'The view could not be renamed. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  const onDelete = async () => {
    setBusy(true);
    try {
      await deleteView(view.id);
      toast.success(`Deleted '${view.name}'.`);
      onDeleted(view);
    } catch (error) {
      toast.error(failureMessage(error, 'The view could not be deleted. Please try again.'));
      setBusy(false);
    }
  };

  const onCopyEmbed = async () => {
    const path = view.teamId ? teamViewEmbedPath(view.teamId, view.id) : savedViewEmbedPath(user!.uid, view.id);
    const whileLive = view.teamId ? 'your team subscribes' : 'you subscribe';
    try {
      await navigator.clipboard.writeText(chartEmbedCode(window.location.origin, path, view.name));
      toast.success(`Copied the embed code of '${view.name}': its first chart, shown while ${whileLive}.`);
    } catch {
      toast.error('The embed code could not be copied. Please try again.');
    }
  };

  /** Each action's word on the button, and its name for a screen reader (which says whose). */
  const actions: Array<{ label: string; name: string; run: () => void }> = [
    ...(view.canManage
      ? [
          { label: 'Rename', name: `Rename ${view.name}`, run: () => setRenaming(true) },
          { label: 'Delete', name: `Delete ${view.name}`, run: () => void onDelete() },
        ]
      : []),
    ...(user ? [{ label: 'Embed', name: `Copy the embed code of ${view.name}`, run: () => void onCopyEmbed() }] : []),
  ];

  if (renaming)
    return (
      <li className="saved-view">
        <form className="saved-view-rename" onSubmit={(event) => void onRename(event)}>
          <label htmlFor={inputId}>New name for {view.name}</label>
          <input
            id={inputId}
            name="name"
            defaultValue={view.name}
            maxLength={SAVED_VIEW_NAME_MAX}
            required
            autoFocus
            autoComplete="off"
          />
          <button type="submit" className="button" disabled={busy}>
            Save name
          </button>
          <button type="button" className="button button-secondary" onClick={() => setRenaming(false)}>
            Cancel
          </button>
        </form>
      </li>
    );

  return (
    <li className="saved-view">
      <Link className="saved-view-open" to={savedViewHref(view)} onClick={onOpen}>
        <span className="saved-view-name">
          {view.name}
          {view.owner === 'team' && (
            <>
              {' '}
              <TeamMarker />
            </>
          )}
        </span>{' '}
        <span className="saved-view-report">{reportLabel}</span>
      </Link>
      {actions.map(({ label, name, run }) => (
        <button key={label} type="button" className="link-button" aria-label={name} disabled={busy} onClick={run}>
          {label}
        </button>
      ))}
      {view.canManage && <ViewSchedule view={view} onChanged={onChanged} />}
    </li>
  );
}
