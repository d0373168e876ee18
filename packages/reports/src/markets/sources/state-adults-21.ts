/** The Census Bureau's American Community Survey: every state's residents aged 21 and over by year. */
import { byState, defineSource } from '../facts';

export const stateAdults21 = defineSource({
  dataset: 'state-adults-21',
  from: 'the Census Bureau’s American Community Survey',
  rank: 1,
  contribute: (rows) =>
    byState(rows).map(([state, own]) => ({
      state,
      population: {
        adults21: new Map(own.map((row) => [String(row.year), row.adults])),
        note: 'Adults 21+: the Census Bureau’s American Community Survey 1-year estimate for the calendar year (all residents less those under 21), a survey estimate apart from the July 1 resident count; the survey published no 1-year estimates for 2020, so 2020 has none.',
      },
    })),
});
