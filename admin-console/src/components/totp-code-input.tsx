import { TOTP_DIGITS } from '@mwangaza/shared';
import { Input, type InputProps } from '@mwangaza/shared/controls';

/** The six digits of an authenticator app: a numeric keypad on phones, and the OS's one-time-code autofill. */
export function TotpCodeInput(props: Omit<InputProps, 'inputMode' | 'autoComplete' | 'maxLength' | 'name'>) {
  return (
    <Input
      name="code"
      inputMode="numeric"
      autoComplete="one-time-code"
      maxLength={TOTP_DIGITS}
      required
      {...props}
    />
  );
}
