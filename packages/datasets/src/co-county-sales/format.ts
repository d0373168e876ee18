import type { CoCountyRow } from './rows';
import { NoteLine, requireAmount, requireInteger, RowError } from '../kit/readers/cell-values';
import { toPeriod } from '../kit/readers/dates';
import { Columns } from '../kit/columns';
import { defineFormat, defineLeftOutFile } from '../kit/define-format';
import type { RowCells } from '../kit/row-cells';
import { source } from './source';

const LAYOUTS = [
  // CDOR's report as published: a withheld figure's code stands in its cell, so the code columns are the figures'.
  {
    month: 'Month',
    year: 'Year',
    county: 'County',
    medical: 'Medical Marijuana Sales ¹',
    retail: 'Retail Marijuana Sales ²',
    medicalCode: 'Medical Marijuana Sales ¹',
    retailCode: 'Retail Marijuana Sales ²',
  },
  // Its conversion: amounts without '$' and separators, the codes in columns of their own.
  {
    month: 'month',
    year: 'year',
    county: 'county',
    medical: 'med_sales_usd',
    retail: 'rec_sales_usd',
    medicalCode: 'med_code',
    retailCode: 'rec_code',
  },
] as const;

type Field = keyof (typeof LAYOUTS)[number];

type BlankCode = NonNullable<CoCountyRow['medicalCode']>;

function isBlankCode(text: string): text is BlankCode {
  return text === 'NR' || text === 'NA';
}

/**
 * A sales figure and its blank code: CDOR leaves a figure out only with a reason, NR (not
 * releasable: too few licensees, withheld for confidentiality, never zero) or NA (not
 * applicable: no licensee of that kind in the county). A blank without a code, or a figure
 * with one, is a row we cannot interpret.
 */
function readFigure(cells: RowCells<Field>, field: 'medical' | 'retail', codeField: 'medicalCode' | 'retailCode') {
  const title = cells.title(field);
  const text = cells.text(field);
  // The report writes a withheld figure's code in its cell; its conversion has a column for codes.
  const inCell = title === cells.title(codeField);
  const codeText = inCell ? (isBlankCode(text) ? text : '') : cells.text(codeField);
  const figure = inCell && codeText !== '' ? '' : text.replace(/^\$/, '');
  if (codeText !== '' && !isBlankCode(codeText))
    throw new RowError(`${cells.title(codeField)} is not NR or NA: "${codeText}"`);
  const code = codeText === '' ? null : (codeText as BlankCode);
  if (figure === '') {
    if (code === null) throw new RowError(`${title} is blank without a blank code`);
    return { value: null, code };
  }
  if (code !== null) throw new RowError(`${title} is given (${figure}) with blank code ${code}`);
  return { value: requireAmount(figure, title), code };
}

/**
 * CDOR's Marijuana Sales by County Report: monthly medical and retail sales by county, and
 * the statewide total as a county row named 'Total', which includes the figures CDOR withholds
 * county by county (so it is the statewide figure, never the sum of the counties shown).
 */
export const coCountySales = defineFormat({
  name: 'CDOR marijuana sales by county report',
  source,
  layouts: LAYOUTS,
  read(cells) {
    // The report ends with CDOR's notes, one text cell per line, as its sheet's export serves them.
    const filled = cells.filledTitles();
    if (filled.length === 1 && filled[0] === cells.title('month') && !/^\d+$/.test(cells.text('month')))
      throw new NoteLine();
    const month = requireInteger(cells.text('month'), cells.title('month'), 1, 12);
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const county = cells.required('county');
    const medical = readFigure(cells, 'medical', 'medicalCode');
    const retail = readFigure(cells, 'retail', 'retailCode');
    const period = toPeriod(year, month);
    const row: CoCountyRow = {
      period,
      county,
      medical: medical.value,
      retail: retail.value,
      medicalCode: medical.code,
      retailCode: retail.code,
    };
    return { key: `${period}|${county}`, period, row };
  },
});

/** The 2014-2020 county file (data.colorado.gov, and its conversion), whose columns name blank codes "blank codes". */
const SUPERSEDED_LAYOUTS = [
  { medical: 'Med_Sales', medicalCode: 'Med_Blank_Code', retailCode: 'Rec_Blank_Code' },
  { medical: 'med_sales_usd', medicalCode: 'med_blank_code', retailCode: 'rec_blank_code' },
];

/**
 * CDOR's older county file, left out: the report above replaces it (it runs to 2023-12, has
 * the months this one lacks and a statewide total in every month, where this one's 'Sum of
 * NR Counties' row changes meaning). Importing both would give two editions of 2014-2020.
 */
export const coCountySalesSuperseded = defineLeftOutFile({
  name: 'CDOR marijuana sales revenue by county, 2014-2020 (superseded)',
  matches: (header) => Columns.find(header, SUPERSEDED_LAYOUTS) !== undefined,
  reason:
    "CDOR's 2014-2020 county file is superseded by its Marijuana Sales by County Report, January 2014 to date; import that instead",
});
