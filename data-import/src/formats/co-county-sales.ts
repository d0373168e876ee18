import type { CoCountyRow } from '@cannabis-reports/contracts';
import { requireAmount, requireInteger, RowError } from '../readers/cell-values';
import { toPeriod } from '../readers/dates';
import { defineFormat } from './define-format';
import type { RowCells } from './row-cells';

const LAYOUTS = [
  // The data.colorado.gov export: amounts with thousands separators.
  {
    month: 'Month',
    year: 'Year',
    county: 'County',
    medical: 'Med_Sales',
    retail: 'Rec_Sales',
    medicalCode: 'Med_Blank_Code',
    retailCode: 'Rec_Blank_Code',
  },
  // Its tidied conversion (its `period` column repeats year and month).
  {
    month: 'month',
    year: 'year',
    county: 'county',
    medical: 'med_sales_usd',
    retail: 'rec_sales_usd',
    medicalCode: 'med_blank_code',
    retailCode: 'rec_blank_code',
  },
] as const;

type Field = keyof (typeof LAYOUTS)[number];

function isBlankCode(text: string): text is 'NR' | 'NL' {
  return text === 'NR' || text === 'NL';
}

/**
 * A sales figure and its blank code: CDOR leaves a figure blank only with a reason, NR (not
 * reportable: too few licensees) or NL (no licensees). A blank without a code, or a figure
 * with one, is a row we cannot interpret.
 */
function readFigure(cells: RowCells<Field>, field: 'medical' | 'retail', codeField: 'medicalCode' | 'retailCode') {
  const title = cells.title(field);
  const text = cells.text(field);
  const codeText = cells.text(codeField).toUpperCase();
  const code = codeText === '' ? null : isBlankCode(codeText) ? codeText : undefined;
  if (code === undefined) throw new RowError(`${cells.title(codeField)} is not NR or NL: "${codeText}"`);
  if (text === '') {
    if (code === null) throw new RowError(`${title} is blank without a blank code`);
    return { value: null, code };
  }
  if (code !== null) throw new RowError(`${title} is given (${text}) with blank code ${code}`);
  return { value: requireAmount(text, title), code };
}

/** CDOR marijuana sales by county and month, medical and retail. */
export const coCountySales = defineFormat({
  name: 'CDOR marijuana sales revenue by county',
  meta: {
    id: 'co-county-sales',
    title: 'Marijuana Sales Revenue in Colorado',
    publisher: 'Colorado Department of Revenue',
    sourceUrl: 'https://cdor.colorado.gov/data-and-reports/marijuana-data/marijuana-sales-reports',
    licence:
      'Colorado state open data; the copy carries no licence text. Check the data.colorado.gov terms before publishing. Attribute the Colorado Department of Revenue.',
    cadence: 'Monthly: CDOR publishes each month about six weeks after it ends',
    sample: false,
  },
  layouts: LAYOUTS,
  read(cells) {
    const month = requireInteger(cells.text('month'), cells.title('month'), 1, 12);
    const year = requireInteger(cells.text('year'), cells.title('year'), 1900, 2999);
    const county = cells.required('county');
    const medical = readFigure(cells, 'medical', 'medicalCode');
    const retail = readFigure(cells, 'retail', 'retailCode');
    const period = toPeriod(year, month);
    // 'Sum of NR Counties' stays a row of its own: what it sums changes over time, the reports decide.
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
