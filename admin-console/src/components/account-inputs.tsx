import { Input, type InputProps } from '@mwangaza/shared/controls';

/** What the caller still decides for an account input: its value, change handler, message, limits. */
type AccountInputProps = Omit<InputProps, 'type' | 'name' | 'inputMode'>;

/** An e-mail address: "username" where it signs someone in, "email" where it creates an account. */
export function EmailInput({ autoComplete = 'username', ...props }: Omit<AccountInputProps, 'label'>) {
  return (
    <Input
      label="Email"
      type="email"
      name="email"
      autoComplete={autoComplete}
      inputMode="email"
      required
      {...props}
    />
  );
}

/** The password someone already has, to sign in or to confirm it is them. */
export function CurrentPasswordInput(props: Omit<AccountInputProps, 'autoComplete'>) {
  return <Input type="password" name="password" autoComplete="current-password" required {...props} />;
}

/** The name colleagues see, chosen when an account is created. */
export function FullNameInput(props: Omit<AccountInputProps, 'label' | 'autoComplete' | 'maxLength'>) {
  return <Input label="Full name" name="fullName" autoComplete="name" maxLength={120} required {...props} />;
}
