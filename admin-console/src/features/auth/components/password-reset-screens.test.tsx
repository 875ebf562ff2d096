import { screen } from '@testing-library/react';
import { DEMO_ACCOUNT, db } from '@mwangaza/shared/mocks/db';
import { renderApp } from '../../../layout/render-app';

beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

it('leads from the login page to a reset request, answered the same for any address', async () => {
  const { user } = renderApp('/admin/login');
  await user.click(await screen.findByRole('link', { name: 'Forgot password?' }));
  await screen.findByRole('heading', { name: 'Forgot password' });

  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter a valid email address');

  await user.type(screen.getByLabelText(/^Email/), 'nobody@example.com');
  await user.click(screen.getByRole('button', { name: 'Send reset link' }));
  expect(await screen.findByRole('status')).toHaveTextContent('If an account exists for that address');
});

it('sets a new password from the link and hands over to the login page, once', async () => {
  const demo = db.users.find((u) => u.email === DEMO_ACCOUNT.email)!;
  db.passwordResets.set('token-1', demo.id);
  const { user } = renderApp('/admin/reset-password?token=token-1');
  await screen.findByRole('heading', { name: 'Choose a new password' });

  await user.type(screen.getByLabelText(/^New password/), 'Baobab-shade-77');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Baobab-shade-78');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(screen.getByText('Passwords do not match')).toBeInTheDocument();

  await user.clear(screen.getByLabelText(/^Confirm password/));
  await user.type(screen.getByLabelText(/^Confirm password/), 'Baobab-shade-77');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  await screen.findByRole('heading', { name: 'Log in' });
  expect(screen.getByRole('status')).toHaveTextContent(
    'Your password has been changed. Please sign in with it.',
  );
  expect(demo.password).toBe('Baobab-shade-77');
  expect(db.passwordResets.has('token-1')).toBe(false);
});

it('says so when the link is spent or expired', async () => {
  const { user } = renderApp('/admin/reset-password?token=spent');
  await screen.findByRole('heading', { name: 'Choose a new password' });
  await user.type(screen.getByLabelText(/^New password/), 'Baobab-shade-77');
  await user.type(screen.getByLabelText(/^Confirm password/), 'Baobab-shade-77');
  await user.click(screen.getByRole('button', { name: 'Set new password' }));
  expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
});
