import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { setUpStandalone } from '@mwangaza/browser-testing/standalone';

// The admin console alone, on its MSW mocks: what its team runs without the shell, the public site or the API.
const DEMO_ADMIN = { email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' };

const standalone = setUpStandalone('admin-console');

it('signs the demo admin in against the mocks and shows the dashboard', async () => {
  const { page } = standalone;
  await page.goto(`${standalone.url}/admin/login`);
  await page.getByRole('heading', { level: 1, name: 'Log in' }).waitFor();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill(DEMO_ADMIN.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
  await expectNoSeriousA11yViolations(page);
});

it('refuses a wrong password with the message the API sends', async () => {
  const { page } = standalone;
  await page.goto(`${standalone.url}/admin/login`);
  await page.getByLabel('Email').fill(DEMO_ADMIN.email);
  await page.getByLabel('Password', { exact: true }).fill('Wrong-password-1');
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.getByText('Invalid email or password').waitFor();
});
