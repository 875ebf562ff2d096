import { validateRegistration } from './validate-registration';

const valid = {
  fullName: 'Achieng Otieno',
  email: 'achieng@example.co.ke',
  password: 'longenough',
  confirmPassword: 'longenough',
};

it('accepts a complete registration', () => {
  expect(validateRegistration(valid)).toEqual({});
});

it('requires every field', () => {
  expect(validateRegistration({ fullName: ' ', email: '', password: '', confirmPassword: '' })).toEqual({
    fullName: 'Full name is required',
    email: 'Email is required',
    password: 'Password is required',
    confirmPassword: 'Please confirm your password',
  });
});

it('checks the address pattern, the password length and the confirmation', () => {
  expect(
    validateRegistration({ ...valid, email: 'not-an-email', password: 'short', confirmPassword: 'other' }),
  ).toEqual({
    email: 'Please enter a valid email address',
    password: 'Password must be at least 8 characters',
    confirmPassword: 'Passwords do not match',
  });
});
