import type { CoCountyRow } from './datasets';
import { DatasetBuilder, type FixedMeta } from './dataset';
import { readRows, type Format, type Source } from './format';
import { Columns, type SourceRow } from './table';
import { requireAmount, requireInteger, RowError, toPeriod } from './values';

const META: FixedMeta<'co-county-sales'> = {
  id: 'co-county-sales',
  title: 'Marijuana Sales Revenue in Colorado',
  publisher: 'Colorado Department of Revenue',
  sourceUrl: 'https://cdor.colorado.gov/data-and-reports/marijuana-data/marijuana-sales-reports',
  licence:
    'Colorado state open data; the copy carries no licence text. Check the data.colorado.gov terms before publishing. Attribute the Colorado Department of Revenue.',
  cadence: 'Monthly: CDOR publishes each month about six weeks after it ends',
  sample: false,
};

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
function readFigure(
  columns: Columns<Field>,
  row: SourceRow,
  field: 'medical' | 'retail',
  codeField: 'medicalCode' | 'retailCode',
) {
  const title = columns.title(field);
  const text = columns.text(row, field);
  const codeText = columns.text(row, codeField).toUpperCase();
  const code = codeText === '' ? null : isBlankCode(codeText) ? codeText : undefined;
  if (code === undefined) throw new RowError(`${columns.title(codeField)} is not NR or NL: "${codeText}"`);
  if (text === '') {
    if (code === null) throw new RowError(`${title} is blank without a blank code`);
    return { value: null, code };
  }
  if (code !== null) throw new RowError(`${title} is given (${text}) with blank code ${code}`);
  return { value: requireAmount(text, title), code };
}

function parseRows(columns: Columns<Field>, header: string[], rows: SourceRow[], source: Source) {
  const builder = new DatasetBuilder(META, source.file);
  return readRows(builder, header, rows, source, (row) => {
    const month = requireInteger(columns.text(row, 'month'), columns.title('month'), 1, 12);
    const year = requireInteger(columns.text(row, 'year'), columns.title('year'), 1900, 2999);
    const county = columns.text(row, 'county');
    if (county === '') throw new RowError(`${columns.title('county')} is missing`);
    const medical = readFigure(columns, row, 'medical', 'medicalCode');
    const retail = readFigure(columns, row, 'retail', 'retailCode');
    const period = toPeriod(year, month);
    // 'Sum of NR Counties' stays a row of its own: what it sums changes over time, the reports decide.
    const value: CoCountyRow = {
      period,
      county,
      medical: medical.value,
      retail: retail.value,
      medicalCode: medical.code,
      retailCode: retail.code,
    };
    return { key: `${period}|${county}`, period, row: value };
  });
}

/** CDOR marijuana sales by county and month, medical and retail. */
export const coCountySales: Format = {
  name: 'CDOR marijuana sales revenue by county',
  forHeader(header) {
    const columns = Columns.find<Field>(header, LAYOUTS);
    return columns && ((rows, source) => parseRows(columns, header, rows, source));
  },
};
