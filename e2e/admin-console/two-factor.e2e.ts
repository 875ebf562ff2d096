import { Secret, TOTP } from 'otpauth';
import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { adminReady, api, openAdmin, setUpBrowser, signIn, submitLogin, unique, url } from './admin';

jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();

/** The code an authenticator app shows for the key, `stepsAhead` 30-second steps from now. */
const codeFor = (key: string, stepsAhead = 0) =>
  TOTP.generate({ secret: Secret.fromBase32(key), timestamp: Date.now() + stepsAhead * 30_000 });

/** Types the second step's code (or recovery code) by keyboard and presses Enter. */
async function answerCode(page: Page, value: string): Promise<void> {
  await adminReady(page, 'Two-factor sign-in');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.type(value);
  await page.keyboard.press('Enter');
}

it('turns on two-factor sign-in with a code from the shown key, then signs in with a code; devices and Activity follow', async () => {
  const account = { email: `wanjiru.${unique()}@example.co.ke`, password: 'Savannah-river-42' };
  await api('/auth/register', { method: 'POST', body: { fullName: 'Wanjiru Kamau', ...account } });

  const laptop = await freshPage({ width: 1366, height: 900 });
  await signIn(laptop, account);
  // The account menu, by keyboard.
  await laptop.getByRole('button', { name: 'My account' }).focus();
  await laptop.keyboard.press('Enter');
  await laptop.getByRole('link', { name: 'Two-factor sign-in' }).focus();
  await laptop.keyboard.press('Enter');
  await adminReady(laptop, 'Two-factor sign-in');
  await expectNoSeriousA11yViolations(laptop);

  await laptop.getByRole('button', { name: 'Set up two-factor sign-in' }).click();
  await laptop.getByRole('img', { name: 'QR code of your authenticator key' }).waitFor();
  const key = (await laptop.getByLabel('Authenticator key').textContent())!.replace(/\s+/g, '');
  await expectNoSeriousA11yViolations(laptop);
  await shoot(laptop, 'two-factor-setup-1366');
  await laptop.getByLabel(/^Code from the app/).fill(codeFor(key));
  await laptop.keyboard.press('Enter');
  const codes = laptop.getByRole('list', { name: 'Recovery codes' });
  await codes.waitFor();
  const recoveryCodes = (await codes.getByRole('listitem').allTextContents()).map((code) => code.trim());
  expect(recoveryCodes).toHaveLength(10);
  await expectNoSeriousA11yViolations(laptop);
  await shoot(laptop, 'two-factor-codes-1366');
  await laptop.getByRole('button', { name: 'I have saved them' }).click();
  await laptop.getByRole('heading', { name: 'Two-factor sign-in is on.' }).waitFor();

  // Sign out, then in again: the password, then a code. The code of the next step: the current one was
  // spent turning it on, and the API accepts one step of drift.
  await laptop.getByRole('button', { name: 'Logout' }).click();
  await laptop.goto(url('/admin/login'));
  await submitLogin(laptop, account.email, account.password);
  await answerCode(laptop, codeFor(key, 1));
  await adminReady(laptop, 'Dashboard');

  // A second device signs in with a recovery code, and signs the laptop out from its devices screen.
  const phone = await freshPage({ width: 390, height: 844 });
  await phone.goto(url('/admin/login'));
  await submitLogin(phone, account.email, account.password);
  await phone.getByRole('button', { name: 'Use a recovery code instead' }).click();
  await answerCode(phone, recoveryCodes[0]!);
  await adminReady(phone, 'Dashboard');
  await openAdmin(phone, '/admin/account/devices', 'Signed-in devices');
  const devices = phone.getByRole('table', { name: 'Signed-in devices' });
  expect(await devices.getByRole('row').count()).toBe(3);
  await shoot(phone, 'devices-390');
  const signOut = devices.getByRole('button', { name: /^Sign out / });
  await signOut.focus();
  await phone.keyboard.press('Enter');
  await phone.getByText('Signed out on that device').first().waitFor();
  await devices.getByRole('row').nth(2).waitFor({ state: 'detached' });

  await laptop.reload();
  await adminReady(laptop, 'Log in');

  // The administrator's Activity screen shows what happened.
  const admin = await freshPage();
  await signIn(admin);
  await openAdmin(admin, `/admin/activity?actor=${encodeURIComponent(account.email)}`, 'Activity');
  for (const summary of [
    'Turned on two-factor sign-in',
    'Signed in with two-factor',
    'Used a recovery code (9 left)',
    'Signed a device out',
  ]) {
    await admin.getByRole('row').filter({ hasText: summary }).first().waitFor();
  }
});

it('the account screens fit a phone and a desktop', async () => {
  for (const width of [390, 1366]) {
    const page = await freshPage({ width, height: 844 });
    await signIn(page);
    for (const [path, heading, name] of [
      ['/admin/account/two-factor', 'Two-factor sign-in', 'two-factor'],
      ['/admin/account/devices', 'Signed-in devices', 'devices'],
      ['/admin/users', 'Users', 'users'],
    ] as const) {
      await openAdmin(page, path, heading);
      await shoot(page, `${name}-${width}`);
      expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
    }
  }
});
