/**
 * What an exported chart image carries besides the chart, so that it still says what it is
 * once it leaves the page: its title, where the figures come from, and the month they run to
 * with the filters that made the view.
 */
import { formatPeriod } from '@cannabis-reports/contracts';
import type { ReportData } from '../api/report-data';
import type { ChartStamp } from '../chart/chart-svg';
import { filtersText } from '@cannabis-reports/report-files';

export function chartStamp(data: ReportData, title: string): ChartStamp {
  const sources = data.sources.map((source) => `${source.publisher}, ${source.title}`).join('; ');
  const filters = filtersText(data.filters);
  return {
    title,
    source: `Source: ${sources || 'not given'}`,
    asOf: `Data as of ${formatPeriod(data.dataAsOf)}. ${data.title}${data.sample ? ' (sample data)' : ''}${filters ? `; ${filters}` : ''}`,
  };
}
