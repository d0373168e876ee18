import { TextField } from './text-field';

/** A required password field; `autoComplete` tells password managers which password it is. */
export function PasswordField({
  label,
  autoComplete,
  name,
  value,
  onChange,
}: {
  label: string;
  autoComplete: 'current-password' | 'new-password';
  name?: string;
  value: string;
  onChange: (value: string) => void;
}) {
  return (
    <TextField
      label={label}
      type="password"
      name={name}
      autoComplete={autoComplete}
      required
      value={value}
      onChange={(e) => onChange(e.target.value)}
    />
  );
}

/**
 * The signed-in account's e-mail, hidden, in a form that asks only for a password: it lets
 * password managers match the password to the account.
 */
export function AccountUsernameField({ email }: { email: string | null | undefined }) {
  return <input type="email" name="username" autoComplete="username" value={email ?? ''} readOnly hidden />;
}
