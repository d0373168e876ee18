/**
 * What an exported chart image carries besides the chart, so that it still says what it is
 * once it leaves the page: its title, where the figures come from, and the month they run to
 * with the filters that made the view.
 */
import type { ReportData } from '../api/report-data';
import { formatPeriod } from '../../../lib/dates';
import { filtersText } from '../report-csv';

export interface ChartStamp {
  title: string;
  /** 'Source: WSLCB, Sales activity' (every source, by publisher and title). */
  source: string;
  /** 'Data as of Oct 2021. Washington retail; Jan 2021 to Jun 2021; County: Spokane' */
  asOf: string;
}

export function chartStamp(data: ReportData, title: string): ChartStamp {
  const sources = data.sources.map((source) => `${source.publisher}, ${source.title}`).join('; ');
  const filters = filtersText(data.filters);
  return {
    title,
    source: `Source: ${sources || 'not given'}`,
    asOf: `Data as of ${formatPeriod(data.dataAsOf)}. ${data.title}${data.sample ? ' (sample data)' : ''}${filters ? `; ${filters}` : ''}`,
  };
}

/** Text broken at spaces into lines of at most `width` characters (a longer word keeps its own line). */
export function wrapText(text: string, width: number): string[] {
  const lines: string[] = [];
  for (const word of text.split(' ')) {
    const last = lines.at(-1);
    if (last !== undefined && last.length + 1 + word.length <= width) lines[lines.length - 1] = `${last} ${word}`;
    else lines.push(word);
  }
  return lines;
}
