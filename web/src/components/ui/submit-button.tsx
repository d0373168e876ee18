import type { ReactNode } from 'react';
import { Spinner } from './spinner';

/** A form's submit button: disabled with a spinner (and optional busy label) while busy. */
export function SubmitButton({
  busy,
  busyLabel,
  children,
  className = 'button',
}: {
  busy: boolean;
  busyLabel?: string;
  children: ReactNode;
  className?: string;
}) {
  return (
    <button type="submit" className={className} disabled={busy} aria-busy={busy}>
      {busy && <Spinner size="sm" label="Please wait" />}
      {busy && busyLabel ? busyLabel : children}
    </button>
  );
}
