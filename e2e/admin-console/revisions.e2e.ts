import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { editableBody } from '@mwangaza/shared/testing/editable-body';
import { adminReady, api, apiAdminToken, setUpBrowser, signIn, unique, url } from './admin';

// A browser, API set-up and several page loads per test on 2 busy cores.
jest.setTimeout(120_000);

interface CaseStudy {
  id: string;
  slug: string;
  title: string;
}

const { freshPage } = setUpBrowser();
let page: Page;
let token: string;

beforeAll(async () => {
  token = await apiAdminToken();
});

const created: string[] = [];

afterAll(async () => {
  // Other browser tests count the published case studies: leave none of these behind.
  for (const id of created) await api(`/case-studies/${id}`, { method: 'DELETE', token });
});

beforeEach(async () => {
  page = await freshPage();
});

async function createCaseStudy(fields: Record<string, unknown> = {}): Promise<CaseStudy> {
  const { caseStudy } = await api<{ caseStudy: CaseStudy }>('/case-studies', {
    method: 'POST',
    token,
    body: {
      title: `E2E Water Kiosks ${unique()}`,
      client: 'Maji Co-operative',
      category: 'Non-profit',
      brief: 'Knowing which kiosks run dry before they do.',
      image: '/images/case-studies/ngo-beneficiary-data-platform.webp',
      results: ['Dry days down by half'],
      ...fields,
    },
  });
  created.push(caseStudy.id);
  return caseStudy;
}

/** A public page through the shell, once its remote has mounted. */
async function openPublic(path: string) {
  await page.goto(url(path));
  await page.locator('[data-remote="publicSite"][data-remote-state="ready"]').waitFor();
}

describe('revisions', () => {
  it('edits a case study twice, restores the first edit from the history and shows it on the public page', async () => {
    const caseStudy = await createCaseStudy({ challenge: 'The original challenge.' });
    await signIn(page);
    const edit = async (text: string) => {
      await page.goto(url(`/admin/case-studies?edit=${caseStudy.id}`));
      await adminReady(page, 'Edit Case Study');
      const challenge = page.getByRole('textbox', { name: 'Challenge' });
      await challenge.fill(text);
      await page.getByRole('button', { name: 'Save', exact: true }).click();
      await adminReady(page, 'Case Studies');
    };
    await edit('First edit: **kiosk sensors** every 5 minutes.');
    await edit('Second edit: a daily phone call.');

    await page.goto(url(`/admin/case-studies?edit=${caseStudy.id}`));
    await adminReady(page, 'Edit Case Study');
    const history = page.getByRole('region', { name: 'History' });
    const revisions = history.getByRole('listitem');
    await revisions.nth(2).waitFor();
    expect(await revisions.count()).toBe(3);
    expect(await revisions.nth(0).textContent()).toContain('Revision 3 · Edited');
    expect(await revisions.nth(0).textContent()).toContain('by Demo Administrator');
    expect(await revisions.nth(0).textContent()).toContain('Changed: Challenge');
    await expectNoSeriousA11yViolations(page);

    await history.getByRole('button', { name: 'Compare with current (revision 2)' }).click();
    const compare = page.getByRole('dialog', { name: 'Revision 2 compared with the current version' });
    await compare.locator('del').first().waitFor();
    // A short text compares word by word: what revision 2 had is struck out, what is there now underlined.
    const removed = (await compare.locator('del').allTextContents()).join(' ');
    const added = (await compare.locator('ins').allTextContents()).join(' ');
    expect(removed).toContain('kiosk sensors');
    expect(removed).not.toContain('daily phone call');
    expect(added).toContain('daily phone call');
    await expectNoSeriousA11yViolations(page);
    await compare.getByRole('button', { name: 'Restore revision 2' }).click();
    const confirm = page.getByRole('dialog', { name: 'Restore this revision?' });
    await confirm.getByRole('button', { name: 'Restore', exact: true }).click();
    await page.locator('[aria-live="polite"]').getByText('Revision 2 restored', { exact: true }).waitFor();
    await revisions.filter({ hasText: 'Revision 4 · Restored revision 2' }).waitFor();
    // The form now holds what was restored.
    await page.waitForFunction(() =>
      [...document.querySelectorAll('textarea')].some((area) => area.value.startsWith('First edit')),
    );
    expect(await page.getByRole('textbox', { name: 'Challenge' }).inputValue()).toBe(
      'First edit: **kiosk sensors** every 5 minutes.',
    );

    await openPublic(`/case-studies/${caseStudy.slug}`);
    const challenge = page.getByRole('region', { name: 'The challenge' });
    await challenge.getByText('kiosk sensors').waitFor();
    expect(await challenge.locator('strong').textContent()).toBe('kiosk sensors');
    expect(await challenge.textContent()).not.toContain('daily phone call');
  });
});

describe('Markdown on the public site', () => {
  it('renders a Markdown case study sanitised, in the prerendered HTML and in the browser', async () => {
    const caseStudy = await createCaseStudy({
      challenge:
        'Kiosks ran **dry** without warning.\n\n- Paper logs\n- No sensors\n\n<script>window.__pwned = true</script>\n\n<img src=x onerror="window.__pwned = true">\n\n[Report](javascript:window.__pwned=true) and [the standard](https://www.who.int/water)',
    });
    const path = `/case-studies/${caseStudy.slug}`;

    // Before any script runs: the prerendered HTML.
    const html = await (await fetch(url(path), { headers: { accept: 'text/html' } })).text();
    expect(html).toContain('<strong>dry</strong>');
    expect(html).not.toMatch(/<script>window\.__pwned|<img src=x|href="javascript:/i);

    await openPublic(path);
    const challenge = page.getByRole('region', { name: 'The challenge' });
    await challenge.getByText('dry', { exact: true }).waitFor();
    expect(await challenge.locator('strong').first().textContent()).toBe('dry');
    expect(await challenge.getByRole('listitem').allTextContents()).toEqual(['Paper logs', 'No sensors']);
    expect(await challenge.locator('script, img').count()).toBe(0);
    expect(await challenge.getByText('Report').getAttribute('href')).toBe('');
    expect(await challenge.getByRole('link', { name: 'the standard' }).getAttribute('rel')).toBe(
      'noopener noreferrer',
    );
    expect(await page.evaluate(() => (window as { __pwned?: boolean }).__pwned)).toBeUndefined();
    await expectNoSeriousA11yViolations(page);
  });
});

describe('readable addresses', () => {
  it('moves an id URL and an earlier slug to the current slug', async () => {
    const caseStudy = await createCaseStudy();
    const oldSlug = caseStudy.slug;
    const fields = editableBody(caseStudy);
    const newSlug = `water-kiosks-${unique()}`;
    await api(`/case-studies/${caseStudy.id}`, { method: 'PUT', token, body: { ...fields, slug: newSlug } });

    for (const old of [caseStudy.id, oldSlug]) {
      const response = await fetch(url(`/case-studies/${old}?ref=mail`), {
        redirect: 'manual',
        headers: { accept: 'text/html' },
      });
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe(`/case-studies/${newSlug}?ref=mail`);
    }

    await openPublic(`/case-studies/${caseStudy.id}`);
    await page.getByRole('heading', { level: 1, name: caseStudy.title }).waitFor();
    expect(new URL(page.url()).pathname).toBe(`/case-studies/${newSlug}`);
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(canonical).toMatch(new RegExp(`/case-studies/${newSlug}$`));
  });
});
