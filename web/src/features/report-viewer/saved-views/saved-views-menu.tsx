/**
 * 'Saved views' on /reports: a button that opens a panel where the reader names and saves the
 * view on screen (the report and its filters, as the URL holds them) and finds their saved views,
 * to open, rename, schedule as e-mails or delete. The panel holds forms, so the button discloses it (aria-expanded)
 * rather than calling it a menu, whose items could only be chosen. The list is read when the
 * panel first opens, so the page's own load never waits for it. Escape or a click outside closes it.
 */
import { SAVED_VIEW_NAME_MAX } from '@cannabis-reports/contracts';
import { useId, useRef, useState, type FormEvent } from 'react';
import { toast } from '../../../lib/toast';
import { Spinner } from '../../../components/ui/spinner';
import type { ReportCatalogEntry } from '../../../lib/report-catalog';
import { useDismiss } from '../../../lib/use-dismiss';
import { useQuery } from '../../../lib/use-query';
import { fetchSavedViews, saveView, type SavedView } from '../api/saved-views';
import { byName, useCurrentView } from './current-view';
import { failureMessage } from './failure-message';
import { SavedViewItem } from './saved-view-item';
import './saved-views.css';

interface SavedViewsMenuProps {
  /** The report the page opened, which is on screen while the URL names none. */
  openingReportId: string;
  catalog: ReportCatalogEntry[];
}

export function SavedViewsMenu({ openingReportId, catalog }: SavedViewsMenuProps) {
  const [open, setOpen] = useState(false);
  const [opened, setOpened] = useState(false);
  const [saving, setSaving] = useState(false);
  /** The list as this page changed it, once it has. */
  const [changed, setChanged] = useState<SavedView[]>();
  const panelId = useId();
  const nameId = useId();
  const container = useRef<HTMLDivElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const current = useCurrentView(openingReportId, catalog);
  const list = useQuery({
    key: ['saved-views'],
    enabled: opened,
    fetcher: fetchSavedViews,
    onError: (error) => console.warn('Could not read the saved views', error),
  });
  const views = changed ?? list.data?.views;
  const team = list.data?.team;

  useDismiss(
    open,
    container,
    () => setOpen(false),
    () => button.current?.focus(),
  );

  const toggle = () => {
    setOpened(true);
    setOpen((value) => !value);
  };

  const onSave = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const fields = new FormData(form);
    const name = String(fields.get('name') ?? '');
    setSaving(true);
    try {
      const view = await saveView(name, current.reportId, current.params, fields.get('team') ? 'team' : 'personal');
      toast.success(`Saved '${view.name}'.`);
      form.reset();
      setChanged([...(views ?? []), view].sort(byName));
    } catch (error) {
      toast.error(failureMessage(error, 'The view could not be saved. Please try again.'));
    } finally {
      setSaving(false);
    }
  };

  const labelOf = (reportId: string) => catalog.find((report) => report.id === reportId)?.label ?? reportId;

  return (
    <div className="saved-views" ref={container}>
      <button
        ref={button}
        type="button"
        className="button button-secondary"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={toggle}
      >
        Saved views
      </button>
      <div className="saved-views-panel" id={panelId} role="group" aria-label="Saved views" hidden={!open}>
        {current.savable ? (
          <form className="saved-views-save" onSubmit={(event) => void onSave(event)}>
            <label htmlFor={nameId}>Name this view</label>
            <div className="saved-views-save-row">
              <input
                id={nameId}
                name="name"
                maxLength={SAVED_VIEW_NAME_MAX}
                required
                autoComplete="off"
                placeholder="e.g. Colorado retail, 2024"
              />
              <button type="submit" className="button" disabled={saving}>
                {saving ? 'Saving...' : 'Save view'}
              </button>
            </div>
            {team && (
              <label className="saved-views-team">
                <input type="checkbox" name="team" /> Save for my team (every member sees it)
              </label>
            )}
          </form>
        ) : (
          <p className="saved-views-note">Views of the built-in reports can be saved; this report keeps its own.</p>
        )}
        {list.status === 'loading' && !changed ? (
          <Spinner label="Loading saved views" size="sm" />
        ) : list.status === 'error' && !changed ? (
          <p className="error-text">
            Your saved views could not be loaded.{' '}
            <button type="button" className="link-button" onClick={list.refetch}>
              Try again
            </button>
          </p>
        ) : views?.length ? (
          <ul className="saved-views-list" aria-label="Your saved views">
            {views.map((view) => (
              <SavedViewItem
                key={view.id}
                view={view}
                reportLabel={labelOf(view.reportId)}
                onOpen={() => setOpen(false)}
                onChanged={(changed) =>
                  setChanged(views.map((entry) => (entry.id === changed.id ? changed : entry)).sort(byName))
                }
                onDeleted={(deleted) => setChanged(views.filter((entry) => entry.id !== deleted.id))}
              />
            ))}
          </ul>
        ) : (
          <p className="saved-views-note">No saved views yet.</p>
        )}
      </div>
    </div>
  );
}
