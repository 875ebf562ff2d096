import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@mwangaza/shared';
import { Input } from '@mwangaza/shared/controls';

/** What a form's `field(key)` helper hands each input: its value, its message and its change handler. */
export interface FieldBinding {
  value: string;
  error?: string;
  onChange: (event: { target: { value: string } }) => void;
}

interface NewPasswordFieldsProps {
  password: FieldBinding;
  confirm: FieldBinding;
  /** "Password" (a new account) or "New password" (a reset). */
  passwordLabel?: string;
}

/** The password and its confirmation, wherever one is chosen: registration, an invitation, a reset. */
export function NewPasswordFields({ password, confirm, passwordLabel = 'Password' }: NewPasswordFieldsProps) {
  return (
    <>
      <Input
        label={passwordLabel}
        type="password"
        name="password"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        hint={`At least ${PASSWORD_MIN_LENGTH} characters`}
        required
        {...password}
      />
      <Input
        label="Confirm password"
        type="password"
        name="confirmPassword"
        autoComplete="new-password"
        maxLength={PASSWORD_MAX_LENGTH}
        required
        {...confirm}
      />
    </>
  );
}
