import { useId, type InputHTMLAttributes } from 'react';

/** A labelled input; every form field of the app is one of these. */
export function TextField({ label, ...input }: { label: string } & InputHTMLAttributes<HTMLInputElement>) {
  const id = useId();
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input id={id} {...input} />
    </div>
  );
}
