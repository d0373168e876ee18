/** The public demo report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Connecticut weekly sales (demo)';
export const TITLE = 'Connecticut weekly sales (demo)';
export const DESCRIPTION = 'The last 26 weeks of adult-use and medical cannabis sales in Connecticut, as published.';
