import type { WaLicense } from './datasets';
import { DatasetBuilder, type FixedMeta } from './dataset';
import { FileFormatError, readRows, type Format, type FormatOutcome, type Source } from './format';
import { Columns, type SourceRow } from './table';
import { periodOfIsoDate, requireWaLicense, RowError, titleCase } from './values';

const META: FixedMeta<'wa-licenses'> = {
  id: 'wa-licenses',
  title: 'Washington cannabis licensees',
  publisher: 'Washington State Liquor and Cannabis Board (WSLCB), compiled by Cannlytics',
  sourceUrl: 'https://lcb.wa.gov/records/frequently-requested-lists',
  licence:
    'MIT, "Copyright (c) 2021-2022 Cannlytics" (CC-BY-4.0 as the Hugging Face data set cannlytics/cannabis_licenses); the facts are WSLCB public records.',
  cadence: 'Snapshot compiled in 2023; WSLCB updates its licensee lists weekly',
  sample: false,
};

/** Every Cannlytics licence list, whatever the state, names its regulator on each row. */
const AUTHORITY_LAYOUTS = [{ name: 'licensing_authority', id: 'licensing_authority_id' }] as const;

const LAYOUTS = [
  {
    name: 'business_dba_name',
    license: 'license_number',
    city: 'premise_city',
    county: 'premise_county',
    type: 'license_type',
    refreshed: 'data_refreshed_date',
  },
] as const;

type Field = keyof (typeof LAYOUTS)[number];

function parseRows(columns: Columns<Field>, header: string[], rows: SourceRow[], source: Source) {
  const builder = new DatasetBuilder(META, source.file);
  return readRows(builder, header, rows, source, (row) => {
    const cell = (field: Field) => columns.text(row, field);
    const license = requireWaLicense(cell('license'), columns.title('license'));
    const name = cell('name');
    if (name === '') throw new RowError(`${columns.title('name')} is missing`);
    // The licence list is a snapshot: its month is the refresh date's.
    const period = periodOfIsoDate(cell('refreshed'));
    if (period === undefined) throw new RowError(`${columns.title('refreshed')} is not a date: "${cell('refreshed')}"`);
    // WSLCB pads city names with spaces and writes places in capitals.
    const value: WaLicense = {
      license,
      name,
      city: titleCase(cell('city')),
      county: titleCase(cell('county')),
      type: cell('type'),
    };
    return { key: license, period, row: value };
  });
}

/**
 * A Cannlytics licence list. Only WSLCB's rows are imported: the lists of other states are
 * left out, not rejected. WSLCB lists a store once per license type (its Medical Retailer row
 * repeats the Adult-Use Retailer row's number), so the repeat is rejected as a duplicate.
 */
export const cannlyticsLicenses: Format = {
  name: 'Cannlytics licence list (WSLCB)',
  forHeader(header) {
    const authority = Columns.find(header, AUTHORITY_LAYOUTS);
    if (!authority) return undefined;
    return (rows, source): FormatOutcome => {
      const isWslcb = (row: SourceRow) =>
        authority.text(row, 'id') === 'WSLCB' ||
        authority.text(row, 'name') === 'Washington State Liquor and Cannabis Board';
      const wslcbRows = rows.filter(isWslcb);
      if (wslcbRows.length === 0) {
        const others = [...new Set(rows.map((row) => authority.text(row, 'name')).filter((name) => name !== ''))];
        return {
          ignored: `a licence list of ${others.join(', ') || 'no named regulator'}; only WSLCB licences are imported`,
        };
      }
      const columns = Columns.find<Field>(header, LAYOUTS);
      if (!columns) {
        const missing = Object.values(LAYOUTS[0]).filter((title) => !Columns.find(header, [{ title }]));
        throw new FileFormatError(`${source.file}: WSLCB licence list without the column(s) ${missing.join(', ')}`);
      }
      return parseRows(columns, header, wslcbRows, source);
    };
  },
};
