import type { DatasetRevision } from '@cannabis-reports/contracts';
import { formatPeriodList } from '../../../lib/dates';
import { changeText, rowText, valueText } from '../history-words';
import { checkedTime, viaText } from '../period';

/**
 * One published version: when and how its file arrived, what it added and revised, and its largest revisions with the
 * value before and after. The table scrolls on its own on a phone; the page does not.
 */
export function RevisionEntry({ revision }: { revision: DatasetRevision }) {
  const arrived = revision.via ? `: ${viaText(revision.via).toLowerCase()}` : '';
  const heading = `${revision.first ? 'First published here' : 'Revised'} ${checkedTime(revision.publishedAt)}${arrived}`;
  const id = `revision-${revision.version}`;
  return (
    <li className="history-entry" aria-labelledby={id}>
      <h3 id={id}>{heading}</h3>
      {revision.whatsNew && <p>{revision.whatsNew}</p>}
      <dl>
        <dt>Periods added</dt>
        <dd>{formatPeriodList(revision.periodsAdded)}</dd>
        {!revision.first && (
          <>
            <dt>Periods revised</dt>
            <dd>{formatPeriodList(revision.periodsRevised)}</dd>
            <dt>Figures revised</dt>
            <dd>{revision.figuresRevised.toLocaleString('en-US')}</dd>
            <dt>Rows</dt>
            <dd>
              {revision.rowsAdded.toLocaleString('en-US')} added, {revision.rowsRemoved.toLocaleString('en-US')} removed
            </dd>
          </>
        )}
        {revision.periodsRemoved.length > 0 && (
          <>
            <dt>Periods removed</dt>
            <dd>{formatPeriodList(revision.periodsRemoved)}</dd>
          </>
        )}
        <dt>Rows in this version</dt>
        <dd>{revision.rowCount.toLocaleString('en-US')}</dd>
      </dl>
      {revision.largest.length > 0 && (
        // Focusable, so a keyboard can scroll it sideways on a narrow screen.
        <div className="history-table" role="region" aria-label={`The largest revisions, ${heading}`} tabIndex={0}>
          <table>
            <caption>The largest revisions</caption>
            <thead>
              <tr>
                <th scope="col">Row</th>
                <th scope="col">Figure</th>
                <th scope="col">Before</th>
                <th scope="col">After</th>
                <th scope="col">Change</th>
              </tr>
            </thead>
            <tbody>
              {revision.largest.map((figure) => (
                <tr key={`${figure.period}|${figure.key}|${figure.field}`}>
                  <td>{rowText(figure)}</td>
                  <td>{figure.field}</td>
                  <td>{valueText(figure.old)}</td>
                  <td>{valueText(figure.new)}</td>
                  <td>{changeText(figure)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </li>
  );
}
