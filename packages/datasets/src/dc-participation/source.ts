/** Where `dc-participation` comes from, how its publisher keeps it, and the file the snapshot is built from. */
import { defineSource } from '../kit/source';
import type { DcParticipationRow } from './rows';
import { DC_ABCA } from '../publishers/dc-abca';

export const source = defineSource<DcParticipationRow>()({
  ...DC_ABCA,
  id: 'dc-participation',
  title: 'DC medical cannabis program participation',
  units: 'Persons: registered patients, caregivers and healthcare providers; patients served by a dispensary',

  expectedChangeDays: null,
  // Our copy is a transcription that ends with 2024-04 (data README), but ABCA keeps publishing
  // its monthly dashboard, about six weeks on: the copy is measured against that, not frozen.
  lag: { per: 'month', days: 42 },
  snapshotFile: 'dc-abca/program-participation.csv',
});
