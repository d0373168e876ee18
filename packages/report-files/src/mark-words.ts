/** A chart's mark in words: what the list under the chart, the CSV and the workbook say of it. */
import { formatPeriod, type ChartAnnotation } from '@cannabis-reports/contracts';

/** A mark in words: its months, how it is drawn and what it is. */
export function markWords(annotation: ChartAnnotation): string {
  const when = annotation.to
    ? `${formatPeriod(annotation.x)} to ${formatPeriod(annotation.to)} (shaded)`
    : `${formatPeriod(annotation.x)} (dashed line)`;
  return `${when}: ${annotation.label}`;
}
