/**
 * Toasts, with react-toastify loaded at the first one: most visits never show one, so the
 * library and its container stay out of every page's first download. A toast asked for while
 * the library loads is queued by react-toastify and shown once its container has mounted.
 * The toasts carry role="alert", which screen readers announce when it is inserted, so the
 * container need not be on the page before the first one.
 */
import type { ToastOptions } from 'react-toastify/unstyled';

type Toastify = typeof import('react-toastify/unstyled');

let toastify: Promise<Toastify> | undefined;
const listeners = new Set<() => void>();

function loadToastify(): Promise<Toastify> {
  if (!toastify) {
    toastify = import('react-toastify/unstyled');
    for (const listener of listeners) listener();
  }
  return toastify;
}

/** Whether a toast was asked for: the toast container mounts from then on. */
export const toastsWanted = (): boolean => toastify !== undefined;

export function subscribeToastsWanted(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

const show =
  (kind: 'success' | 'error' | 'info') =>
  (message: string, options?: ToastOptions): void => {
    loadToastify().then(
      (loaded) => loaded.toast[kind](message, options),
      (error: unknown) => console.warn(`Could not show the message '${message}'`, error),
    );
  };

export const toast = { success: show('success'), error: show('error'), info: show('info') };
