/** The multi-state panel's sales: a total for every state it covers, and retailer counts. */
import { byState, columnsChart, defineSource, figuresOf } from '../facts';

/** What the panel's figure counts in each state. */
const COVERS: Record<string, string> = {
  CO: 'medical plus retail sales (the panel)',
  MD: 'medical dispensary sales (the panel)',
  WA: 'retail licensee sales (the panel)',
};

export const panelSales = defineSource({
  dataset: 'state-monthly-sales',
  from: 'the Cannlytics multi-state panel’s monthly sales',
  rank: 3,
  contribute: (rows) =>
    byState(rows).map(([state, own]) => ({
      state,
      total: {
        covers: COVERS[state] ?? 'adult-use sales (the panel)',
        figures: figuresOf(
          own,
          (row) => row.period,
          (row) => row.sales,
          (row) => (row.incomplete ? 'incomplete' : undefined),
        ),
        breaks: own.flatMap((row) => (row.seriesBreak ? [{ period: row.period, text: row.seriesBreak }] : [])),
      },
      facts: columnsChart(
        own,
        {
          key: 'retailers',
          topic: 'licences',
          kind: 'line-chart',
          unit: 'count',
          title: 'Retailers, count',
          notes: ['The panel’s count of retailers in the month (for Massachusetts, the month’s average).'],
        },
        [['Retailers', (row) => row.retailers]],
      ),
      notes: own.filter((row) => row.incomplete).map((row) => `${row.period} (the panel): ${row.incomplete}`),
    })),
});
