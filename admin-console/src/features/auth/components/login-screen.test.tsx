import { screen, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DEMO_ACCOUNT, MOCK_TOTP_CODE, db } from '@mwangaza/shared/mocks/db';
import { server } from '@mwangaza/shared/mocks/server';
import { renderApp } from '../../../layout/render-app';
import { apiIsSlow } from '../../../components/test-queries';

// The session provider logs failed logins; keep the test output readable.
beforeEach(() => jest.spyOn(console, 'warn').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

/** Renders the login page and waits for the demo hint, so no request is still in flight when a test ends. */
async function openLogin() {
  const rendered = renderApp('/admin/login');
  await screen.findByRole('button', { name: 'Use demo account' });
  return rendered;
}

const submit = () => screen.getByRole('button', { name: 'Log in' });

async function signIn(user: ReturnType<typeof renderApp>['user'], email: string, password: string) {
  if (email) await user.type(screen.getByLabelText(/^Email/), email);
  if (password) await user.type(screen.getByLabelText(/^Password/), password);
  await user.click(submit());
}

it('asks for both fields when either is empty', async () => {
  const { user } = await openLogin();
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');

  await user.type(screen.getByLabelText(/^Email/), 'someone@example.com');
  await user.click(submit());
  expect(screen.getByRole('alert')).toHaveTextContent('Please enter both email and password');
});

it('says when the email or password is wrong', async () => {
  const { user } = await openLogin();
  await signIn(user, DEMO_ACCOUNT.email, 'wrong password');
  expect(await screen.findByRole('alert')).toHaveTextContent('Invalid email or password');
  expect(screen.getByLabelText(/^Email/)).toHaveValue(DEMO_ACCOUNT.email);
});

it('says the login failed when the request fails for another reason', async () => {
  server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
  const { user } = await openLogin();
  await signIn(user, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(await screen.findByRole('alert')).toHaveTextContent('Login failed. Please try again.');
});

it("shows the API's too-many-attempts message as it is", async () => {
  const message = 'Too many login attempts. Please try again in 15 minutes.';
  server.use(
    http.post('*/api/auth/login', () => HttpResponse.json({ success: false, message }, { status: 429 })),
  );
  const { user } = await openLogin();
  await signIn(user, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(await screen.findByRole('alert')).toHaveTextContent(message);
});

it("shows 'Logging in...' on the disabled button while signing in, then opens the dashboard", async () => {
  apiIsSlow('post', '/auth/login');
  const { user } = await openLogin();
  await signIn(user, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
  expect(screen.getByRole('button', { name: 'Logging in...' })).toBeDisabled();
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
});

it('shows the demo credentials in demo mode and fills them in on request', async () => {
  const { user } = await openLogin();
  const hint = await screen.findByRole('complementary', { name: 'Demo account' });
  expect(hint).toHaveTextContent(DEMO_ACCOUNT.email);
  expect(hint).toHaveTextContent(DEMO_ACCOUNT.password);
  await user.click(screen.getByRole('button', { name: 'Use demo account' }));
  expect(screen.getByLabelText(/^Email/)).toHaveValue(DEMO_ACCOUNT.email);
  expect(screen.getByLabelText(/^Password/)).toHaveValue(DEMO_ACCOUNT.password);
});

it('shows no demo credentials outside demo mode', async () => {
  server.use(
    http.get('*/api/config', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { demoMode: false, registration: 'open' } }),
    ),
  );
  const { store } = renderApp('/admin/login');
  await screen.findByRole('heading', { name: 'Log in' });
  // The answer has arrived (and rendered nothing).
  await waitFor(() =>
    expect(store.getState().api.queries['getPublicConfig(undefined)']?.status).toBe('fulfilled'),
  );
  expect(screen.queryByText('Demo account')).not.toBeInTheDocument();
  expect(screen.queryByText(DEMO_ACCOUNT.email)).not.toBeInTheDocument();
});

it('heads the form and names its button alike', async () => {
  await openLogin();
  expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Log in');
  expect(submit()).toHaveTextContent('Log in');
  expect(document.title).toBe('Log in | Mwangaza Admin');
});

it('links to the registration page while the API takes registrations', async () => {
  const { user } = await openLogin();
  await user.click(screen.getByRole('link', { name: 'Register' }));
  expect(await screen.findByRole('heading', { name: 'Create an account' })).toBeInTheDocument();
});

it('offers no registration when accounts are by invitation', async () => {
  server.use(
    http.get('*/api/config', () =>
      HttpResponse.json({ success: true, message: 'ok', data: { demoMode: false, registration: 'invite' } }),
    ),
  );
  const { store } = renderApp('/admin/login');
  await waitFor(() =>
    expect(store.getState().api.queries['getPublicConfig(undefined)']?.status).toBe('fulfilled'),
  );
  expect(screen.getByRole('heading', { name: 'Log in' })).toBeInTheDocument();
  expect(screen.queryByRole('link', { name: 'Register' })).not.toBeInTheDocument();
});

it('sends a signed-in user on to the dashboard', async () => {
  renderApp('/admin/login', 'editor');
  expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Log in' })).not.toBeInTheDocument();
});

describe('with two-factor sign-in', () => {
  beforeEach(() => {
    db.users.find((u) => u.email === DEMO_ACCOUNT.email)!.twoFactorEnabled = true;
  });

  it('asks for a code after the password, refuses a wrong one, and signs in with the right one', async () => {
    const { user } = await openLogin();
    await signIn(user, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    expect(await screen.findByRole('heading', { name: 'Two-factor sign-in' })).toBeInTheDocument();
    const code = screen.getByLabelText(/^Authentication code/);
    expect(code).toHaveFocus();
    await user.type(code, '000000');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Invalid two-factor code');
    await user.type(screen.getByLabelText(/^Authentication code/), MOCK_TOTP_CODE);
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });

  it('takes a recovery code instead, and goes back to the password on request', async () => {
    const { user } = await openLogin();
    await signIn(user, DEMO_ACCOUNT.email, DEMO_ACCOUNT.password);
    await user.click(await screen.findByRole('button', { name: 'Back to sign in' }));
    expect(await screen.findByRole('heading', { name: 'Log in' })).toBeInTheDocument();
    await signIn(user, '', DEMO_ACCOUNT.password);
    await user.click(await screen.findByRole('button', { name: 'Use a recovery code instead' }));
    await user.type(screen.getByLabelText(/^Recovery code/), 'mock0-code0');
    await user.click(screen.getByRole('button', { name: 'Verify' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
  });
});
