/** OLCC's active-licensee report: licences held by type. */
import { defineSource } from '../facts';
import { licencesByType } from './licence-table';

export const orLicensees = defineSource({
  dataset: 'or-licensees',
  from: 'OLCC’s Cannabis Licensee Public Report',
  rank: 1,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'OR',
            facts: [
              licencesByType(
                rows.map((row) => row.type),
                ['Active licences in OLCC’s public report.'],
              ),
            ],
          },
        ]
      : [],
});
