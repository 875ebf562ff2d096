import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { adminReady, openAdmin, READ_ONLY_MESSAGE, setUpBrowser, signIn, unique, url } from './admin';

jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();

it('registers a read-only account that can edit once an admin makes it an editor', async () => {
  const account = {
    fullName: `Achieng Otieno ${unique()}`,
    email: `achieng.${unique()}@example.co.ke`,
    password: 'Sunrise-2024',
  };

  const user = await freshPage();
  await user.goto(url('/admin/register'));
  await adminReady(user, 'Create an account');
  await expectNoSeriousA11yViolations(user);
  await user.getByRole('button', { name: 'Create Account' }).click();
  await user.getByText('Full name is required').waitFor();
  await expectNoSeriousA11yViolations(user);

  await user.getByLabel('Full name').fill(account.fullName);
  await user.getByLabel('Email').fill(account.email);
  await user.getByLabel(/^Password/).fill(account.password);
  await user.getByLabel('Confirm password').fill(account.password);
  await user.getByRole('button', { name: 'Create Account' }).click();
  await user.getByRole('heading', { name: 'Registration Successful!' }).waitFor();
  await expectNoSeriousA11yViolations(user);
  // The panel hands over to the login page by itself, with the address filled in.
  await user.waitForURL(url('/admin/login'));
  await adminReady(user, 'Log in');
  expect(await user.getByLabel('Email').inputValue()).toBe(account.email);
  await user.getByLabel('Password').fill(account.password);
  await user.getByRole('button', { name: 'Log in', exact: true }).click();
  await adminReady(user, 'Dashboard');
  await user.getByText(READ_ONLY_MESSAGE).waitFor();
  await expectNoSeriousA11yViolations(user);
  expect(await user.getByRole('link', { name: /Add / }).count()).toBe(0);

  for (const [path, heading, add] of [
    ['/admin/case-studies', 'Case Studies', 'Add Case Study'],
    ['/admin/services', 'Services', 'Add Service'],
    ['/admin/culture', 'Culture', 'Add Culture Item'],
  ] as const) {
    await openAdmin(user, path, heading);
    await user.getByText(READ_ONLY_MESSAGE).waitFor();
    await user.getByRole('table').waitFor();
    expect(await user.getByRole('button', { name: add }).count()).toBe(0);
    expect(await user.getByRole('button', { name: /^Delete / }).count()).toBe(0);
    expect(await user.getByRole('link', { name: /^Edit / }).count()).toBe(0);
  }
  await openAdmin(user, '/admin/users', 'Users');
  await user.getByText('You do not have permission to view users.').waitFor();

  const admin = await freshPage();
  await signIn(admin);
  await openAdmin(admin, '/admin/users', 'Users');
  const role = admin.getByRole('combobox', { name: `Role of ${account.fullName}` });
  expect(await role.inputValue()).toBe('user');
  await role.selectOption('editor');
  await admin.getByText(`Role of ${account.fullName} changed to Editor`).waitFor();
  await expectNoSeriousA11yViolations(admin);

  // The console asks the server who is signed in on load, so a reload shows the new rights.
  await user.goto(url('/admin/case-studies'));
  await adminReady(user, 'Case Studies');
  await user.getByRole('button', { name: 'Add Case Study' }).waitFor();
  expect(await user.getByText(READ_ONLY_MESSAGE).count()).toBe(0);
  await expectNoSeriousA11yViolations(user);
});
