/**
 * What the Statistics Canada tables share: the full-table CSV's columns for the value and its
 * status, the provinces and territories, and the open licence. StatCan's STATUS column holds
 * either a quality grade (A to E) or the reason a value is left out; a value left out is
 * null with that reason, never 0.
 */
import { RowError } from '../kit/readers/cell-values';
import type { RowCells } from '../kit/row-cells';

export const STATCAN = {
  publisher: 'Statistics Canada',
  licence:
    'Statistics Canada Open Licence (free use, commercial included, with attribution). Attribute "Source: Statistics Canada, Table {table}".',
} as const;

/** StatCan's quality grade of a published estimate: A excellent, B very good, C good, D acceptable, E use with caution. */
export type StatcanQuality = 'A' | 'B' | 'C' | 'D' | 'E';

/**
 * Why StatCan leaves a value out (the cube's symbol legend): 'x' suppressed to meet the
 * confidentiality requirements of the Statistics Act (withheld, never 0), 'F' too unreliable
 * to be published, '..' not available for the period.
 */
export type StatcanBlankCode = 'x' | 'F' | '..';

const QUALITIES: readonly string[] = ['A', 'B', 'C', 'D', 'E'];
const BLANK_CODES: readonly string[] = ['x', 'F', '..'];

/**
 * A value and its STATUS: a figure with its grade (none when ungraded), or null with the
 * reason it is left out. A blank without a reason, or a reason beside a figure, is a row we
 * cannot interpret.
 */
function readStatcanValue(
  valueText: string,
  statusText: string,
  titles: { value: string; status: string },
): { value: number | null; code: StatcanBlankCode | null; quality: StatcanQuality | null } {
  if (BLANK_CODES.includes(statusText)) {
    if (valueText !== '')
      throw new RowError(`${titles.value} is given (${valueText}) with ${titles.status} "${statusText}"`);
    return { value: null, code: statusText as StatcanBlankCode, quality: null };
  }
  if (statusText !== '' && !QUALITIES.includes(statusText))
    throw new RowError(`${titles.status} is neither a quality grade nor a reason for a blank: "${statusText}"`);
  if (valueText === '') throw new RowError(`${titles.value} is blank without a reason in ${titles.status}`);
  if (!/^-?\d+(\.\d+)?$/.test(valueText)) throw new RowError(`${titles.value} is not a number: "${valueText}"`);
  return { value: Number(valueText), code: null, quality: statusText === '' ? null : (statusText as StatcanQuality) };
}

/** The provinces and territories by StatCan's name, with Canada Post's two-letter code. */
export const PROVINCES: Readonly<Record<string, string>> = {
  'Newfoundland and Labrador': 'NL',
  'Prince Edward Island': 'PE',
  'Nova Scotia': 'NS',
  'New Brunswick': 'NB',
  Quebec: 'QC',
  Ontario: 'ON',
  Manitoba: 'MB',
  Saskatchewan: 'SK',
  Alberta: 'AB',
  'British Columbia': 'BC',
  Yukon: 'YT',
  'Northwest Territories': 'NT',
  Nunavut: 'NU',
};

/** Where a GEO lies: Canada, a province or territory (its code), or a census metropolitan area 'Toronto, Ontario' (its province's). */
function placeOf(geo: string, title: string): { geoKind: 'country' | 'province' | 'city'; province: string | null } {
  if (geo === 'Canada') return { geoKind: 'country', province: null };
  const province = PROVINCES[geo];
  if (province) return { geoKind: 'province', province };
  const inProvince = PROVINCES[geo.split(', ').at(-1) ?? ''];
  if (geo.includes(', ') && inProvince) return { geoKind: 'city', province: inProvince };
  throw new RowError(`${title} is not Canada, a province or territory, or a city in one: "${geo}"`);
}

/** The columns every StatCan full-table CSV has, which `readStatcanCells` reads. */
export type StatcanField = 'geo' | 'uom' | 'scalar' | 'value' | 'status';

/**
 * The place, value and status of a row whose values must be in `uom` at `scalar` (StatCan's
 * SCALAR_FACTOR), so a figure is never read at the wrong scale.
 */
export function readStatcanCells(cells: RowCells<StatcanField>, expected: { uom: string; scalar: string }) {
  const found = { uom: cells.text('uom'), scalar: cells.text('scalar') };
  if (found.uom !== expected.uom || found.scalar !== expected.scalar)
    throw new RowError(
      `the values are in ${found.uom} (${found.scalar}), where this table gives ${expected.uom} (${expected.scalar})`,
    );
  const geo = cells.required('geo');
  return {
    geo,
    ...placeOf(geo, cells.title('geo')),
    ...readStatcanValue(cells.text('value'), cells.text('status'), {
      value: cells.title('value'),
      status: cells.title('status'),
    }),
  };
}

/** A row of a table by province: Canada or a province or territory, never a city. */
export function requireProvincial<T extends { geo: string; geoKind: 'country' | 'province' | 'city' }>(
  read: T,
  title: string,
): T & { geoKind: 'country' | 'province' } {
  if (read.geoKind === 'city') throw new RowError(`${title} is a city, not a province: "${read.geo}"`);
  return read as T & { geoKind: 'country' | 'province' };
}
