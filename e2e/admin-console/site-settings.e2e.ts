import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared/schemas';
import { adminReady, apiAdminToken, setUpBrowser, signIn, url } from './admin';

// A browser, two public tabs and several page loads on 2 busy cores.
jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();
const OLD_PHONE = DEFAULT_SITE_SETTINGS.contact.phone;
const NEW_PHONE = '+254 711 222 333';

let shippedTranslations: unknown;
beforeAll(async () => {
  const token = await apiAdminToken();
  const response = await fetch(url('/api/settings/admin'), { headers: { Authorization: `Bearer ${token}` } });
  shippedTranslations = ((await response.json()) as { data: { translations: unknown } }).data.translations;
});

afterAll(async () => {
  // Other browser tests read the built-in phone number, counters and texts: leave the defaults behind.
  const token = await apiAdminToken();
  const response = await fetch(url('/api/settings'), {
    method: 'PUT',
    headers: {
      'Content-Type': 'application/json',
      Authorization: `Bearer ${token}`,
      // Whatever is saved now: put the defaults back.
      'If-Match': '*',
    },
    body: JSON.stringify({ ...DEFAULT_SITE_SETTINGS, translations: shippedTranslations }),
  });
  expect(response.status).toBe(200);
});

/** A public page through the shell, once its remote has mounted (a new page load). */
async function load(page: Page, path: string) {
  await page.goto(url(path));
  await page.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
}

/** The page as a client without scripts gets it: the prerendered HTML. */
async function html(path: string) {
  const response = await fetch(url(path), { headers: { accept: 'text/html' } });
  expect(response.status).toBe(200);
  return response.text();
}

const localBusiness = (page: string) =>
  JSON.parse(
    /<script type="application\/ld\+json">(\{"@context":"https:\/\/schema.org","@type":"LocalBusiness"[^<]*)<\/script>/.exec(
      page,
    )?.[1] ?? 'null',
  ) as {
    telephone: string;
  } | null;

async function expectPublic(home: Page, contact: Page, phone: string, counter: string) {
  await load(home, '/');
  await home.getByText(counter, { exact: true }).waitFor();
  await home.getByRole('contentinfo').getByRole('link', { name: phone }).waitFor();
  await load(contact, '/contact');
  await contact
    .getByRole('complementary', { name: 'Contact details' })
    .getByRole('link', { name: phone })
    .waitFor();
  const [homeHtml, contactHtml] = await Promise.all([html('/'), html('/contact')]);
  expect(homeHtml).toContain(`href="tel:${phone.replace(/\s+/g, '')}"`);
  expect(homeHtml).toMatch(new RegExp(`>${counter.replace('+', '')}(<!-- -->)?\\+<`));
  expect(localBusiness(contactHtml)?.telephone).toBe(phone);
}

it('an administrator changes the phone and the first counter; two public tabs show them, History restores the old ones', async () => {
  const admin = await freshPage();
  const [home, contact] = [await freshPage(), await freshPage()];
  await expectPublic(home, contact, OLD_PHONE, '12+');

  await signIn(admin);
  await admin.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await adminReady(admin, 'Site settings');
  await expectNoSeriousA11yViolations(admin);
  await admin.getByRole('textbox', { name: /^Phone/ }).fill(NEW_PHONE);
  await admin
    .getByRole('group', { name: 'Counter 1' })
    .getByRole('spinbutton', { name: /Number/ })
    .fill('14');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await admin.getByText('Site settings saved').waitFor();

  // No restart, no rebuild: the next page load of each tab (and the HTML without scripts) has them.
  await expectPublic(home, contact, NEW_PHONE, '14+');

  const history = admin.getByRole('region', { name: 'History' });
  const latest = history.getByRole('listitem').first();
  await latest.getByText('Changed: Contact details, Counters').waitFor();
  expect(await latest.textContent()).toContain('by Demo Administrator');

  await history
    .getByRole('listitem')
    .nth(1)
    .getByRole('button', { name: /^Restore/ })
    .click();
  await admin
    .getByRole('dialog', { name: 'Restore this revision?' })
    .getByRole('button', { name: 'Restore' })
    .click();
  await admin.getByText(/^Revision \d+ restored$/).waitFor();
  // The form starts again from the restored version once it has been read back.
  await admin.waitForFunction(
    (phone) => (document.querySelector('input[type="tel"]') as HTMLInputElement | null)?.value === phone,
    OLD_PHONE,
  );

  await expectPublic(home, contact, OLD_PHONE, '12+');
});

it('an administrator translates the hero’s highlighted words into Kiswahili; the Kiswahili home page shows them', async () => {
  const admin = await freshPage();
  const home = await freshPage();
  await signIn(admin);
  await admin.getByRole('navigation').getByRole('link', { name: 'Settings' }).click();
  await adminReady(admin, 'Site settings');
  await admin
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /^Kiswahili/ })
    .click();
  await expectNoSeriousA11yViolations(admin);
  const highlight = admin
    .getByRole('group', { name: 'Home hero' })
    .getByRole('textbox', { name: /^Highlighted/ });
  await highlight.fill('kwenye mwanga kamili');
  await admin.getByRole('button', { name: 'Save settings' }).click();
  await admin.getByText('Site settings saved').waitFor();

  await load(home, '/sw/');
  await home.getByRole('heading', { level: 1, name: /kwenye mwanga kamili/ }).waitFor();
  await load(home, '/');
  await home
    .getByRole('heading', { level: 1, name: new RegExp(DEFAULT_SITE_SETTINGS.hero.highlight) })
    .waitFor();
});
