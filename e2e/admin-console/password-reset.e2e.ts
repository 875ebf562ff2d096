import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import {
  adminReady,
  api,
  mailCount,
  mailedTokenLink,
  setUpBrowser,
  shootOnPhoneAndDesktop,
  submitLogin,
  unique,
  url,
} from './admin';

jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();

it('forgot password: the e-mailed link sets a new password and the account signs in with it', async () => {
  const account = {
    fullName: 'Wanjiru Kamau',
    email: `wanjiru.${unique()}@example.co.ke`,
    password: 'Savanna-2024',
  };
  await api('/auth/register', { method: 'POST', body: account });

  const page = await freshPage();
  await page.goto(url('/admin/login'));
  await adminReady(page, 'Log in');
  // By keyboard: the link follows the form.
  await page.getByRole('link', { name: 'Forgot password?' }).focus();
  await page.keyboard.press('Enter');
  await adminReady(page, 'Forgot password');
  await expectNoSeriousA11yViolations(page);

  const before = mailCount();
  await page.getByLabel('Email').fill(account.email);
  await page.keyboard.press('Enter');
  await page.getByRole('status').getByText('If an account exists for that address').waitFor();
  await expectNoSeriousA11yViolations(page);

  const link = await mailedTokenLink(account.email, before, '/admin/reset-password');
  await page.goto(link);
  await adminReady(page, 'Choose a new password');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();
  await page.getByText('Password is required').waitFor();
  await expectNoSeriousA11yViolations(page);

  const newPassword = 'Baobab-shade-77';
  await page.getByLabel(/^New password/).fill(newPassword);
  await page.getByLabel('Confirm password').fill(newPassword);
  await page.keyboard.press('Enter');
  await page.waitForURL(url('/admin/login'));
  await page.getByText('Your password has been changed. Please sign in with it.').waitFor();
  await submitLogin(page, account.email, newPassword);
  await adminReady(page, 'Dashboard');

  // The link worked once.
  const again = await freshPage();
  await again.goto(link);
  await adminReady(again, 'Choose a new password');
  await again.getByLabel(/^New password/).fill('Another-pass-88');
  await again.getByLabel('Confirm password').fill('Another-pass-88');
  await again.getByRole('button', { name: 'Set new password' }).click();
  await again.getByText('This reset link is invalid or has expired.').waitFor();
});

it('the reset screens fit a phone and a desktop', async () => {
  await shootOnPhoneAndDesktop(freshPage, [
    ['/admin/forgot-password', 'Forgot password', 'forgot'],
    ['/admin/reset-password?token=example', 'Choose a new password', 'reset'],
  ]);
});
