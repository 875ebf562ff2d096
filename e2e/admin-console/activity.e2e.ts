import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, tabTo } from '@mwangaza/browser-testing/keyboard';
import { DEMO_ADMIN, adminReady, api, apiAdminToken, setUpBrowser, signIn, unique } from './admin';

// A browser, a sign-in and several screens on 2 busy cores.
jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();
let page: Page;

beforeEach(async () => {
  page = await freshPage();
});

const sections = () => page.getByRole('navigation', { name: 'Admin sections' });
const toast = (text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true });

describe('the Activity screen', () => {
  it("shows an admin's edit of a service, who made it, and leads back to the service", async () => {
    const title = `E2E Audited Service ${unique()}`;
    const edited = `${title} (edited)`;
    const token = await apiAdminToken();
    const { service } = await api<{ service: { id: string } }>('/services', {
      method: 'POST',
      token,
      body: {
        title,
        description: 'A service to edit under audit.',
        fullDescription: 'Every change to it is recorded.',
        image: '/images/services/data-visualization.webp',
        features: ['Recorded - every save'],
      },
    });

    await signIn(page);
    await sections().getByRole('link', { name: 'Services' }).click();
    await adminReady(page, 'Services');
    await page.getByRole('link', { name: `Edit ${title}` }).click();
    await adminReady(page, 'Edit Service');
    await page.getByLabel(/^Title/).fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Service saved').waitFor();

    await sections().getByRole('link', { name: 'Activity' }).click();
    await adminReady(page, 'Activity');
    const entry = page.getByRole('row').filter({ hasText: `Edited service "${edited}"` });
    await entry.waitFor();
    expect(await entry.getByRole('cell').nth(1).textContent()).toBe(DEMO_ADMIN.email);
    expect(await entry.getByRole('cell').nth(2).textContent()).toBe('Content edited');
    await expectNoSeriousA11yViolations(page);

    // The filters narrow it down to edits of services.
    await page.getByLabel('Action').selectOption({ label: 'Content edited' });
    await page.getByLabel('Record').selectOption({ label: 'Service' });
    await page.waitForURL(/action=content\.updated&entityType=service/);
    // The sign-ins go once the filtered answer has arrived; the edit stays.
    await page.getByRole('row').filter({ hasText: 'Signed in' }).first().waitFor({ state: 'detached' });
    await entry.waitFor();
    await expectNoSeriousA11yViolations(page);

    // By keyboard: from the filters to the entry's record link (the service by its title, not its id),
    // and Enter opens the service's form.
    const recordLink = entry.getByRole('link', { name: edited });
    await page.getByLabel('Record').focus();
    await tabTo(page, recordLink, { max: 20 });
    await expectVisibleFocus(page, "the entry's record link");
    await page.keyboard.press('Enter');
    await adminReady(page, 'Edit Service');
    await expectFocus(page.getByRole('heading', { level: 1, name: 'Edit Service' }));
    expect(await page.getByLabel(/^Title/).inputValue()).toBe(edited);

    await api(`/services/${service.id}`, { method: 'DELETE', token });
  });

  it('is not offered to editors', async () => {
    const token = await apiAdminToken();
    const email = `e2e-editor-${unique()}@example.com`;
    const password = 'Editor-pass-2024';
    const { user } = await api<{ user: { id: string } }>('/auth/register', {
      method: 'POST',
      body: { fullName: 'E2E Editor', email, password },
    });
    await api(`/auth/users/${user.id}/role`, { method: 'PATCH', token, body: { role: 'editor' } });
    await signIn(page, { email, password });
    expect(await sections().getByRole('link', { name: 'Activity' }).count()).toBe(0);
  });
});
