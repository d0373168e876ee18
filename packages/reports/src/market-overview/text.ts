/** The market overview report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Market overview';
export const TITLE = 'Multi-state market overview';
export const DESCRIPTION = 'Monthly legal cannabis sales by state, with year-over-year growth.';
