import type { DatasetSummary } from '@cannabis-reports/contracts';
import { coveredPeriod } from '../period';

/** One row per dataset: what it is, who publishes it, the period it covers, how often it is updated, its licence. */
export function DatasetTable({ datasets }: { datasets: DatasetSummary[] }) {
  return (
    <div className="table-scroll" tabIndex={0} role="region" aria-labelledby="datasets-caption">
      <table className="data-table">
        <caption id="datasets-caption">Every dataset the reports are built from</caption>
        <thead>
          <tr>
            <th scope="col">Dataset</th>
            <th scope="col">Publisher</th>
            <th scope="col">Period</th>
            <th scope="col">Updated</th>
            <th scope="col">Licence</th>
          </tr>
        </thead>
        <tbody>
          {datasets.map((dataset) => (
            <tr key={dataset.id}>
              <th scope="row">
                {dataset.sourceUrl ? (
                  <a href={dataset.sourceUrl} target="_blank" rel="noopener noreferrer">
                    {dataset.title}
                  </a>
                ) : (
                  dataset.title
                )}
                {dataset.sample && <span className="badge">Sample data</span>}
              </th>
              <td>{dataset.publisher}</td>
              <td>{coveredPeriod(dataset)}</td>
              <td>{dataset.cadence ?? 'Not stated by the publisher'}</td>
              <td>{dataset.licence}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
