/** Where `co-county-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { CoCountyRow } from './rows';
import { MONTHLY } from '../kit/cadence-days';

export const source = defineSource<CoCountyRow>()({
  id: 'co-county-sales',
  title: 'Marijuana Sales by County Report, January 2014 to date',
  publisher: 'Colorado Department of Revenue (CDOR), Office of Research and Analysis',
  sourceUrl: 'https://cdor.colorado.gov/data-and-reports/marijuana-data/marijuana-sales-reports',
  licence: 'A Colorado government publication; no licence text. Attribute the Colorado Department of Revenue.',
  cadence:
    "Monthly (CDOR revises its report); this copy is the March 2025 edition (CDOR's figures in long form, one line per county, month and kind), to 2024-12",
  units:
    'USD: medical (all sales at medical stores, accessories included) and retail (retail marijuana only, accessories excluded); no wholesale',

  expectedChangeDays: MONTHLY,
  // CDOR's sales reports come out about two months after the month, once returns are in (CDOR's Marijuana Sales Reports page).
  lag: { per: 'month', days: 60 },
  snapshotFile: 'co-dor/co-cannabis-sales-2014-2024.csv',
});
