/** The prices report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Prices';
export const TITLE = 'Prices';
export const DESCRIPTION = 'The price series the public data holds, state by state, with their units.';
