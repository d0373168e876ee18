import type { CoCountyRow } from './rows';
import { RowError, requireInteger, titleCase } from '../kit/readers/cell-values';
import { toPeriod } from '../kit/readers/dates';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  {
    monthyear: 'monthyear',
    month: 'month',
    year: 'year',
    fips: 'county_fips',
    county: 'county_name',
    amount: 'amount',
    kind: 'sales_type',
  },
] as const;

/** The line holding CDOR's statewide total less the named counties: what CDOR withholds county by county. */
const NOT_NAMED = 'SUM OF NR COUNTIES';
/** The county the report names its statewide total by, which the rows of this file are told in. */
const TOTAL = 'Total';

const KINDS = ['medical', 'retail'] as const;
type Kind = (typeof KINDS)[number];

/**
 * One line, one kind of one county's month: the row has that figure, and the other kind
 * withheld until its own line joins it. CDOR's long file leaves a withheld figure out (no
 * line), so a kind without a line is withheld: null with code NR, never 0. The file does not
 * tell a withheld figure from a county without licensees of that kind (the report's NA), so
 * both are NR here.
 */
function partOf(period: string, county: string, kind: Kind, amount: number): CoCountyRow {
  const withheld = { medical: null, retail: null, medicalCode: 'NR', retailCode: 'NR' } as const;
  return { period, county, ...withheld, [kind]: amount, [`${kind}Code`]: null };
}

/** A county's month with the kind of `part` added; a kind given twice is a repeated line. */
function joinKinds(row: CoCountyRow, part: CoCountyRow): CoCountyRow {
  const joined = { ...row };
  for (const kind of KINDS) {
    if (part[kind] === null) continue;
    if (row[kind] !== null) throw new RowError(`a second ${kind} figure of ${row.county} in ${row.period}`);
    joined[kind] = part[kind];
    joined[`${kind}Code`] = null;
  }
  return joined;
}

/**
 * CDOR's monthly medical and retail sales by county in long form (cjwinchester/co-weed-sales-data's
 * `co-cannabis-sales.csv`, one line per county, month and kind): the same figures as the report,
 * to the dollar. The report's statewide Total is the named counties plus the line `SUM OF NR
 * COUNTIES`, which is how it is stored: the Total row includes the withheld figures, as the
 * report's does, and a withheld county is NR.
 */
export const coCountySalesLong = defineFormat({
  name: 'CDOR marijuana sales by county, long form (one line per county, month and kind)',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const month = requireInteger(cells.text('month'), cells.title('month'), 1, 12);
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const period = toPeriod(year, month);
    if (cells.text('monthyear') !== period.replace('-', ''))
      throw new RowError(
        `${cells.title('monthyear')} is not ${cells.title('year')} and ${cells.title('month')}: "${cells.text('monthyear')}"`,
      );
    const kind = cells.text('kind');
    if (kind !== 'medical' && kind !== 'retail')
      throw new RowError(`${cells.title('kind')} is neither medical nor retail: "${kind}"`);
    const name = cells.required('county');
    const county = name === NOT_NAMED ? TOTAL : titleCase(name);
    return { key: `${period}|${county}`, period, row: partOf(period, county, kind, cells.amount('amount')) };
  },
  joinParts: joinKinds,
  // The Total row holds the withheld sum as read; the named counties of its month close it to the statewide total.
  finish(rows) {
    const totals = new Map(rows.filter((row) => row.county === TOTAL).map((row) => [row.period, row]));
    for (const row of rows) {
      const total = totals.get(row.period);
      if (row.county === TOTAL || !total) continue;
      for (const kind of KINDS) {
        const figure = row[kind];
        if (figure !== null && total[kind] !== null) total[kind] += figure;
      }
    }
  },
});
