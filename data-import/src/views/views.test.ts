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
import { isDataset, type ParsedDataset } from '@cannabis-reports/datasets';
import { parseFile } from '@cannabis-reports/datasets';

const SAMPLES = process.env.DATA_SAMPLES_DIR ?? path.resolve(__dirname, '../../../../shared/data/public-cannabis');
const WA = path.join(SAMPLES, 'wa-lcb/wa-retail-sales-by-license-by-month.csv');
const CO = path.join(SAMPLES, 'co-dor/co-sales-by-county-by-month-2014-2023.csv');
const PANEL = path.join(SAMPLES, 'cannlytics-compiled/state-cannabis-monthly-panel.csv');

const cells = async (file: string) =>
  (await readFile(file, 'utf8'))
    .trim()
    .split(/\r?\n/)
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

  it("Colorado's statewide lines are CDOR's Total row in every month, the counties not shown being the Total less the named ones", async () => {
    const view = buildColoradoView((await parsed(CO, 'co-county-sales')).rows);
    const statewide = view.parts.get(seriesPartId()) as ColoradoStatewidePart;
    const raw = await cells(CO);
    assert.equal(view.months.length, 120);
    view.months.forEach((period, index) => {
      const month = raw.filter((row) => row[0] === period);
      const [total] = month.filter((row) => row[3] === 'Total');
      const named = month.filter((row) => row[3] !== 'Total');
      const namedSum = (column: number) => named.reduce((sum, row) => sum + Number(row[column] || 0), 0);
      assert.equal(statewide.medical[index], Number(total[4]), period);
      assert.equal(statewide.retail[index], Number(total[5]), period);
      assert.equal(statewide.total[index], Number(total[4]) + Number(total[5]), period);
      assert.equal(statewide.remainderMedical[index], Number(total[4]) - namedSum(4), period);
      assert.equal(statewide.remainderRetail[index], Number(total[5]) - namedSum(5), period);
      assert.equal(statewide.medicalPartial[index] || statewide.retailPartial[index], false);
    });
    assert.equal(statewide.medical[view.months.indexOf('2020-07')], 43_268_565);
  });

  it("agrees with the panel's Colorado months to the dollar but in the panel's break, May to October 2021, where the panel is lower", async () => {
    const view = buildColoradoView((await parsed(CO, 'co-county-sales')).rows);
    const statewide = view.parts.get(seriesPartId()) as ColoradoStatewidePart;
    const differing = view.months.filter(
      (period, index) => panelCo.has(period) && Math.abs(statewide.total[index]! - panelCo.get(period)!) > 1,
    );
    assert.equal(view.months.filter((period) => panelCo.has(period)).length, 94);
    assert.deepEqual(differing, ['2021-05', '2021-06', '2021-07', '2021-08', '2021-09', '2021-10']);
    for (const period of differing) {
      const gap = statewide.total[view.months.indexOf(period)]! - panelCo.get(period)!;
      assert.ok(gap > 25e6 && gap < 45e6, `${period}: ${gap}`);
    }
  });

  it('keeps withheld county figures as withheld: El Paso retail is null with its code wherever CDOR gives none, never 0', async () => {
    const view = buildColoradoView((await parsed(CO, 'co-county-sales')).rows);
    const elPaso = view.parts.get(seriesPartId('El Paso')) as ColoradoCountyPart;
    const raw = (await cells(CO)).filter((row) => row[3] === 'El Paso');
    const blank = raw.filter((row) => row[5] === '');
    assert.equal(elPaso.retail.filter((value) => value === null).length, blank.length);
    assert.deepEqual(elPaso.retailCode.filter((code) => code !== null).sort(), blank.map((row) => row[7]).sort());
    const last = view.parts.get(monthPartId(view.months.at(-1)!)) as ColoradoMonthPart;
    const index = last.counties.indexOf('El Paso');
    assert.equal(
      last.through.retail[index],
      raw.reduce((sum, row) => sum + Number(row[5] || 0), 0),
    );
    assert.equal(last.through.retailWithheld[index], blank.filter((row) => row[7] === 'NR').length);
    assert.equal(last.through.retailUnlicensed[index], blank.filter((row) => row[7] === 'NA').length);
    assert.ok(last.counties.includes(COUNTIES_NOT_REPORTED));
    assert.ok(!last.counties.includes('Total'));
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
