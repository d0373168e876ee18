/** The markets report's words: its name where reports are listed, its title and description. */
import { SUSPECT_FIGURE } from '../kit/wording';
export const LABEL = 'Markets';
export const titleOf = (name: string) => `${name} cannabis market`;
export const describe = (name: string) =>
  `${name} month by month: sales as the sources split them, the latest month compared, sales per resident, prices, tax and licences where published.`;
export const NOTES = [
  'Money is in nominal US dollars as each source publishes it; units are in each chart’s title.',
  'Each state’s figures come from the sources listed for it; what a total covers differs between states and is said under its chart.',
];
/** A Canadian market's page: its money is Canadian dollars, never US dollars. */
export const CANADIAN_NOTES = [
  'Money is in nominal Canadian dollars (C$) as Statistics Canada publishes it, never converted; units are in each chart’s title.',
  'Figures from Statistics Canada (Open Licence): Tables 20-10-0056-01, 10-10-0164-01 and 17-10-0009-01.',
];
export const FLAG_NOTES = {
  partial:
    'Partial: the figure covers only part of the period (e.g. a month whose weeks are not all in the data, or only the counties the source does not withhold). It is never compared.',
  incomplete: 'Incomplete: the source compiled the month before its figures were complete. It is never compared.',
  withheld: 'Withheld by the publisher for confidentiality: not zero.',
  'not-published': 'The source publishes no figure for this period.',
  suspect: SUSPECT_FIGURE,
} as const;
