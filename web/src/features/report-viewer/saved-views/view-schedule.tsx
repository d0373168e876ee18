/**
 * A saved view's mail schedule: Off, Weekly, Monthly or When new data is published. The view's
 * figures, news and workbook are mailed to the reader's verified address on that schedule; a
 * choice is saved as soon as it is made, and a failed save puts the previous one back.
 */
import type { ReportMailSchedule } from '@cannabis-reports/contracts';
import { useId, useState } from 'react';
import { toast } from '../../../lib/toast';
import { scheduleView, type SavedView } from '../api/saved-views';
import { failureMessage } from './failure-message';

const CHOICES: Array<{ value: ReportMailSchedule | ''; label: string; done: string }> = [
  { value: '', label: 'Off', done: 'will not be e-mailed' },
  { value: 'weekly', label: 'Weekly', done: 'will be e-mailed every Monday' },
  { value: 'monthly', label: 'Monthly', done: 'will be e-mailed on the 1st of each month' },
  { value: 'published', label: 'When new data is published', done: 'will be e-mailed when its data is published' },
];

export function ViewSchedule({ view, onChanged }: { view: SavedView; onChanged: (view: SavedView) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);

  const onChange = async (value: string) => {
    const choice = CHOICES.find((entry) => entry.value === value) ?? CHOICES[0];
    setBusy(true);
    try {
      const changed = await scheduleView(view.id, choice.value || null);
      toast.success(`'${view.name}' ${choice.done}.`);
      onChanged(changed);
    } catch (error) {
      toast.error(failureMessage(error, 'The e-mail schedule could not be saved. Please try again.'));
    } finally {
      setBusy(false);
    }
  };

  return (
    <span className="saved-view-schedule">
      <label htmlFor={id}>E-mail</label>
      <select
        id={id}
        aria-label={`E-mail ${view.name}`}
        value={view.schedule ?? ''}
        disabled={busy}
        onChange={(event) => void onChange(event.currentTarget.value)}
      >
        {CHOICES.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
    </span>
  );
}
