import './spinner.css';

/** A busy indicator; `label` is its accessible name. */
export function Spinner({ label = 'Loading', size = 'md' }: { label?: string; size?: 'sm' | 'md' }) {
  return <span className={`spinner spinner-${size}`} role="status" aria-label={label} />;
}
