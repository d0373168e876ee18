/**
 * Oregon DOR's marijuana tax receipts (or-tax-receipts): tax facts only. Receipts are payments
 * made in the month, net of refunds, whatever month the sales were made in, so they are never
 * a sales total nor drawn or summed as sales. From the month DOR first estimates the split
 * between state and local tax (both are paid together), the notes say so.
 */
import { formatMonth, monthsBetween } from '@cannabis-reports/contracts';
import { type OrTaxReceiptsRow } from '@cannabis-reports/datasets';
import { roundCents } from '../../kit/periods';
import { defineSource, figuresOf } from '../facts';

/** Runs of consecutive months whose split DOR estimated: 'February 2017 to September 2025'. */
function estimatedRuns(rows: OrTaxReceiptsRow[]): string[] {
  const runs: Array<{ from: string; to: string }> = [];
  for (const row of [...rows].sort((a, b) => a.period.localeCompare(b.period))) {
    if (!row.splitEstimated) continue;
    const last = runs.at(-1);
    if (last && monthsBetween(last.to, row.period).length === 2) last.to = row.period;
    else runs.push({ from: row.period, to: row.period });
  }
  return runs.map((run) =>
    run.from === run.to ? formatMonth(run.from) : `${formatMonth(run.from)} to ${formatMonth(run.to)}`,
  );
}

export const orTaxReceipts = defineSource({
  dataset: 'or-tax-receipts',
  from: 'Oregon DOR’s marijuana tax receipts',
  rank: 1,
  contribute: (rows) => {
    if (rows.length === 0) return [];
    const receipts = (value: (row: OrTaxReceiptsRow) => number | null) => figuresOf(rows, (row) => row.period, value);
    const estimated = estimatedRuns(rows);
    return [
      {
        state: 'OR',
        facts: [
          {
            key: 'tax-receipts',
            topic: 'tax',
            kind: 'line-chart',
            unit: 'usd',
            title: 'Marijuana tax received by month of payment, USD',
            series: [
              {
                label: 'State and local',
                figures: receipts((row) => roundCents(row.stateTaxReceived + (row.localTaxReceived ?? 0))),
              },
              { label: 'State tax', figures: receipts((row) => row.stateTaxReceived) },
              { label: 'Local tax', figures: receipts((row) => row.localTaxReceived) },
            ],
            notes: [
              'Tax receipts, not sales: payments made in the month, net of refunds, whatever month the sales were made in. DOR says they cannot be translated into sales, so they are never drawn or summed as sales here.',
              'Local tax: only the local taxes the state collects; none before the first came in (a gap, not 0).',
              ...(estimated.length
                ? [
                    `${estimated.join('; ')}: DOR estimates the split between state and local tax, paid together; their sum is what was received.`,
                  ]
                : []),
            ],
          },
        ],
        notes: [
          'Oregon’s tax receipts (DOR) are payments of tax, not sales: they are shown under tax only and never in the sales figures.',
        ],
      },
    ];
  },
});
