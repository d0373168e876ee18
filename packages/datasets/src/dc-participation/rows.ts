import type { DcReported } from '../publishers/dc-abca';

/** `dc-participation`: DC medical cannabis program participation by month (persons). */
export interface DcParticipationRow extends DcReported {
  patients: number;
  caregivers: number | null;
  healthcareProviders: number | null;
  /** Unique patients a dispensary served in the month. */
  patientsServed: number | null;
}
