/** Where `mi-sales` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { MiSalesRow } from './rows';

export const source = defineSource<MiSalesRow>()({
  id: 'mi-sales',
  title: 'Michigan medical marijuana sales by month (METRC, MMFLA program)',
  publisher:
    'Michigan Cannabis Regulatory Agency (formerly the Marijuana Regulatory Agency), transcribed by Cannlytics',
  sourceUrl: 'https://www.michigan.gov/cra/resources/reports',
  licence:
    'MIT, "Copyright (c) 2021-2022 Cannlytics" (the transcription); the facts are Michigan public records. Attribute the Michigan CRA.',
  cadence: 'Monthly (MRA monthly reports); this transcription ends with 2021-05 and is not updated',
  units: 'Sales in USD; pounds (lb) and fluid ounces (fl oz) sold; METRC transfers as counts. Medical program only.',

  expectedChangeDays: null,
  // A transcription that ends with 2021-05 (data README); the CRA's monthly report comes out
  // about six weeks on, so the copy is measured against it.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'mi-cra/mi-medical-metrc-monthly.csv',
});
