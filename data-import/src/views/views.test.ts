/**
 * The report views built from the real files: each figure rule recomputed from the source
 * files with plain string splitting, never the importer's readers.
 */
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { before, describe, it } from 'node:test';
import {
  COUNTIES_NOT_REPORTED,
  monthPartId,
  seriesPartId,
  type ColoradoCountyPart,
  type ColoradoMonthPart,
  type ColoradoStatewidePart,
  type StateSeriesPart,
  type WashingtonSeriesPart,
  buildColoradoView,
  buildStateMonthlyView,
  buildWashingtonView,
} from '@cannabis-reports/reports';
import { isDataset, type ParsedDataset } from '../parsed-dataset';
import { parseFile } from '../parse-files';

const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../shared/data/public-cannabis');
const WA = path.join(SAMPLES, 'wa-lcb/wa-retail-sales-by-license-by-month.csv');
const CO = path.join(SAMPLES, 'co-dor/co-sales-by-county-by-month.csv');
const PANEL = path.join(SAMPLES, 'cannlytics-compiled/state-cannabis-monthly-panel.csv');

const cells = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trim()
    .split('\n')
    .slice(1)
    .map((line) => line.split(','));
const cents = (value: number) => Math.round(value * 100);

async function parsed<Id extends 'wa-retail-sales' | 'co-county-sales' | 'state-monthly-sales'>(file: string, id: Id) {
  const [dataset] = await parseFile(file);
  assert.ok(isDataset(dataset, id));
  return dataset as ParsedDataset<Id>;
}

describe('report views on the real files', () => {
  let panelRows: ParsedDataset<'state-monthly-sales'>['rows'];
  let panelCo: Map<string, number>;
  before(async () => {
    panelRows = (await parsed(PANEL, 'state-monthly-sales')).rows;
    panelCo = new Map(
      (await cells(PANEL)).filter((row) => row[1] === 'CO').map((row) => [row[0].slice(0, 7), Number(row[2])]),
    );
  });

  it("Washington's monthly sales are every row of the publication, and the panel's WA figure, in all 48 months", async () => {
    const view = buildWashingtonView((await parsed(WA, 'wa-retail-sales')).rows);
    const series = view.parts.get(seriesPartId()) as WashingtonSeriesPart;
    const published = new Map<string, number>();
    for (const [, period, sales] of await cells(WA))
      published.set(period, (published.get(period) ?? 0) + Number(sales || 0));
    const panel = new Map(
      (await cells(PANEL)).filter((row) => row[1] === 'WA').map((row) => [row[0].slice(0, 7), Number(row[2])]),
    );
    assert.equal(view.months.length, 48);
    view.months.forEach((period, index) => {
      assert.equal(cents(series.sales[index]), cents(published.get(period)!), period);
      assert.equal(cents(series.sales[index]), cents(panel.get(period)!), period);
    });
  });

  it("Colorado's statewide total is the market overview's Colorado figure in every month, built from CDOR's rows", async () => {
    const view = buildColoradoView((await parsed(CO, 'co-county-sales')).rows, panelRows);
    const statewide = view.parts.get(seriesPartId()) as ColoradoStatewidePart;
    view.months.forEach((period, index) => {
      assert.equal(cents(statewide.total[index]!), cents(panelCo.get(period)!), period);
    });
    const at = (period: string) => view.months.indexOf(period);
    // Where CDOR publishes the statewide total as 'Sum of NR Counties' (2020-07 medical: $43,268,565).
    assert.equal(statewide.medical[at('2020-07')], 43_268_565);
    assert.equal(statewide.fileTotal[at('2020-07')], statewide.total[at('2020-07')]);
    assert.notEqual(statewide.fileTotal[at('2020-01')], statewide.total[at('2020-01')]);
    // Where it publishes the remainder (2019-03): the named counties plus the remainder, by type too.
    const named = (await cells(CO)).filter((row) => row[0] === '2019-03' && row[3] !== 'Sum of NR Counties');
    const namedMedical = named.reduce((sum, row) => sum + Number(row[4] || 0), 0);
    assert.equal(statewide.remainderMedical[at('2019-03')], 792_987);
    assert.equal(statewide.medical[at('2019-03')], namedMedical + 792_987);
    assert.equal(statewide.medicalPartial[at('2019-03')], false);
    // Without the panel, that month's total is the named counties plus the remainder: CDOR's total to the dollar.
    const alone = buildColoradoView((await parsed(CO, 'co-county-sales')).rows).parts.get(
      seriesPartId(),
    ) as ColoradoStatewidePart;
    assert.equal(alone.totalBasis[at('2019-03')], 'counties-and-remainder');
    assert.ok(Math.abs(alone.total[at('2019-03')]! - panelCo.get('2019-03')!) <= 1);
    assert.equal(alone.total[at('2018-06')], null);
    // Where it publishes neither (2018-06): the panel's total, and a medical line of the named counties only.
    assert.equal(statewide.totalBasis[at('2018-06')], 'panel-total');
    assert.equal(statewide.medicalPartial[at('2018-06')], true);
  });

  it('keeps withheld county figures as withheld: El Paso retail is null with its code in every month, never 0', async () => {
    const view = buildColoradoView((await parsed(CO, 'co-county-sales')).rows, panelRows);
    const elPaso = view.parts.get(seriesPartId('El Paso')) as ColoradoCountyPart;
    assert.ok(elPaso.retail.every((value) => value === null));
    const codes = (await cells(CO)).filter((row) => row[3] === 'El Paso').map((row) => row[7]);
    assert.deepEqual([...elPaso.retailCode].sort(), [...codes].sort());
    const last = view.parts.get(monthPartId(view.months.at(-1)!)) as ColoradoMonthPart;
    const index = last.counties.indexOf('El Paso');
    assert.equal(last.through.retail[index], 0);
    assert.equal(last.through.retailWithheld[index] + last.through.retailUnlicensed[index], 82);
    assert.ok(last.counties.includes(COUNTIES_NOT_REPORTED));
  });

  it('carries the incomplete months and the series break of the panel', () => {
    const view = buildStateMonthlyView(panelRows);
    const series = view.parts.get(seriesPartId()) as StateSeriesPart;
    const ma = series.states.find((entry) => entry.state === 'MA')!;
    assert.deepEqual(
      ma.incomplete.map((entry) => entry.period),
      ['2021-11', '2021-12'],
    );
    assert.deepEqual(
      series.states.find((entry) => entry.state === 'CO')!.breaks.map((entry) => entry.period),
      ['2021-05'],
    );
  });
});
