/**
 * A report's chart or table as a CSV file to download: attribution lines first (each
 * source, its publisher and licence; the report, its 'data as of' month and the filters
 * applied), then the figures exactly as the page shows them, written by the one CSV
 * builder (`tableToCsv`). The file is named after the report, the section and the filters.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { ReportData, ReportFilter } from '@cannabis-reports/contracts';
import { downloadFileName, tableToCsv } from './csv-text';
import { FLAG_LABELS } from './flags';
import { markWords } from './mark-words';
import type { FlaggedTable, TableContent } from './section-table';

type Choice = Extract<ReportFilter, { kind: 'choice' }>;

/** A choice as applied, or null when it narrows nothing (every option, or the 'all' option). */
function narrowing(filter: Choice): string[] | null {
  const values = filter.value.filter(Boolean);
  const all = filter.options.filter((option) => option.value).length;
  const hasAllOption = filter.options.some((option) => !option.value);
  if (values.length === 0 || (!hasAllOption && values.length >= all)) return null;
  return values;
}

const choiceLabels = (filter: Choice, values: string[]) =>
  values.map((value) => filter.options.find((option) => option.value === value)?.label ?? value).join(', ');

/** The filters applied, as the file's attribution line writes them. */
export function filtersText(filters: ReportFilter[]): string {
  return filters
    .map((filter) => {
      if (filter.kind === 'month-range') return `${formatPeriod(filter.from)} to ${formatPeriod(filter.to)}`;
      const values = narrowing(filter);
      return `${filter.label}: ${values ? choiceLabels(filter, values) : (filter.options.find((option) => !option.value)?.label ?? 'all')}`;
    })
    .join('; ');
}

/** 'washington-retail-monthly-sales-2021-01-to-2021-10-county-spokane.csv' (or .xlsx, .png, .svg) */
export function reportFileName(data: ReportData, title: string, extension = 'csv'): string {
  const parts = [data.reportId, title];
  for (const filter of data.filters) {
    if (filter.kind === 'month-range') parts.push(`${filter.from} to ${filter.to}`);
    else {
      const values = narrowing(filter);
      if (values) parts.push(filter.name, ...values);
    }
  }
  return downloadFileName(parts.join(' '), extension);
}

/** The attribution lines at the top of the file. */
export function attributionLines(data: ReportData): string[] {
  return [
    ...data.sources.map(
      (source) =>
        `Source: ${source.title}, published by ${source.publisher} (${formatPeriod(source.periodFrom)} to ${formatPeriod(source.periodTo)}), ${source.sourceUrl}. Licence: ${source.licence}`,
    ),
    `${data.title}${data.sample ? ' (sample data)' : ''}, data as of ${formatPeriod(data.dataAsOf)}. Filters: ${filtersText(data.filters)}`,
    // An 'as of' view's file says so, as its page does: the figures may since have been revised.
    ...(data.asOf
      ? [`An old view: the figures as published on ${data.asOf.date}; later publications may have revised them.`]
      : []),
  ];
}

/** The figures as shown: a flagged missing figure is its word ('Withheld'), never an empty cell or zero. */
function shownRows({ rows, flags }: FlaggedTable): TableContent['rows'] {
  return rows.map((row, rowIndex) =>
    row.map((cell, cellIndex) => {
      const flag = flags?.[rowIndex]?.[cellIndex];
      return cell === null && flag ? FLAG_LABELS[flag].text : cell;
    }),
  );
}

/**
 * What the section titled `title` marks on its chart (market events, source changes, series
 * breaks), a line each with its meaning and source, as the list under the chart gives them.
 */
export function markLines(data: ReportData, title: string): string[] {
  const section = data.sections.find((one) => one.title === title);
  if (!section || (section.kind !== 'line-chart' && section.kind !== 'bar-chart')) return [];
  return (section.annotations ?? []).map((annotation) =>
    [
      `Marked on the chart: ${markWords(annotation)}.`,
      annotation.text,
      annotation.sourceUrl && `Source: ${annotation.sourceUrl}`,
    ]
      .filter(Boolean)
      .join(' '),
  );
}

export function reportCsv(data: ReportData, title: string, table: FlaggedTable): string {
  const header = [...attributionLines(data), title, ...markLines(data, title)]
    .map((line) => tableToCsv([{ label: line }], []))
    .join('');
  return `${header}${tableToCsv(table.columns, shownRows(table))}`;
}
