/**
 * Colorado by county as its report reads it: the statewide series (statewide.ts), one series
 * per county with CDOR's blank codes, and per month each county's running totals (published
 * figures, months withheld) before and through it, for the county table of any range.
 */
import { type CoCountyRow } from '@cannabis-reports/datasets';
import {
  COUNTIES_NOT_REPORTED,
  type BlankCode,
  type ColoradoCountyPart,
  type ColoradoStatewidePart,
  type ColoradoSummary,
  type ColoradoTotals,
} from './parts';
import { monthPartId, seriesPartId } from '../kit/view-layout';
import { byMonth, monthsOf, roundMills, type BuiltView } from '../kit/built-view';
import { STATEWIDE_ROW, statewideMonth } from './statewide';
import type { ViewDefinition } from '../kit/definitions';

/** A county's figure of one kind in one month: published, or null with CDOR's code (or none: not in the file). */
interface Figure {
  value: number | null;
  code: BlankCode | null;
}

class RunningTotals {
  readonly figures = { medical: 0, retail: 0 };
  readonly withheld = { medical: 0, retail: 0 };
  readonly unlicensed = { medical: 0, retail: 0 };
  readonly missing = { medical: 0, retail: 0 };

  add(kind: 'medical' | 'retail', figure: Figure): void {
    if (figure.value !== null) this.figures[kind] = roundMills(this.figures[kind] + figure.value);
    else if (figure.code === 'NR') this.withheld[kind]++;
    else if (figure.code === 'NA') this.unlicensed[kind]++;
    else this.missing[kind]++;
  }
}

function totalsOf(counties: string[], totals: Map<string, RunningTotals>): ColoradoTotals {
  const pick = (read: (entry: RunningTotals) => number) => counties.map((county) => read(totals.get(county)!));
  return {
    medical: pick((entry) => entry.figures.medical),
    retail: pick((entry) => entry.figures.retail),
    medicalWithheld: pick((entry) => entry.withheld.medical),
    retailWithheld: pick((entry) => entry.withheld.retail),
    medicalUnlicensed: pick((entry) => entry.unlicensed.medical),
    retailUnlicensed: pick((entry) => entry.unlicensed.retail),
    medicalMissing: pick((entry) => entry.missing.medical),
    retailMissing: pick((entry) => entry.missing.retail),
  };
}

export function buildColoradoView(rows: CoCountyRow[]): BuiltView<ColoradoSummary> {
  const months = monthsOf(rows);
  const rowsByMonth = byMonth(rows);
  const counties = [...new Set(rows.map((row) => row.county))].filter((county) => county !== STATEWIDE_ROW).sort();

  const statewide: ColoradoStatewidePart = {
    medical: [],
    retail: [],
    medicalPartial: [],
    retailPartial: [],
    remainderMedical: [],
    remainderRetail: [],
    total: [],
  };
  const countySeries = new Map<string, ColoradoCountyPart>(
    counties.map((county) => [county, { medical: [], retail: [], medicalCode: [], retailCode: [] }]),
  );
  const totals = new Map<string, RunningTotals>(
    [...counties, COUNTIES_NOT_REPORTED].map((county) => [county, new RunningTotals()]),
  );
  const parts = new Map<string, object>();

  const names = [...counties, COUNTIES_NOT_REPORTED];
  for (const period of months) {
    const before = totalsOf(names, totals);
    const monthRows = rowsByMonth.get(period) ?? [];
    const month = statewideMonth(monthRows);
    for (const key of Object.keys(statewide) as Array<keyof ColoradoStatewidePart>) {
      (statewide[key] as unknown[]).push(month[key]);
    }
    const byCounty = new Map(monthRows.map((row) => [row.county, row]));
    for (const county of counties) {
      const row = byCounty.get(county);
      const medical = { value: row?.medical ?? null, code: row?.medicalCode ?? null };
      const retail = { value: row?.retail ?? null, code: row?.retailCode ?? null };
      const series = countySeries.get(county)!;
      series.medical.push(medical.value);
      series.retail.push(retail.value);
      series.medicalCode.push(medical.code);
      series.retailCode.push(retail.code);
      totals.get(county)!.add('medical', medical);
      totals.get(county)!.add('retail', retail);
    }
    const rest = totals.get(COUNTIES_NOT_REPORTED)!;
    rest.add('medical', { value: month.remainderMedical, code: null });
    rest.add('retail', { value: month.remainderRetail, code: null });
    parts.set(monthPartId(period), { counties: names, before, through: totalsOf(names, totals) });
  }

  parts.set(seriesPartId(), statewide);
  for (const [county, series] of countySeries) parts.set(seriesPartId(county), series);
  return { months, summary: { counties }, parts };
}

/** The view as the importer runs it: built from co-county-sales alone, which carries CDOR's statewide total. */
export const coloradoView: ViewDefinition = {
  id: 'colorado-counties',
  main: 'co-county-sales',
  extra: [],
  build: (rows) => buildColoradoView(rows['co-county-sales']!),
};
