/** Where `dc-patients` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { DcPatientsRow } from './rows';
import { DC_ABCA } from '../publishers/dc-abca';

export const source = defineSource<DcPatientsRow>()({
  ...DC_ABCA,
  id: 'dc-patients',
  title: 'DC medical cannabis patients, transactions and sales by residency',
  units: 'Patients in persons; transactions as counts; average sales in USD per transaction; sales in USD',

  expectedChangeDays: null,
  // Our copy is a transcription that ends with 2024-04 (data README), but ABCA keeps publishing
  // its monthly dashboard, about six weeks on: the copy is measured against that, not frozen.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'dc-abca/patients.csv',
});
