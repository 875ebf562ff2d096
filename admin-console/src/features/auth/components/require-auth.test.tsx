import { screen, waitFor, within } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { DEMO_ACCOUNT, MOCK_TOTP_CODE, db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { userWithRole } from '../../../components/test-render';
import { renderApp } from '../../../layout/render-app';

async function signInAsDemoAdmin(user: ReturnType<typeof renderApp>['user']) {
  await user.type(await screen.findByLabelText(/^Email/), DEMO_ACCOUNT.email);
  await user.type(screen.getByLabelText(/^Password/), DEMO_ACCOUNT.password);
  await user.click(screen.getByRole('button', { name: 'Log in' }));
}

it('sends a visitor without a session to the login page, then back to the page asked for', async () => {
  const { user } = renderApp('/admin/enquiries?stage=contacted');
  expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByText('Your session has expired. Please log in again.')).not.toBeInTheDocument();

  await signInAsDemoAdmin(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
  expect(screen.getByRole('button', { name: /^Contacted/ })).toHaveAttribute('aria-pressed', 'true');
});

it('shows a spinner while a stored session is being checked', async () => {
  const admin = userWithRole('admin');
  localStorage.setItem('accessToken', `mock-access-${admin.id}`);
  localStorage.setItem('isAuthenticated', 'true');
  localStorage.setItem('currentUser', JSON.stringify(admin));
  server.use(
    http.get('*/api/auth/me', async () => {
      await delay(100);
      return undefined;
    }),
  );
  renderApp('/admin/services');
  expect(screen.getByRole('status')).toHaveTextContent('Checking your session...');
  expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
});

it('goes to the login page saying the session expired when a refresh fails mid-work, and returns after sign-in', async () => {
  // Signed in without a refresh token: the next 401 cannot be refreshed, so the session ends.
  const { user, store } = renderApp('/admin', 'admin');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();

  server.use(
    http.get('*/api/services/admin/all', () =>
      HttpResponse.json({ success: false, message: 'Authentication required' }, { status: 401 }),
    ),
  );
  await user.click(
    within(screen.getByRole('navigation', { name: 'Admin sections' })).getByRole('link', {
      name: 'Services',
    }),
  );

  expect(await screen.findByText('Your session has expired. Please log in again.')).toBeInTheDocument();
  await waitFor(() => expect(store.getState().auth.accessToken).toBeNull());
  expect(localStorage.getItem('accessToken')).toBeNull();

  server.resetHandlers();
  await signInAsDemoAdmin(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Services' })).toBeInTheDocument();
});

it('keeps an account an administrator requires two-factor of on its set-up screen until it is on', async () => {
  const admin = db.users.find((u) => u.role === 'admin')!;
  admin.twoFactorSetupRequired = true;
  const { user } = renderApp('/admin/enquiries');
  await signInAsDemoAdmin(user);
  expect(await screen.findByRole('heading', { level: 1, name: 'Two-factor sign-in' })).toBeInTheDocument();
  expect(
    screen.getByText(/An administrator requires two-factor sign-in for your account/),
  ).toBeInTheDocument();
  await user.click(screen.getByRole('button', { name: 'Set up two-factor sign-in' }));
  await user.type(await screen.findByLabelText(/^Code from the app/), MOCK_TOTP_CODE);
  await user.click(screen.getByRole('button', { name: 'Turn on' }));
  await user.click(await screen.findByRole('button', { name: 'I have saved them' }));
  await user.click(screen.getByRole('link', { name: 'Enquiries' }));
  expect(await screen.findByRole('heading', { level: 1, name: 'Enquiries' })).toBeInTheDocument();
});
