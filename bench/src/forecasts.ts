/**
 * What the markets' forecasts and back-tests add to an import: every market's, as the markets
 * view makes them, on the real data (the importer's snapshot) and on the generated 10x data. Pure
 * computation, no emulator: printed beside the import's own time, no budget of its own.
 */
import path from 'node:path';
import { readSnapshot } from '@cannabis-reports/data-import';
import { forecastEveryMarket, type DatasetRows } from '@cannabis-reports/reports';
import { ms } from './stats';
import { tenTimesDatasets } from './ten-times-data';

const SNAPSHOT = path.resolve(__dirname, '../../data-snapshot');

const rowsOf = (datasets: Array<{ meta: { id: string }; rows: object[] }>) =>
  Object.fromEntries(datasets.map((dataset) => [dataset.meta.id, dataset.rows])) as DatasetRows;

export function forecastTimes(): void {
  console.log('\n== Forecasts and back-tests of every market, as the markets view makes them at import ==');
  for (const [label, rows] of [
    ['real data', rowsOf(readSnapshot(SNAPSHOT))],
    ['10x', rowsOf(tenTimesDatasets())],
  ] as const) {
    const started = performance.now();
    const made = forecastEveryMarket(rows);
    console.log(`${label}: ${made} markets forecast and back-tested in ${ms(performance.now() - started)}`);
  }
}
