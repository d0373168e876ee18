/** What a partial week is, wherever a report flags one (Connecticut weekly, prices). */
export const PARTIAL_WEEK = 'Partial week: it covers fewer than 7 days (not over yet, or before the data starts).';
