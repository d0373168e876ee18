/** The compare report's words: its name where reports are listed, its title, description and notes. */
export const LABEL = 'Compare states';
export const TITLE = 'Compare states';
export const describe = (names: string[]) =>
  `Monthly sales of ${names.join(', ')} on one chart: totals, per resident, per adult 21+ or indexed, and the change on a year before.`;

export const MEASURES = [
  { value: 'totals', label: 'Total sales' },
  { value: 'per-resident', label: 'Per resident' },
  { value: 'per-adult', label: 'Per adult 21+' },
  { value: 'indexed', label: 'Indexed (first common month = 100)' },
] as const;
export type Measure = (typeof MEASURES)[number]['value'];

export const COVERAGE_TITLE = 'What each state’s figures cover';
export const YOY_TABLE_TITLE = 'Change on a year before';

export const NOTES = [
  'Each state’s monthly total is the one its market page shows: where two sources give the same month, the regulator’s own file is used over a compilation.',
  'What a total counts differs between states (adult-use only, or adult-use and medical): see what each state’s figures cover.',
  'Money is in nominal US dollars as each source publishes it; a Canadian market’s Canadian dollars are converted at FRED’s monthly rate, as the chart’s notes say, and its index and change on a year before are in its own currency.',
];

export const FLAG_NOTES = {
  partial: 'Partial: the figure covers only part of the month. It is shown, never compared and never an index base.',
  incomplete:
    'Incomplete: the source compiled the month before its figures were complete. It is shown, never compared and never an index base.',
  'not-published':
    'No figure: the source publishes none for this month, no population count is held for it, or (for a Canadian market in US dollars) no exchange rate is published for it.',
  suspect: 'Probable source error: left out of the chart and of derived figures.',
} as const;
