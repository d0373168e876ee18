/** Where `or-licensees` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { OrLicensee } from './rows';
import { LIVE } from '../kit/cadence-days';

export const source = defineSource<OrLicensee>()({
  id: 'or-licensees',
  title: 'Cannabis Licensee Public Report (active licences)',
  publisher: 'Oregon Liquor and Cannabis Commission (OLCC)',
  sourceUrl:
    'https://data.olcc.state.or.us/t/OLCCPublic/views/CannabisBusinessLicensesEndorsements/CannabisLicensesEndorsements',
  licence:
    'Oregon public record (ORS 192); the snapshot copy is dedicated to the public domain under CC0 1.0. Attribute OLCC.',
  periodKind: 'snapshot',
  cadence: 'Live view (changes daily); each import is the snapshot of one day',
  units: 'Licences (one row each)',

  expectedChangeDays: LIVE,
  // a live view OLCC changes daily; each day's list is out the next day at the latest (data README).
  lag: { per: 'day', days: 1 },
  snapshotFile: 'or-olcc/olcc-cannabis-licensee-public-report-2026-08-08.csv',
});
