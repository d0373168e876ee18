/** The colorado by county report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Colorado by county';
export const TITLE = 'Colorado medical and retail by county';
export const DESCRIPTION = 'Monthly medical and retail marijuana sales by Colorado county.';
