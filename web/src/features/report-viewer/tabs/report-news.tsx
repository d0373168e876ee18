/**
 * Under a report's 'Data as of' line: 'What's new', one line per dataset the report draws
 * written from its latest revision, the newest first (three, then the rest folded away), and 'Revised since you last looked' when a figure it draws
 * was revised after the reader's previous visit, with a link to each dataset's history. The
 * first visit shows what is new and nothing revised; a revision is told on one visit. A report
 * showing one state (`market`: a state's page) lists only the lines of datasets covering it.
 */
import type { ReportVisitAnswer } from '@cannabis-reports/contracts';
import { Link } from 'react-router-dom';
import { datasetPath } from '../../../config/paths';
import { formatDate, formatPeriodList } from '../../../lib/dates';
import { useQuery } from '../../../lib/use-query';
import { visitReport } from '../api/report-visit';
import './report-news.css';

/** Lines shown at once; a report drawing many datasets (the markets report, about twenty) folds the rest away. */
const SHOWN_AT_ONCE = 3;

type Line = ReportVisitAnswer['whatsNew'][number];

const lineItem = (line: Line) => (
  <li key={line.datasetId}>
    {line.text}. <Link to={datasetPath(line.datasetId)}>History</Link>
  </li>
);

const figures = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'figure' : 'figures'}`;

export function ReportNews({ reportId, market }: { reportId: string; market?: string }) {
  const { data } = useQuery({
    key: ['report-visit', reportId],
    fetcher: () => visitReport(reportId),
    onError: (error) => console.warn('Could not record the report visit', error),
  });
  if (!data) return null;
  const { revisedSince } = data;
  const whatsNew = market ? data.whatsNew.filter((line) => line.markets.includes(market)) : data.whatsNew;
  return (
    <>
      {revisedSince && (
        <div className="notice report-revised" role="status">
          <p>Revised since you last looked ({formatDate(Date.parse(revisedSince.since) / 1000)}):</p>
          <ul>
            {revisedSince.datasets.map((dataset) => (
              <li key={dataset.id}>
                {dataset.title}: {figures(dataset.figures)} revised
                {dataset.periods.length > 0 ? ` in ${formatPeriodList(dataset.periods)}` : ''}.{' '}
                <Link to={datasetPath(dataset.id)}>See the revisions</Link>
              </li>
            ))}
          </ul>
        </div>
      )}
      {whatsNew.length > 0 && (
        <div className="report-whats-new">
          <h3>What's new</h3>
          <ul>{whatsNew.slice(0, SHOWN_AT_ONCE).map(lineItem)}</ul>
          {whatsNew.length > SHOWN_AT_ONCE && (
            <details>
              <summary>{whatsNew.length - SHOWN_AT_ONCE} more</summary>
              <ul>{whatsNew.slice(SHOWN_AT_ONCE).map(lineItem)}</ul>
            </details>
          )}
        </div>
      )}
    </>
  );
}
