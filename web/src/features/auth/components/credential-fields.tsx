import { PasswordField } from '../../../components/ui/password-field';
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
      <PasswordField
        label="Password"
        name="password"
        autoComplete={passwordAutoComplete}
        value={value.password}
        onChange={(password) => onChange({ ...value, password })}
      />
    </>
  );
}
