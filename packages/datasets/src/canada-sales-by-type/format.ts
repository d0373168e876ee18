import type { CanadaSalesByTypeRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { defineFormat } from '../kit/define-format';
import { readStatcanCells, requireProvincial } from '../publishers/statcan';
import { source } from './source';

const LAYOUTS = [
  {
    year: 'REF_DATE',
    geo: 'GEO',
    measure: 'Value',
    productType: 'Type of cannabis',
    uom: 'UOM',
    scalar: 'SCALAR_FACTOR',
    value: 'VALUE',
    status: 'STATUS',
  },
] as const;

/** Each of StatCan's measures, with the unit and scale its values must have. */
const MEASURES = {
  'Value of sales': { measure: 'sales', unit: 'CAD thousands', scalar: 'thousands' },
  'Value of sales per capita': {
    measure: 'sales per capita of legal age',
    unit: 'CAD per person of legal age',
    scalar: 'units',
  },
} as const satisfies Record<
  string,
  { measure: CanadaSalesByTypeRow['measure']; unit: CanadaSalesByTypeRow['unit']; scalar: string }
>;

/** A fiscal year 'YYYY/YYYY+1', April to March. */
function fiscalYearOf(text: string, title: string): { period: string; periodTo: string } {
  const match = /^(\d{4})\/(\d{4})$/.exec(text);
  if (!match || Number(match[2]) !== Number(match[1]) + 1)
    throw new RowError(`${title} is not a fiscal year 'YYYY/YYYY': "${text}"`);
  return { period: `${match[1]}-04`, periodTo: `${match[2]}-03` };
}

/** Statistics Canada Table 10-10-0164-01: cannabis sales by product type, fiscal years, in CAD. */
export const canadaSalesByType = defineFormat({
  name: 'Statistics Canada sales of cannabis by cannabis type (Table 10-10-0164-01)',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const fiscalYear = cells.text('year');
    const { period, periodTo } = fiscalYearOf(fiscalYear, cells.title('year'));
    const measured = MEASURES[cells.text('measure') as keyof typeof MEASURES] as
      (typeof MEASURES)[keyof typeof MEASURES] | undefined;
    if (!measured) throw new RowError(`${cells.title('measure')} is unknown: "${cells.text('measure')}"`);
    const { geo, geoKind, province, value, code, quality } = requireProvincial(
      readStatcanCells(cells, {
        uom: 'Dollars',
        scalar: measured.scalar,
      }),
      cells.title('geo'),
    );
    const productType = cells.required('productType');
    const row: CanadaSalesByTypeRow = {
      period,
      periodTo,
      fiscalYear,
      geo,
      geoKind,
      province,
      productType,
      measure: measured.measure,
      currency: 'CAD',
      valueCad: value,
      unit: measured.unit,
      code,
      quality,
    };
    return { key: `${fiscalYear}|${geo}|${measured.measure}|${productType}`, period, periodTo, row };
  },
});
