import type { DatasetSummary } from '@cannabis-reports/contracts';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { datasetPath } from '../../../config/paths';
import { currencyNote, overdueNote } from '../period';
import { DatasetFacts } from './dataset-facts';
import './dataset-list.css';

/**
 * One card per dataset: what it is, who publishes it, its markets, the period it covers and
 * its newest, how often it is updated, when we last checked it and when it last changed, its
 * licence, and a link to its history. Under its title, in words: how current it is against its
 * publisher (current, N months behind, or frozen), and 'overdue' when no import has read it for
 * longer than its publisher's cadence allows. Cards, not a table's columns, so a phone reads each one without
 * scrolling sideways.
 */
export function DatasetList({
  datasets,
  action,
}: {
  datasets: DatasetSummary[];
  /** What a card offers under its title (the page's Follow button for a signed-in reader). */
  action?: (dataset: DatasetSummary) => ReactNode;
}) {
  return (
    <ul className="dataset-list" aria-label="Every dataset the reports are built from">
      {datasets.map((dataset) => (
        <li key={dataset.id} className="dataset-card" aria-labelledby={`dataset-${dataset.id}`}>
          <h2 id={`dataset-${dataset.id}`}>
            {dataset.sourceUrl ? (
              <a href={dataset.sourceUrl} target="_blank" rel="noopener noreferrer">
                {dataset.title}
              </a>
            ) : (
              dataset.title
            )}
            {dataset.sample && <span className="badge">Sample data</span>}
          </h2>
          {action?.(dataset)}
          <p className={`dataset-currency dataset-currency-${dataset.currency.status}`}>{currencyNote(dataset)}</p>
          {dataset.overdue && <p className="dataset-overdue">{overdueNote(dataset)}</p>}
          <DatasetFacts dataset={dataset} />
          <p className="dataset-history-link">
            <Link to={datasetPath(dataset.id)} aria-label={`History of changes to ${dataset.title}`}>
              History of changes
            </Link>
          </p>
        </li>
      ))}
    </ul>
  );
}
