/**
 * One built-in report: its header ('Sample data' when it is), filters, charts and tables,
 * and the 'data as of' line with the sources. Filters are applied on the server.
 */
import { useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import { useQuery } from '../../../lib/use-query';
import type { EmbedConfig } from '../api/embed-config';
import { fetchReportData, type ReportFilter, type ReportParams } from '../api/report-data';
import { formatPeriod } from '../format';
import { Chart } from './chart';
import { DataTable } from './data-table';
import { FilterPane } from './filter-pane';

/** The filters as the user just set them, before the server's answer confirms them. */
function withPending(filters: ReportFilter[], params: ReportParams): ReportFilter[] {
  return filters.map((filter) =>
    filter.kind === 'month-range'
      ? { ...filter, from: params.from ?? filter.from, to: params.to ?? filter.to }
      : { ...filter, value: filter.name in params ? params[filter.name].split(',') : filter.value },
  );
}

const messageOf = (failure: unknown) =>
  failure instanceof Error ? failure.message : 'The report could not be loaded.';

export function ReportView({ config }: { config: EmbedConfig }) {
  const [params, setParams] = useState<ReportParams>({});
  // The token is not part of the key: a refreshed token must not reload the report, and
  // each read takes the token current at that moment. While new filters load, the report
  // (and any error) stay on screen.
  const query = useQuery({
    key: ['report', config.embedUrl, params],
    keepPrevious: true,
    fetcher: (signal) => fetchReportData(config, params, signal),
    onError: (failure) => console.warn('Could not load the report', failure),
  });
  const { data, fetching: loading } = query;
  const error = query.error === undefined ? null : messageOf(query.error);

  const applyFilters = (change: ReportParams) => setParams((previous) => ({ ...previous, ...change }));

  if (!data) {
    return error ? (
      <p className="error-text" role="alert">
        {error}
      </p>
    ) : (
      <div className="page-spinner">
        <Spinner label="Loading report" />
      </div>
    );
  }
  return (
    <article className="report" aria-labelledby="report-title" aria-busy={loading}>
      <header className="report-header">
        <h2 id="report-title">{data.title}</h2>
        {data.sample && <span className="sample-badge">Sample data</span>}
        {loading && <Spinner size="sm" label="Updating report" />}
      </header>
      <p className="report-description">{data.description}</p>
      <FilterPane filters={withPending(data.filters, params)} onChange={applyFilters} />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {data.sections.map((section) =>
        section.kind === 'table' ? (
          <DataTable
            key={section.title}
            caption={section.title}
            columns={section.columns}
            rows={section.rows}
            flags={section.flags}
            notes={section.notes}
            flagNotes={data.flagNotes}
          />
        ) : section.x.length === 0 ? (
          <p key={section.title}>No data for these filters.</p>
        ) : (
          <Chart key={section.title} section={section} flagNotes={data.flagNotes} />
        ),
      )}
      {data.notes.length > 0 && (
        <ul className="report-notes">
          {data.notes.map((note) => (
            <li key={note}>{note}</li>
          ))}
        </ul>
      )}
      <footer className="report-sources">
        <p>Data as of {formatPeriod(data.dataAsOf)}.</p>
        {data.sources.map((source) => (
          <p key={source.title}>
            Source: <a href={source.sourceUrl}>{source.title}</a>, {source.publisher} ({formatPeriod(source.periodFrom)}{' '}
            to {formatPeriod(source.periodTo)}). {source.licence}
          </p>
        ))}
      </footer>
    </article>
  );
}
