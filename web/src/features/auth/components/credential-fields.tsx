import { TextField } from '../../../components/ui/text-field';

export interface Credentials {
  email: string;
  password: string;
}

/** The e-mail and password fields of the sign-in and register forms. */
export function CredentialFields({
  value,
  onChange,
  passwordAutoComplete,
}: {
  value: Credentials;
  onChange: (value: Credentials) => void;
  passwordAutoComplete: 'current-password' | 'new-password';
}) {
  return (
    <>
      <TextField
        label="Email"
        type="email"
        name="email"
        autoComplete="email"
        required
        value={value.email}
        onChange={(e) => onChange({ ...value, email: e.target.value })}
      />
      <TextField
        label="Password"
        type="password"
        name="password"
        autoComplete={passwordAutoComplete}
        required
        value={value.password}
        onChange={(e) => onChange({ ...value, password: e.target.value })}
      />
    </>
  );
}
