import type { Locator, Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import {
  adminReady,
  api,
  fillCaseStudy,
  openAdmin,
  openSection,
  setUpBrowser,
  signIn,
  unique,
  url,
} from './admin';

// A browser, a sign-in and several screens per test on 2 busy cores.
jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();
let page: Page;

beforeEach(async () => {
  page = await freshPage();
  await signIn(page);
  await expectNoSeriousA11yViolations(page);
});

/** The toast region's message (toasts go after about 4 seconds). */
const toast = (text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true });
const row = (text: string) => page.getByRole('row').filter({ hasText: text });
const region = (name: string) => page.getByRole('region', { name });

async function goToSection(name: string, heading = name) {
  await openSection(page, name, heading);
  await expectNoSeriousA11yViolations(page);
}

async function openForm(trigger: Locator, heading: string) {
  await trigger.click();
  await page.getByRole('heading', { level: 1, name: heading }).waitFor();
  await expectNoSeriousA11yViolations(page);
}

/** A section's create form (Cancel goes back to the list), then its first item's edit form. */
async function openCreateAndEditForms(section: string, item: string) {
  await goToSection(section);
  await openForm(page.getByRole('button', { name: `Add ${item}` }), `Add ${item}`);
  await page.getByRole('button', { name: 'Cancel' }).click();
  await adminReady(page, section);
  await openForm(page.getByRole('link', { name: /^Edit / }).first(), `Edit ${item}`);
}

/** A public page through the shell, fresh (the store and the HTTP cache are per page load). */
async function openPublic(path: string) {
  await page.goto(url(path));
  await page.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
}

describe('case studies', () => {
  it('creates a case study that shows on the public site, features it, edits it and deletes it', async () => {
    const title = `E2E Harvest Forecasting ${unique()}`;
    const edited = `${title} (edited)`;

    await goToSection('Case Studies');
    await openForm(page.getByRole('button', { name: 'Add Case Study' }), 'Add Case Study');
    await page.getByRole('button', { name: 'Save' }).click();
    await page.getByRole('alert').filter({ hasText: 'Please fill in all required fields' }).waitFor();
    await expectNoSeriousA11yViolations(page);
    await fillCaseStudy(page, {
      title,
      client: 'Shamba Co-operative',
      category: 'Agriculture',
      brief: 'Yield forecasts for 4,000 smallholder farms.',
      imageUrl: '/images/case-studies/microfinance-credit-scoring.webp',
      result: '18% less post-harvest loss',
    });
    // New items start as drafts: this one goes on the site at once.
    await page.getByRole('radio', { name: 'Published' }).check();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Save' }).click();

    await toast('Case study created').waitFor();
    await adminReady(page, 'Case Studies');
    expect(page.url()).toBe(url('/admin/case-studies'));
    const created = row(title);
    await created.waitFor();
    const featured = created.getByRole('switch', { name: `Featured: ${title}` });
    expect(await featured.getAttribute('aria-checked')).toBe('false');
    const viewHref = await created
      .getByRole('link', { name: `View ${title} (opens in a new tab)` })
      .getAttribute('href');
    // The readable address made from the title.
    expect(viewHref).toMatch(/^\/case-studies\/e2e-harvest-forecasting-[a-z0-9]+$/);

    await openPublic('/case-studies');
    await page.getByRole('link', { name: title }).first().waitFor();
    await openPublic(viewHref!);
    await page.getByRole('heading', { level: 1, name: title }).waitFor();
    await page.getByText('18% less post-harvest loss').waitFor();

    await openAdmin(page, '/admin/case-studies', 'Case Studies');
    await row(title)
      .getByRole('switch', { name: `Featured: ${title}` })
      .click();
    await toast(`"${title}" is now featured`).waitFor();
    expect(await row(title).getByRole('switch').getAttribute('aria-checked')).toBe('true');

    // Newest first: the new featured case study leads the home page's three.
    await openPublic('/');
    await region('Results our clients can measure').getByRole('link', { name: title }).waitFor();
    await openPublic('/case-studies');
    await region('Featured Projects').getByRole('link', { name: title }).waitFor();

    await openAdmin(page, '/admin/case-studies', 'Case Studies');
    await openForm(row(title).getByRole('link', { name: `Edit ${title}` }), 'Edit Case Study');
    const titleField = page.getByLabel(/^Title/);
    expect(await titleField.inputValue()).toBe(title);
    await titleField.fill(edited);
    await page.getByRole('button', { name: 'Save' }).click();
    await toast('Case study saved').waitFor();
    await adminReady(page, 'Case Studies');
    await row(edited).waitFor();

    await row(edited)
      .getByRole('button', { name: `Delete ${edited}` })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Confirm Deletion' });
    await dialog
      .getByText('Are you sure you want to delete this case study? This action cannot be undone.', {
        exact: true,
      })
      .waitFor();
    await expectNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Delete' }).click();
    await dialog.waitFor({ state: 'detached' });
    await row(edited).waitFor({ state: 'detached' });

    await openPublic(viewHref!);
    await page.getByText('Case study not found').waitFor();
  });
});

describe('services', () => {
  it('opens the list, the create form and an edit form', async () => {
    await openCreateAndEditForms('Services', 'Service');
  });
});

describe('culture', () => {
  const aboutTitles = async () => {
    await openPublic('/about');
    const links = region('Our culture').getByRole('listitem').getByRole('link');
    await links.first().waitFor();
    return links.allTextContents();
  };

  async function moveWithKeyboard(name: string) {
    const button = page.getByRole('button', { name });
    await button.focus();
    await page.keyboard.press('Enter');
    await toast('Order saved').waitFor();
  }

  const adminTitles = async () => {
    const titles = page
      .getByRole('table', { name: /Culture items/ }) // The title, without the publication state shown under it.
      .locator('tbody tr td:nth-child(2) > span > :first-child');
    await titles.first().waitFor();
    return titles.allTextContents();
  };

  it('reorders items with the keyboard and the About page follows', async () => {
    await goToSection('Culture');
    const before = await adminTitles();
    expect(before.length).toBeGreaterThan(2);
    const [first, second] = before as [string, string];

    await moveWithKeyboard(`Move ${first} down`);
    expect(await adminTitles()).toEqual([second, first, ...before.slice(2)]);
    // Focus stays with the moved item.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toMatch(
      new RegExp(`^Move ${first} (up|down)$`),
    );
    expect(await aboutTitles()).toEqual([second, first, ...before.slice(2)]);

    // Put the seeded order back for the other tests.
    await openAdmin(page, '/admin/culture', 'Culture');
    await moveWithKeyboard(`Move ${first} up`);
    expect(await adminTitles()).toEqual(before);
    expect(await aboutTitles()).toEqual(before);
  });

  it('opens the create form and an edit form', async () => {
    await openCreateAndEditForms('Culture', 'Culture Item');
  });
});

describe('enquiries', () => {
  it('lists an enquiry sent through the contact form and opens it', async () => {
    const name = `Wanjiru ${unique()}`;
    await api('/contact', {
      method: 'POST',
      body: { name, email: 'wanjiru@example.co.ke', company: 'Soko Ltd', project: 'A sales dashboard' },
    });
    await goToSection('Enquiries');
    await page.getByRole('link', { name }).click();
    await adminReady(page, `Enquiry from ${name}`);
    await expectNoSeriousA11yViolations(page);
    await page.getByText('A sales dashboard').waitFor();
  });
});

describe('users', () => {
  it('lists the accounts for the admin', async () => {
    await goToSection('Users');
    await row('admin@mwangaza-analytics.co.ke').waitFor();
  });
});
