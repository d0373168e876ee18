/**
 * Statistics Canada's quarterly population estimates (canada-population): each month of Canada
 * and of each province and territory is divided by the estimate on the first day of its quarter
 * (January, April, July or October 1). The table has no age breakdown, so there is no count of
 * people of legal age, and no per-adult figure, for Canada.
 */
import { shiftMonth } from '@cannabis-reports/contracts';
import { defineSource, type StateContribution } from '../facts';
import { byCanadianMarket } from './canada-retail-sales';

/** The months an estimate on the first of a quarter's month stands for: that month and the two after. */
const monthsOf = (period: string) => [period, shiftMonth(period, 1), shiftMonth(period, 2)];

export const canadaPopulation = defineSource({
  dataset: 'canada-population',
  from: 'Statistics Canada, Table 17-10-0009-01 (quarterly population estimates)',
  rank: 1,
  contribute: (rows) => {
    return byCanadianMarket(rows).map(([state, own]): StateContribution => ({
      state,
      population: {
        residents: new Map(
          own.flatMap((row) =>
            row.population === null ? [] : monthsOf(row.period).map((month) => [month, row.population!]),
          ),
        ),
        note: 'Residents: Statistics Canada’s quarterly population estimate (Table 17-10-0009-01) on the first day of each month’s quarter: January 1 divides January to March, April 1 April to June, July 1 July to September, October 1 October to December. The newest quarters’ estimates are preliminary.',
        noAdults21:
          'No per-adult figure for Canada: Statistics Canada’s quarterly estimates have no age breakdown, so no count of people of legal age (18 in Alberta, 21 in Quebec, 19 in the other provinces and the territories) is held. The US pages’ per adult 21+ has no Canadian counterpart here.',
      },
    }));
  },
});
