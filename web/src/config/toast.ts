/** The product's own toast setup (spec, "Toasts" and section 9): top-right, newest on top, 3 s. */
export const TOAST_AUTO_CLOSE_MS = 3000;
