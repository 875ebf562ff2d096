import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { db, DEMO_ACCOUNT } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderApp } from '../../../layout/render-app';
import { apiIsSlow, expectTextsShown } from '../../../components/test-queries';

const field = (label: RegExp) => screen.getByLabelText(label);
const create = () => screen.getByRole('button', { name: 'Create Account' });

async function fill(
  user: ReturnType<typeof renderApp>['user'],
  values: Partial<Record<'name' | 'email' | 'password' | 'confirm', string>>,
) {
  if (values.name) await user.type(field(/^Full name/), values.name);
  if (values.email) await user.type(field(/^Email/), values.email);
  if (values.password) await user.type(field(/^Password/), values.password);
  if (values.confirm) await user.type(field(/^Confirm password/), values.confirm);
}

/** The registration screen is loaded lazily. */
async function open() {
  const rendered = renderApp('/admin/register');
  await screen.findByRole('button', { name: 'Create Account' });
  return rendered;
}

const valid = {
  name: 'Achieng Otieno',
  email: 'achieng@example.co.ke',
  password: 'Str0ng-pass',
  confirm: 'Str0ng-pass',
};

it('shows every required-field message', async () => {
  const { user } = await open();
  await user.click(create());
  expectTextsShown([
    'Full name is required',
    'Email is required',
    'Password is required',
    'Please confirm your password',
  ]);
  expect(field(/^Full name/)).toHaveAttribute('aria-invalid', 'true');
});

it('checks the address, the password length and the confirmation', async () => {
  const { user } = await open();
  await fill(user, { name: 'A', email: 'not-an-address', password: 'short', confirm: 'different' });
  await user.click(create());
  expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
  expect(screen.getByText('Password must be at least 8 characters')).toBeInTheDocument();
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();
});

it("clears a field's message when that field is edited, and only that one", async () => {
  const { user } = await open();
  await user.click(create());
  await user.type(field(/^Email/), 'a');
  expect(screen.queryByText('Email is required')).not.toBeInTheDocument();
  expect(screen.getByText('Full name is required')).toBeInTheDocument();
  expect(screen.getByText('Password is required')).toBeInTheDocument();
});

it("shows 'Creating Account...' on the disabled button while submitting", async () => {
  apiIsSlow('post', '/auth/register');
  const { user } = await open();
  await fill(user, valid);
  await user.click(create());
  expect(screen.getByRole('button', { name: 'Creating Account...' })).toBeDisabled();
  expect(await screen.findByRole('heading', { name: 'Registration Successful!' })).toBeInTheDocument();
});

it('says on the email field when the address is already registered', async () => {
  const { user } = await open();
  await fill(user, { ...valid, email: DEMO_ACCOUNT.email });
  await user.click(create());
  expect(await screen.findByText('This email is already registered')).toBeInTheDocument();
  expect(field(/^Email/)).toHaveAttribute('aria-invalid', 'true');
  expect(field(/^Email/)).toHaveAccessibleDescription(/This email is already registered/);
});

it('shows the success panel, then the login page 2 seconds later with the address filled in', async () => {
  const { user } = await open();
  await fill(user, valid);
  await user.click(create());
  const panel = await screen.findByRole('status');
  expect(within(panel).getByRole('heading', { name: 'Registration Successful!' })).toBeInTheDocument();
  expect(panel).toHaveTextContent('An administrator must grant you editing rights');
  expect(db.users.find((u) => u.email === valid.email)?.role).toBe('user');

  await new Promise((resolve) => setTimeout(resolve, 1500));
  expect(screen.getByRole('heading', { name: 'Registration Successful!' })).toBeInTheDocument();
  expect(await screen.findByRole('heading', { name: 'Log in' }, { timeout: 1500 })).toBeInTheDocument();
  expect(field(/^Email/)).toHaveValue(valid.email);
});

it("shows the server's reason when it refuses the details, keeping what was typed", async () => {
  const message = 'This password is too common. Please choose one that is harder to guess.';
  server.use(
    http.post('*/api/auth/register', () => HttpResponse.json({ success: false, message }, { status: 400 })),
  );
  const { user } = await open();
  await fill(user, { ...valid, password: 'password', confirm: 'password' });
  await user.click(create());
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
  expect(field(/^Password/)).toHaveValue('password');
});

it('says registration failed on any other error, keeping what was typed', async () => {
  server.use(
    http.post('*/api/auth/register', () =>
      HttpResponse.json({ success: false, message: 'boom' }, { status: 500 }),
    ),
  );
  const { user } = await open();
  await fill(user, valid);
  await user.click(create());
  expect(await screen.findByRole('alert')).toHaveTextContent('Registration failed. Please try again later.');
  expect(field(/^Full name/)).toHaveValue(valid.name);
});

it('links back to the login page', async () => {
  const { user } = await open();
  await user.click(await screen.findByRole('link', { name: 'Log in' }));
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
});
