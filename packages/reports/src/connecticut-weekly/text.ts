/** The connecticut weekly report's words: its name where reports are listed, its title and description. */
export const LABEL = 'Connecticut weekly';
export const TITLE = 'Connecticut weekly sales';
export const DESCRIPTION = 'Adult-use and medical sales, products sold and average product price, week by week.';
