/**
 * One built-in report: its header ('Sample data' when it is), the 'data as of' line, filters,
 * then charts and tables, each with only the notes that explain it, and last 'About this data'
 * (sources, caveats and rules), so the figures come first. Filters are applied on the server.
 */
import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { lazyWithReload } from '../../../lib/lazy-with-reload';
import { PageLoading } from '../../../components/ui/page-loading';
import { Spinner } from '../../../components/ui/spinner';
import { useQuery } from '../../../lib/use-query';
import type { EmbedConfig } from '../api/embed-config';
import {
  fetchReportData,
  type ReportData,
  type ReportFilter,
  type ReportParams,
  type ReportSection,
} from '../api/report-data';
import { behindSentence, formatPeriod } from '@cannabis-reports/contracts';
import { useMemoryReportLocation, type ReportLocation } from '../location/use-memory-report-location';
import { placeNotes } from './report-notes';
import { adjustedNotice, adjustmentOf, type ViewParams } from '../location/view-search';
import { DownloadMenu } from '../export/download-menu';
import { WorkbookDownload } from '../export/workbook-download';
// After the downloads: imported first, it made Rolldown split the table's modules into a chunk of their own.
import { chartTable, mapTable, sectionTable } from '@cannabis-reports/report-files';
import { AboutData } from './about-data';
import { Chart } from '../chart/chart';
import { DataTable } from '../table/data-table';
import { FilterPane } from './filter-pane';
import { releaseServerPage } from '../../../lib/page-state';
import '../report-viewer.css';

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

/** The county map and its boundaries: a chunk of its own, loaded only by a report that has a map. */
const CountyMap = lazyWithReload('county-map', () => import('../map/county-map'));

/** A table section with its downloads: they and the page read the one table. */
function ReportTable({ data, section }: { data: ReportData; section: Extract<ReportSection, { kind: 'table' }> }) {
  const table = sectionTable(section);
  return (
    <DataTable
      caption={section.title}
      {...table}
      notes={section.notes}
      flagNotes={data.flagNotes}
      download={<DownloadMenu data={data} title={section.title} table={() => table} />}
    />
  );
}

const withoutAsOf = ({ asOf: _asOf, ...params }: ReportParams) => params;

/** An 'as of' view says plainly that its figures are old, and leads back to the latest ones. */
function OldView({ asOf, onLatest }: { asOf: NonNullable<ReportData['asOf']>; onLatest: () => void }) {
  const published = asOf.publishedAt.slice(0, 10);
  return (
    <p className="notice report-old-view" role="note">
      This is an old view: the figures as they were published on {formatPeriod(asOf.date)}
      {published ? ` (our update of ${formatPeriod(published)})` : ''}. Later publications may have revised them.{' '}
      <button type="button" className="link-button" onClick={onLatest}>
        Show the latest figures
      </button>
    </p>
  );
}

/** The one state a report shows (its single 'state' choice: a state's page), if it shows one. */
function marketOf(data: ReportData): string | undefined {
  const state = data.filters.find((filter) => filter.kind === 'choice' && filter.name === 'state');
  return state?.kind === 'choice' && !state.multiple && state.value.length === 1 ? state.value[0] : undefined;
}

/**
 * `where` holds the view (the URL's, for the paid reports); without it the view is kept in
 * memory. A view the server could not apply as asked is replaced by the applied one. `news`
 * (what the report's datasets published and revised, for the state the report shows if it shows
 * one) is shown under 'Data as of' on the latest figures, not on an old view.
 */
export function ReportView({
  config,
  where,
  news,
}: {
  config: EmbedConfig;
  where?: ReportLocation;
  news?: (market: string | undefined) => ReactNode;
}) {
  // Live now: a page the server rendered takes the reader's taps again (lib/page-state.ts).
  useEffect(() => releaseServerPage(document), []);
  const inMemory = useMemoryReportLocation();
  const location = where ?? inMemory;
  const { view, adjusted } = location;
  const params = view.params;
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
  // Once per answer: a chart redraws when its section changes.
  const notes = useMemo(() => (data ? placeNotes(data) : undefined), [data]);

  // The controls show a change at once: the router applies the new URL in a transition, and
  // a controlled checkbox would snap back until then. Kept only while the URL is unchanged.
  const [pending, setPending] = useState<{ from: ViewParams; params: ReportParams }>();
  const shown = pending?.from === view ? pending.params : params;
  const applyFilters = (change: ReportParams) => {
    const next = { ...shown, ...change };
    setPending({ from: view, params: next });
    location.push(config.reportId, next);
  };

  // Once the answer to this view is in, compare what was asked with what was applied.
  const settled = !loading && query.status === 'success' ? data : undefined;
  useEffect(() => {
    if (!settled) return;
    const { messages, applied } = adjustmentOf(view, settled);
    if (messages.length) location.replace(config.reportId, applied, [...adjusted, ...messages]);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per answer
  }, [settled]);

  if (!data || !notes) {
    return error ? (
      <p className="error-text" role="alert">
        {error}
      </p>
    ) : (
      <PageLoading label="Loading report" onRetry={query.refetch} />
    );
  }
  return (
    <article className="report" aria-labelledby="report-title" aria-busy={loading}>
      {adjusted.length > 0 && (
        <p className="notice report-adjusted" role="status">
          {adjustedNotice(adjusted)}
        </p>
      )}
      <header className="report-header">
        <h2 id="report-title">{data.title}</h2>
        {data.sample && <span className="sample-badge">Sample data</span>}
        {loading && <Spinner size="sm" label="Updating report" />}
        <button type="button" className="button button-secondary report-print" onClick={() => window.print()}>
          Print
        </button>
        <WorkbookDownload data={data} />
      </header>
      <p className="report-description">{data.description}</p>
      <p className="report-as-of">
        Data as of {formatPeriod(data.dataAsOf)}.
        {data.currency?.status === 'behind' && <> {behindSentence(data.currency)}</>}
      </p>
      {data.asOf ? (
        <OldView asOf={data.asOf} onLatest={() => location.push(config.reportId, withoutAsOf(shown))} />
      ) : (
        news?.(marketOf(data))
      )}
      <FilterPane filters={withPending(data.filters, shown)} onChange={applyFilters} />
      {error && (
        <p className="error-text" role="alert">
          {error}
        </p>
      )}
      {notes.sections.map((section) =>
        section.kind === 'table' ? (
          <ReportTable key={section.title} data={data} section={section} />
        ) : section.kind === 'county-map' ? (
          <Suspense key={section.title} fallback={<Spinner label="Loading the map" />}>
            <CountyMap
              section={section}
              flagNotes={data.flagNotes}
              download={<DownloadMenu data={data} title={section.title} table={() => mapTable(section)} />}
            />
          </Suspense>
        ) : section.x.length === 0 ? (
          <p key={section.title}>No data for these filters.</p>
        ) : (
          <Chart
            key={section.title}
            section={section}
            flagNotes={data.flagNotes}
            download={
              <DownloadMenu data={data} title={section.title} table={() => chartTable(section)} chart={section} />
            }
          />
        ),
      )}
      <AboutData sources={data.sources} notes={notes.about} />
    </article>
  );
}
