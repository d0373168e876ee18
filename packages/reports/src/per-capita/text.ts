/** The per-capita rankings report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Per-capita rankings';
export const TITLE = 'Sales per resident and per retailer';
export const describe = (month: string) =>
  `Each state's legal cannabis sales in ${month} per resident and per retailer, ranked.`;
