/** Pages move on 3 s after a payment success or cancel, a reports denial and an e-mail verification. */
export const REDIRECT_DELAY_MS = 3000;

/** Toasts: top-right, newest on top, closing after 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;

/** The payment confirmation checks again after 10 s, and shows a hint after 5 s unconfirmed. */
export const PAYMENT_RECHECK_DELAY_MS = 10_000;
export const PAYMENT_HINT_DELAY_MS = 5000;
