import { EMAIL_PATTERN, PASSWORD_MIN_LENGTH } from '@mwangaza/shared';

export interface RegistrationValues {
  fullName: string;
  email: string;
  password: string;
  confirmPassword: string;
}

export type RegistrationErrors = Partial<Record<keyof RegistrationValues, string>>;

/** Registration's messages, one per field, in the form's order. */
export const REGISTRATION_MESSAGES = {
  fullNameRequired: 'Full name is required',
  emailRequired: 'Email is required',
  emailInvalid: 'Please enter a valid email address',
  passwordRequired: 'Password is required',
  passwordShort: `Password must be at least ${PASSWORD_MIN_LENGTH} characters`,
  confirmRequired: 'Please confirm your password',
  mismatch: 'Passwords do not match',
  duplicate: 'This email is already registered',
  failed: 'Registration failed. Please try again later.',
} as const;

const EMAIL = new RegExp(EMAIL_PATTERN);

export function validateRegistration(values: RegistrationValues): RegistrationErrors {
  const m = REGISTRATION_MESSAGES;
  const errors: RegistrationErrors = {};
  if (!values.fullName.trim()) errors.fullName = m.fullNameRequired;
  const email = values.email.trim();
  if (!email) errors.email = m.emailRequired;
  else if (!EMAIL.test(email)) errors.email = m.emailInvalid;
  if (!values.password) errors.password = m.passwordRequired;
  else if (values.password.length < PASSWORD_MIN_LENGTH) errors.password = m.passwordShort;
  if (!values.confirmPassword) errors.confirmPassword = m.confirmRequired;
  else if (values.password !== values.confirmPassword) errors.confirmPassword = m.mismatch;
  return errors;
}
