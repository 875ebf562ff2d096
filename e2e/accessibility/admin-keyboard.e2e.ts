import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { accessibleDescription } from '@mwangaza/browser-testing/aria';
import { expectVisibleFocus } from '@mwangaza/browser-testing/focus';
import { expectFocus, retype, tabTo } from '@mwangaza/browser-testing/keyboard';
import { DEMO_ADMIN, adminReady, api, setUpBrowser, unique, url } from '../admin-console/admin';

// Keyboard only from here on: no clicks, no fill(). A sign-in and several screens on 2 busy cores.
jest.setTimeout(150_000);

const { freshPage } = setUpBrowser();
// One page for the whole file: opened in beforeAll, it is kept until the file ends.
let page: Page;

beforeAll(async () => {
  page = await freshPage();
  page.setDefaultTimeout(20_000);
});

const heading = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
const toast = (text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true });
const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const field = (label: RegExp) => page.getByLabel(label);
const dialog = () => page.getByRole('dialog', { name: 'Confirm Deletion' });

/** The dialog holds the focus (Tab is trapped in it). */
async function expectFocusInDialog() {
  expect(await dialog().evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

async function signInWithKeyboard() {
  await page.goto(url('/admin/login'));
  await adminReady(page, 'Log in');
  await expectNoSeriousA11yViolations(page);
  await tabTo(page, field(/^Email/));
  await expectVisibleFocus(page, 'the Email field');
  await page.keyboard.type(DEMO_ADMIN.email);
  await tabTo(page, field(/^Password/), { max: 3 });
  await page.keyboard.type(DEMO_ADMIN.password);
  await page.keyboard.press('Enter');
  await adminReady(page, 'Dashboard');
  await expectNoSeriousA11yViolations(page);
}

describe('the admin console with the keyboard only', () => {
  it('signs in, creates, edits and deletes a service, with focus kept in sensible places', async () => {
    const title = `E2E Keyboard Analytics ${unique()}`;
    const edited = `${title} (edited)`;
    await signInWithKeyboard();

    // Client-side navigation puts focus on the new screen's heading.
    const servicesTab = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', {
      name: 'Services',
    });
    await tabTo(page, servicesTab);
    await expectVisibleFocus(page, 'the Services tab');
    await page.keyboard.press('Enter');
    await adminReady(page, 'Services');
    await expectFocus(heading('Services'));
    await expectNoSeriousA11yViolations(page);

    // Create: an empty Save focuses the first missing field, which says what is wrong.
    await tabTo(page, page.getByRole('button', { name: 'Add Service' }));
    await expectVisibleFocus(page, 'Add Service');
    await page.keyboard.press('Enter');
    await expectFocus(heading('Add Service'));
    await tabTo(page, page.getByRole('button', { name: 'Save' }), { max: 30 });
    await expectVisibleFocus(page, 'Save');
    await page.keyboard.press('Enter');
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await expectFocus(field(/^Title/));
    expect(await field(/^Title/).getAttribute('aria-invalid')).toBe('true');
    expect(await accessibleDescription(field(/^Title/))).toMatch(/required/i);
    await expectNoSeriousA11yViolations(page);

    await expectVisibleFocus(page, 'the Title field');
    await page.keyboard.type(title);
    // The slug is left empty: the API makes it from the title.
    await page.keyboard.press('Tab');
    await expectFocus(field(/^Slug/));
    await page.keyboard.press('Tab');
    await expectFocus(field(/^Description/));
    await page.keyboard.type('Dashboards you can drive from the keyboard.');
    await page.keyboard.press('Tab');
    await expectFocus(field(/^Image URL/));
    await page.keyboard.type('/images/services/data-visualization.webp');
    // Past the Markdown toolbar (bold, italic, link, list, heading), which comes before its text.
    await tabTo(page, field(/^Full description/), { max: 10 });
    await page.keyboard.type('Every screen works without a mouse.');
    await tabTo(page, page.getByRole('textbox', { name: 'Feature 1' }), { max: 3 });
    await page.keyboard.type('Keyboard first - every action has a key');
    await expectNoSeriousA11yViolations(page);
    // Enter in a field submits the form, as in any HTML form.
    await page.keyboard.press('Enter');

    await toast('Service created').waitFor();
    await adminReady(page, 'Services');
    await row(title).waitFor();
    await expectFocus(heading('Services'));

    // Edit.
    await tabTo(page, row(title).getByRole('link', { name: `Edit ${title}` }), { max: 120 });
    await expectVisibleFocus(page, 'the Edit link of a row');
    await page.keyboard.press('Enter');
    await expectFocus(heading('Edit Service'));
    await expectNoSeriousA11yViolations(page);
    await tabTo(page, field(/^Title/), { max: 10 });
    expect(await field(/^Title/).inputValue()).toBe(title);
    await retype(page, edited);
    await page.keyboard.press('Enter');
    await toast('Service saved').waitFor();
    await adminReady(page, 'Services');
    await row(edited).waitFor();

    // Delete: focus goes into the dialog; Escape cancels and gives focus back to the button that opened it.
    const deleteButton = row(edited).getByRole('button', { name: `Delete ${edited}` });
    await tabTo(page, deleteButton, { max: 120 });
    await expectVisibleFocus(page, 'the Delete button of a row');
    await page.keyboard.press('Enter');
    await dialog()
      .getByText('Are you sure you want to delete this service? This action cannot be undone.')
      .waitFor();
    await expectFocus(dialog().getByRole('button', { name: 'Cancel' }));
    await expectVisibleFocus(page, 'Cancel in the dialog');
    await expectNoSeriousA11yViolations(page);
    await page.keyboard.press('Escape');
    await dialog().waitFor({ state: 'detached' });
    await expectFocus(deleteButton);

    await page.keyboard.press('Space');
    await expectFocus(dialog().getByRole('button', { name: 'Cancel' }));
    // Tab and Shift+Tab go round inside the dialog, never behind it.
    for (const key of ['Tab', 'Tab', 'Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab', 'Shift+Tab']) {
      await page.keyboard.press(key);
      await expectFocusInDialog();
    }
    const confirm = dialog().getByRole('button', { name: 'Delete', exact: true });
    await tabTo(page, confirm, { max: 3 });
    await page.keyboard.press('Enter');
    await dialog().waitFor({ state: 'detached' });
    await toast('Service deleted').waitFor();
    await row(edited).waitFor({ state: 'detached' });
    // The row and its button are gone: focus lands on the screen's heading, not on the page's body.
    await expectFocus(heading('Services'));

    const { services } = await api<{ services: { title: string }[] }>('/services?limit=100');
    expect(services.map((service) => service.title)).not.toContain(edited);
  });
});
