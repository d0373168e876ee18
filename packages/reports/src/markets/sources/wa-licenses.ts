/** WSLCB's licensee list as Cannlytics compiled it: licences held by type. */
import { defineSource } from '../facts';
import { licencesByType } from './licence-table';

export const waLicenses = defineSource({
  dataset: 'wa-licenses',
  from: 'WSLCB’s licensee list, compiled by Cannlytics',
  rank: 2,
  contribute: (rows) =>
    rows.length
      ? [
          {
            state: 'WA',
            facts: [
              licencesByType(
                rows.map((row) => row.type),
                ['WSLCB’s licensee list as Cannlytics compiled it.'],
              ),
            ],
          },
        ]
      : [],
});
