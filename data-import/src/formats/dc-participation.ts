import type { DcParticipationRow } from '@cannabis-reports/contracts';
import { DC_META, readReported, REPORTED } from './dc-reports';
import { defineFormat } from './define-format';

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
  meta: {
    ...DC_META,
    id: 'dc-participation',
    title: 'DC medical cannabis program participation',
    units: 'Persons: registered patients, caregivers and healthcare providers; patients served by a dispensary',
  },
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
