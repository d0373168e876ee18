/** Delays of the spec (section 9). */
export const REDIRECT_DELAY_MS = 3000;

/** The product's own toast setup (spec, "Toasts"): top-right, newest on top, 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** Spec, section 9: payment confirmation re-checks after 10 s, and shows a hint after 5 s. */
export const PAYMENT_RECHECK_DELAY_MS = 10_000;
export const PAYMENT_HINT_DELAY_MS = 5000;
