/** The washington retail report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Washington retail';
export const TITLE = 'Washington retail';
export const DESCRIPTION = 'Monthly retail sales and excise tax reported by Washington licensed stores.';
