/**
 * What the markets tests read: the regulators' CSV files (the expected figures, computed in
 * the tests themselves) and the importer's snapshot of them (the view's input), and the
 * report as a paid reader gets it, built through the view and the builder.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import type { ChartSection, TableSection } from '@cannabis-reports/contracts';
import type { BuiltReport, DatasetRows, ViewDefinition } from '../kit/definitions';
import type { ReportReader } from '../kit/reader';
import { viewReader } from '../kit/view-test-reader';
import { buildMarkets } from './builder';
import { defineSource } from './facts';
import { marketsView } from './view';

const ROOT = path.resolve(__dirname, '../../../..');
const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(ROOT, '../shared/data/public-cannabis');
const SNAPSHOT = path.join(ROOT, 'data-snapshot');

/** A CSV file of the samples as records by header; quoted cells may hold commas, an empty last cell is ''. */
export function readCsv(file: string): Array<Record<string, string>> {
  const text = readFileSync(path.join(SAMPLES, file), 'utf8').replace(/^\uFEFF/, '');
  const lines = text.split(/\r?\n/).filter((line) => line.trim() !== '');
  // Each cell ends with a comma once one is added to the line, so an empty last cell is kept.
  const cells = (line: string) =>
    [...`${line},`.matchAll(/("(?:[^"]|"")*"|[^,]*),/g)].map((match) =>
      match[1].replace(/^"|"$/g, '').replace(/""/g, '"'),
    );
  const header = cells(lines[0]);
  return lines.slice(1).map((line) => Object.fromEntries(cells(line).map((cell, index) => [header[index], cell])));
}

/** The Census Bureau's July 1 residents of one state (by its name, as the file gives it), by year. */
export const censusResidentsOf = (name: string) =>
  new Map(
    readCsv('census/state-population-2010-2024.csv')
      .filter((row) => row.state === name)
      .map((row) => [row.year, Number(row.population_july1)]),
  );

/** The Census Bureau's survey count of adults 21+ of one state (by its code), by year. */
export const censusAdultsOf = (state: string) =>
  new Map(
    readCsv('census/pop21.csv')
      .filter((row) => row.state === state)
      .map((row) => [row.year, Number(row.pop21)]),
  );

/** The importer's parsed rows of every dataset in the snapshot. */
export function snapshotRows(): DatasetRows {
  const rows: Record<string, object[]> = {};
  for (const file of readdirSync(SNAPSHOT).filter((name) => name.endsWith('.json.gz')))
    rows[file.replace('.json.gz', '')] = JSON.parse(
      gunzipSync(readFileSync(path.join(SNAPSHOT, file))).toString(),
    ).rows;
  return rows as DatasetRows;
}

/** A reader serving one built view (the markets view unless told), as the importer would have stored it. */
export const readerOf = (rows: DatasetRows, definition: ViewDefinition = marketsView): ReportReader =>
  viewReader(definition, rows);

const reader = readerOf(snapshotRows());

export const openPage = (state: string): Promise<BuiltReport> => buildMarkets(reader, { state });

export function chartOf(report: BuiltReport, title: string): ChartSection {
  const found = report.sections.find((section) => section.title === title);
  if (!found || !('x' in found)) throw new Error(`no chart '${title}' in ${report.title}`);
  return found;
}

export function tableOf(report: BuiltReport, title: string): TableSection {
  const found = report.sections.find((section) => section.title === title);
  if (!found || found.kind !== 'table') throw new Error(`no table '${title}' in ${report.title}`);
  return found;
}

/** A series' value and flag at one category. */
export function pointOf(chart: ChartSection, label: string, x: string) {
  const series = chart.series.find((entry) => entry.label === label);
  if (!series) throw new Error(`no series '${label}' in ${chart.title}`);
  const index = chart.x.indexOf(x);
  if (index < 0) throw new Error(`no ${x} in ${chart.title}`);
  return { value: series.values[index], flag: series.flags?.[index] ?? null };
}

/** Percent change to two decimals, as the headline gives it. */
export const percentChange = (now: number, then: number) => Math.round(((now - then) / then) * 100 * 100) / 100;

/** Money compared to the cent. */
export const sameCents = (actual: number | null, expected: number) =>
  actual !== null && Math.abs(actual - expected) < 0.005 + 1e-9;

/** A made-up source of one state's annual totals (2022 and 2023), its only figures. */
export const annualTotalsOf = (state: string) =>
  defineSource({
    dataset: 'il-sales',
    from: 'a test file of annual totals',
    rank: 2,
    contribute: () => [
      {
        state,
        facts: [
          {
            key: 'annual-sales',
            topic: 'annual',
            kind: 'bar-chart',
            unit: 'usd',
            title: 'Annual sales, USD',
            series: [
              {
                label: 'Sales',
                figures: new Map([
                  ['2022', { value: 5_300_000_000 }],
                  ['2023', { value: 5_100_000_000 }],
                ]),
              },
            ],
          },
        ],
      },
    ],
  });
