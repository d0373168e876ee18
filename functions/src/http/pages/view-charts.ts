/** A saved view's charts as the embed draws them: its report's line charts, in the report's order, numbered from 0. */
import type { ReportData } from '@cannabis-reports/contracts';
import type { PublicChart } from './market-summary';

export function viewCharts(report: ReportData): PublicChart[] {
  return report.sections.flatMap((section) =>
    section.kind === 'line-chart'
      ? [
          {
            id: section.title,
            kind: 'line' as const,
            title: section.title,
            unit: section.unit,
            x: section.x,
            series: section.series,
          },
        ]
      : [],
  );
}
