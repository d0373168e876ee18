import type { CanadaPopulationRow } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { parsePeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { readStatcanCells, requireProvincial } from '../publishers/statcan';
import { source } from './source';

const LAYOUTS = [
  {
    date: 'REF_DATE',
    geo: 'GEO',
    uom: 'UOM',
    scalar: 'SCALAR_FACTOR',
    value: 'VALUE',
    status: 'STATUS',
  },
] as const;

/** The territories before Nunavut's estimates were separated (to 1991-04): no place of today. */
const COMBINED_TERRITORIES = 'Northwest Territories including Nunavut';

/** Statistics Canada Table 17-10-0009-01, population estimates, quarterly; its values must be persons. */
export const canadaPopulation = defineFormat({
  name: 'Statistics Canada population estimates, quarterly (Table 17-10-0009-01)',
  source,
  layouts: LAYOUTS,
  // StatCan's full-table CSVs share their columns; what tells this table is that GEO is its only dimension, so
  // every COORDINATE (one member number per dimension, dotted) is a single number. The lines of another table of
  // persons (by age, by sex), or of any other StatCan table, are passed over as they are read, never read as
  // this one's; a file with none of this table's lines is left out whole.
  select: {
    layouts: [{ coordinate: 'COORDINATE', uom: 'UOM' }],
    keeps: (row, columns) => /^\d+$/.test(columns.text(row, 'coordinate')),
    noneKept: 'a Statistics Canada table with dimensions besides GEO, not the quarterly population estimates',
  },
  read(cells) {
    const period = parsePeriod(cells.text('date'));
    if (period === undefined || Number(period.slice(5)) % 3 !== 1)
      throw new RowError(`${cells.title('date')} is not a quarter's first month: "${cells.text('date')}"`);
    if (cells.text('geo') === COMBINED_TERRITORIES)
      throw new RowError(
        `${COMBINED_TERRITORIES}: the two territories combined, before StatCan estimates them separately (1991-07); not a place of today`,
      );
    const { geo, geoKind, province, value, code, quality } = requireProvincial(
      readStatcanCells(cells, {
        uom: 'Persons',
        scalar: 'units',
      }),
      cells.title('geo'),
    );
    const row: CanadaPopulationRow = { period, geo, geoKind, province, population: value, code, quality };
    return { key: `${period}|${geo}`, period, row };
  },
});
