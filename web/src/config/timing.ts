/** Delays of the spec (section 9). */
export const REDIRECT_DELAY_MS = 3000;
