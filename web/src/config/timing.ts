/** Delays of the spec (section 9). */
export const REDIRECT_DELAY_MS = 3000;

/** The product's own toast setup (spec, "Toasts"): top-right, newest on top, 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;
