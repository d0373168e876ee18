import { basename } from 'node:path';
import type { OrLicensee } from './rows';
import { RowError } from '../kit/readers/cell-values';
import { isoDate } from '../kit/readers/dates';
import { defineFormat, FileFormatError } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  {
    legalName: 'Business Licenses',
    businessName: 'Business Name',
    canopy: 'Canopy Type',
    county: 'County',
    endorsements: 'Endorsement',
    license: 'License Number',
    type: 'License Type',
    address: 'PhysicalAddress',
    status: 'Status',
    tier: 'Tier',
    expires: 'Expiration Date',
  },
] as const;

/** OLCC's placeholder for the addresses of licensees other than retailers and labs. */
const WITHHELD_ADDRESS = 'Exempt from Public Disclosure';

/**
 * The export carries no date of its own, and the list is a snapshot of the active licences on
 * the day it was exported: that day must be in the file's name ('…-2026-08-08.csv'), as the
 * snapshots are named when they are fetched.
 */
function snapshotMonth(file: string): string {
  const dates = basename(file).match(/\d{4}-\d{2}-\d{2}/g) ?? [];
  const date = dates.length === 1 ? isoDate(dates[0], false) : undefined;
  if (date === undefined)
    throw new FileFormatError(
      `${file}: an OLCC licensee report, whose export date must be in the file name as the one YYYY-MM-DD there (the export itself has no date)`,
    );
  return date.slice(0, 7);
}

/** OLCC "Cannabis Licensee Public Report": the active licences, one per row. */
export const orLicensees = defineFormat({
  name: 'OLCC cannabis licensee public report',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const period = snapshotMonth(cells.source.file);
    const license = cells.required('license');
    if (!/^\d{3}-[0-9A-Z]+$/.test(license))
      throw new RowError(`${cells.title('license')} is not an OLCC licence number: "${license}"`);
    const address = cells.optionalText('address');
    const expires = cells.text('expires');
    // OLCC writes '*' for a licence without an expiration date in the report.
    const row: OrLicensee = {
      license,
      type: cells.required('type'),
      legalName: cells.required('legalName'),
      businessName: cells.optionalText('businessName'),
      county: cells.optionalText('county'),
      address: address === WITHHELD_ADDRESS ? null : address,
      endorsements: cells
        .text('endorsements')
        .split(',')
        .map((endorsement) => endorsement.trim())
        .filter((endorsement) => endorsement !== ''),
      canopy: cells.optionalText('canopy'),
      tier: cells.optionalText('tier'),
      status: cells.required('status'),
      expires: expires === '*' || expires === '' ? null : cells.date('expires'),
    };
    return { key: license, period, row };
  },
});
