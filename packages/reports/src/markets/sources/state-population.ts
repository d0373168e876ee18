/**
 * The Census Bureau's July 1 resident population estimates: every state's residents by year,
 * the first source of population (the panel's copy of them ranks after).
 */
import { byState, defineSource } from '../facts';

export const statePopulation = defineSource({
  dataset: 'state-population',
  from: 'the Census Bureau’s July 1 population estimates',
  rank: 1,
  contribute: (rows) =>
    byState(rows).map(([state, own]) => {
      const years = own.map((row) => row.year).sort((a, b) => a - b);
      // Each vintage's years and census base, so the note says which estimate a year divides by.
      const vintages = [...new Set(own.map((row) => row.vintage))].sort().map((vintage) => {
        const of = own.filter((row) => row.vintage === vintage).map((row) => row.year);
        const base = own.find((row) => row.vintage === vintage)!.censusBase;
        return `${Math.min(...of)}–${Math.max(...of)} from vintage ${vintage.slice(1)} (on the ${base} Census)`;
      });
      const breaks = own.flatMap((row) => (row.seriesBreak ? [row.seriesBreak] : []));
      return {
        state,
        population: {
          residents: new Map(own.map((row) => [String(row.year), row.population])),
          note: [
            `Residents: the Census Bureau’s July 1 population estimate of each year, ${years[0]}–${years.at(-1)}; ${vintages.join(', ')}.`,
            ...breaks,
          ].join(' '),
        },
      };
    }),
});
