/** The per-capita rankings report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Per-capita rankings';
export const TITLE = 'Sales per resident and per retailer';
export const describe = (month: string) =>
  `Each state's legal cannabis sales in ${month} per resident and per retailer, ranked.`;

/** How the month the report opens on is chosen (default-month.ts). */
export const openingNote = (month: string) =>
  `The report opens on ${month}, the latest month in which at least half of the states in each chart have a complete figure to rank.`;

export const retailerNote = (uncounted: string[]) =>
  [
    'Sales divided by the number of retailers the panel gives for the month.',
    ...(uncounted.length ? [`No bar for ${uncounted.join(', ')}: the panel gives no retailer count for them.`] : []),
  ].join(' ');
