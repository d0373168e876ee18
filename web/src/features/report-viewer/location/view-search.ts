/**
 * A report view as a query string, so a link reopens it: `report` (the tab) and the
 * report's own filters (`from`, `to`, `county`, ...). A shared link may hold anything: what
 * the report data API would refuse is left out of the request, and what the server applied
 * instead is compared with what the link asked for, to say what was adjusted. A link's filters
 * are checked against the contract's schema in read-view-params.ts, which only the views kept
 * in the URL load.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { ReportData, ReportFilter, ReportParams } from '../api/report-data';

/** The query key of the report tab; every other key is a filter. */
export const REPORT_KEY = 'report';
/** The day of an 'as of' view: any report's figures as published by that day. */
export const AS_OF_KEY = 'asOf';

export interface ViewParams {
  /** The filters a request may carry (each well-formed as the API expects). */
  params: ReportParams;
  /** Filters the link asked for that are malformed, with their values. */
  malformed: ReportParams;
}

/** The view's query string: the report, then its filters (empty values dropped). */
export function viewSearch(reportId: string | undefined, params: ReportParams): URLSearchParams {
  const search = new URLSearchParams(reportId ? { [REPORT_KEY]: reportId } : {});
  for (const [key, value] of Object.entries(params)) if (value !== '') search.set(key, value);
  return search;
}

export interface Adjustment {
  /** What the notice says, e.g. 'the month range starts at Nov 2017, the earliest available'. */
  messages: string[];
  /** The filters as the server applied them, for the corrected link. */
  applied: ReportParams;
}

/** The labels of the values applied; a long list is cut short ('AK, CA, CO and 8 more'). */
function optionLabels(filter: Extract<ReportFilter, { kind: 'choice' }>, values: string[]): string {
  const labels = values.map((value) => filter.options.find((option) => option.value === value)?.label ?? value);
  if (labels.length === 0) return 'none';
  return labels.length > 4 ? `${labels.slice(0, 3).join(', ')} and ${labels.length - 3} more` : labels.join(', ');
}

const quoted = (value: string) => `'${value.length > 40 ? `${value.slice(0, 40)}…` : value}'`;

/**
 * What the server did not apply as the link asked: a month outside the data, a choice the
 * report does not offer, a malformed value or a setting the report does not have.
 */
export function adjustmentOf(requested: ViewParams, data: ReportData): Adjustment {
  const asked = { ...requested.params, ...requested.malformed };
  const messages: string[] = [];
  const applied: ReportParams = {};
  const known = new Set<string>();
  for (const filter of data.filters) {
    if (filter.kind === 'month-range') {
      known.add('from').add('to');
      if ('from' in asked) {
        applied.from = filter.from;
        if (asked.from !== filter.from)
          messages.push(
            asked.from < filter.min && 'from' in requested.params
              ? `the month range starts at ${formatPeriod(filter.min)}, the earliest available`
              : `the month range starts at ${formatPeriod(filter.from)} (${quoted(asked.from)} could not be used)`,
          );
      }
      if ('to' in asked) {
        applied.to = filter.to;
        if (asked.to !== filter.to)
          messages.push(
            asked.to > filter.max && 'to' in requested.params
              ? `the month range ends at ${formatPeriod(filter.max)}, the latest available`
              : `the month range ends at ${formatPeriod(filter.to)} (${quoted(asked.to)} could not be used)`,
          );
      }
    } else {
      known.add(filter.name);
      if (!(filter.name in asked)) continue;
      const value = filter.value.join(',');
      applied[filter.name] = value;
      const same = filter.multiple
        ? [...asked[filter.name].split(',')].sort().join(',') === [...filter.value].sort().join(',')
        : asked[filter.name] === value;
      if (!same)
        messages.push(
          `${filter.label} shows ${optionLabels(filter, filter.value)} (${quoted(asked[filter.name])} is not available)`,
        );
    }
  }
  // An 'as of' day is every report's: kept when applied, and said when it could not be.
  known.add(AS_OF_KEY);
  if (data.asOf) applied[AS_OF_KEY] = data.asOf.date;
  else if (AS_OF_KEY in asked)
    messages.push(`the latest figures are shown (${quoted(asked[AS_OF_KEY])} is not a past day, YYYY-MM-DD)`);
  for (const key of Object.keys(asked))
    if (!known.has(key)) messages.push(`${quoted(key)} is not a setting of this report and was ignored`);
  return { messages, applied };
}

/** The notice above the report. */
export const adjustedNotice = (messages: string[]) =>
  messages.length ? `Some settings in this link were adjusted: ${messages.join('; ')}.` : '';
