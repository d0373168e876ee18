/**
 * One built-in report: its header ('Sample data' when it is), filters, charts and tables,
 * and the 'data as of' line with the sources. Filters are applied on the server.
 */
import { useEffect, useRef, useState } from 'react';
import { Spinner } from '../../../components/ui/spinner';
import type { EmbedConfig } from '../api/embed-config';
import { fetchReportData, type ReportData, type ReportFilter, type ReportParams } from '../api/report-data';
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

export function ReportView({ config }: { config: EmbedConfig }) {
  const [params, setParams] = useState<ReportParams>({});
  const [data, setData] = useState<ReportData | null>(null);
  const [loading, setLoading] = useState(true);
  const [error, setError] = useState<string | null>(null);
  // A refreshed token must not reload the report: the fetch reads it from here.
  const token = useRef(config.embedToken);
  useEffect(() => {
    token.current = config.embedToken;
  }, [config.embedToken]);
  const { embedUrl } = config;

  useEffect(() => {
    let current = true;
    fetchReportData({ ...config, embedUrl, embedToken: token.current }, params)
      .then((next) => {
        if (!current) return;
        setData(next);
        setError(null);
      })
      .catch((failure: unknown) => {
        console.warn('Could not load the report', failure);
        if (current) setError(failure instanceof Error ? failure.message : 'The report could not be loaded.');
      })
      .finally(() => current && setLoading(false));
    return () => {
      current = false;
    };
    // config's other fields never change for one report; the token is read from the ref.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [embedUrl, params]);

  const applyFilters = (change: ReportParams) => {
    setLoading(true);
    setParams((previous) => ({ ...previous, ...change }));
  };

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
