import type { DatasetHistoryAnswer } from '@cannabis-reports/contracts';
import { checkedTime, overdueNote, viaText } from '../period';
import { DatasetFacts } from './dataset-facts';
import { RevisionEntry } from './revision-entry';
import './dataset-list.css';
import './dataset-history.css';

const OUTCOMES = { fetch_failed: 'The file could not be fetched', malformed: 'The file was refused' };

/**
 * A dataset's page: where it comes from and how often, whether it is overdue, then each
 * published version newest first and the fetches that changed nothing because they failed.
 */
export function DatasetHistory({ history }: { history: DatasetHistoryAnswer }) {
  const { dataset, revisions, moreRevisions, failedFetches } = history;
  return (
    <>
      {dataset.overdue && <p className="dataset-overdue">{overdueNote(dataset)}</p>}
      {dataset.sourceUrl && (
        <p className="dataset-source">
          Published at{' '}
          <a href={dataset.sourceUrl} target="_blank" rel="noopener noreferrer">
            {dataset.sourceUrl}
          </a>
        </p>
      )}
      <div className="dataset-facts">
        <DatasetFacts dataset={dataset} />
      </div>

      <h2>History</h2>
      {revisions.length === 0 ? (
        <p>No version of this dataset has been recorded yet.</p>
      ) : (
        <ol className="history-list" aria-label="Each published version, newest first">
          {revisions.map((revision) => (
            <RevisionEntry key={revision.version} revision={revision} />
          ))}
        </ol>
      )}
      {moreRevisions && <p>Older versions are kept but not listed here.</p>}

      <h2>Failed fetches</h2>
      {failedFetches.length === 0 ? (
        <p>No recent fetch of this dataset has failed.</p>
      ) : (
        <ul className="history-list" aria-label="Fetches that changed nothing, newest first">
          {failedFetches.map((failure) => (
            <li key={failure.at} className="history-entry">
              <p>
                <strong>{checkedTime(failure.at)}</strong> ({viaText(failure.via).toLowerCase()}):{' '}
                {OUTCOMES[failure.outcome]}. {failure.reason}
              </p>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
