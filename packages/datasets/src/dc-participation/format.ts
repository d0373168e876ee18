import type { DcParticipationRow } from './rows';
import { readReported, REPORTED } from '../publishers/dc-abca';
import { defineFormat } from '../kit/define-format';
import { source } from './source';

const LAYOUTS = [
  {
    ...REPORTED,
    patients: 'total_unique_patients',
    caregivers: 'total_unique_caregivers',
    providers: 'total_unique_healthcare_providers',
    served: 'total_unique_patients_served_by_dispensary',
  },
] as const;

/** DC medical cannabis program participation by month. */
export const dcParticipation = defineFormat({
  name: 'DC ABCA medical cannabis program participation',
  source,
  layouts: LAYOUTS,
  read(cells) {
    const row: DcParticipationRow = {
      ...readReported(cells),
      patients: cells.count('patients'),
      caregivers: cells.optionalCount('caregivers'),
      healthcareProviders: cells.optionalCount('providers'),
      patientsServed: cells.optionalCount('served'),
    };
    return { key: row.period, period: row.period, row };
  },
});
