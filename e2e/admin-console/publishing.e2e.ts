import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import {
  adminReady,
  api,
  expectListedAndOnHome,
  fillCaseStudy,
  openAdmin,
  openPublic,
  realApiClockAfterEach,
  savedItemTitled,
  setApiClock,
  setUpEditingFile,
  signIn,
  toast,
  unique,
} from './admin';

// A browser, a sign-in and several screens per test on 2 busy cores.
jest.setTimeout(120_000);

const { browser, page, token, created } = setUpEditingFile('/case-studies');
realApiClockAfterEach();

const row = (p: Page, text: string) => p.getByRole('row').filter({ hasText: text });

/** "2026-11-24T13:46" in Nairobi time (UTC+3 all year), as the form's datetime-local field takes it. */
function nairobiLocal(date: Date): string {
  return new Date(date.getTime() + 3 * 3_600_000).toISOString().slice(0, 16);
}

/** Fills one field of the open edit form and saves. */
async function saveEdit(p: Page, label: RegExp, value: string) {
  await p.getByLabel(label).fill(value);
  await p.getByRole('button', { name: 'Save', exact: true }).click();
}

describe('drafts, preview and scheduling', () => {
  it('previews a new draft to staff only, schedules it ahead and shows it when due', async () => {
    const title = `E2E Matatu Routes ${unique()}`;
    await openAdmin(page(), '/admin/case-studies', 'Case Studies');
    await page().getByRole('button', { name: 'Add Case Study' }).click();
    await adminReady(page(), 'Add Case Study');
    await fillCaseStudy(page(), {
      title,
      client: 'Nairobi Commuter Sacco',
      category: 'Other',
      brief: 'Which routes fill first, by the hour.',
      imageUrl: '/images/case-studies/logistics-invoice-automation.webp',
      result: 'Waiting times down by a third',
    });
    // New items start as drafts.
    expect(await page().getByRole('radio', { name: 'Draft (not on the site)' }).isChecked()).toBe(true);

    // Preview: the public page's own components, with a banner, for staff only.
    const [previewTab] = await Promise.all([
      page().context().waitForEvent('page'),
      page().getByRole('button', { name: 'Preview', exact: true }).click(),
    ]);
    await previewTab.getByRole('status').filter({ hasText: 'Preview — not published.' }).waitFor();
    await previewTab.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await previewTab.locator('meta[name="robots"]').getAttribute('content')).toMatch(/noindex/);
    await expectNoSeriousA11yViolations(previewTab);
    const previewUrl = previewTab.url();
    await previewTab.close();

    await page().getByRole('button', { name: 'Save', exact: true }).click();
    await toast(page(), 'Case study created').waitFor();
    await adminReady(page(), 'Case Studies');
    await row(page(), title).getByText('Draft', { exact: true }).waitFor();
    const caseStudy = await savedItemTitled('/case-studies', 'caseStudies', title, token());
    created.push(caseStudy.id);

    // A visitor (no session) sees neither the draft nor its preview.
    const visitor = await browser().newContext({ viewport: { width: 390, height: 844 } });
    const visitorPage = await visitor.newPage();
    try {
      await openPublic(visitorPage, `/case-studies/${caseStudy.slug}`);
      await visitorPage.getByText('Case study not found').waitFor();
      await openPublic(visitorPage, new URL(previewUrl).pathname);
      await visitorPage.getByRole('heading', { level: 1, name: 'Page not found' }).waitFor();
      expect(await visitorPage.content()).not.toContain(title);

      // Schedule it ten minutes ahead (Nairobi time) and feature it: it stays off the site until then. Not
      // less: the field keeps whole minutes, and the console's list compares with the browser's own clock, so
      // a time just ahead could already have passed when a slow machine draws the row.
      await openAdmin(page(), `/admin/case-studies?edit=${caseStudy.id}`, 'Edit Case Study');
      const now = await setApiClock(new Date());
      const due = new Date(now.getTime() + 10 * 60_000);
      await page().getByRole('radio', { name: 'Scheduled' }).check();
      await page()
        .getByLabel(/^Publish at/)
        .fill(nairobiLocal(due));
      await page().getByRole('button', { name: 'Save', exact: true }).click();
      await toast(page(), 'Case study saved').waitFor();
      await row(page(), title)
        .getByText(/^Scheduled/)
        .waitFor();
      await row(page(), title)
        .getByRole('switch', { name: `Featured: ${title}` })
        .click();
      await toast(page(), `"${title}" is now featured`).waitFor();

      await openPublic(visitorPage, '/case-studies');
      await visitorPage.getByRole('heading', { name: 'Featured Projects' }).waitFor();
      expect(await visitorPage.getByRole('link', { name: title }).count()).toBe(0);

      // A minute after it on the API's clock (no waiting): on the list, the home page and its own page.
      await setApiClock(new Date(due.getTime() + 60_000));
      await expectListedAndOnHome(visitorPage, '/case-studies', 'Results our clients can measure', title);
      await openPublic(visitorPage, `/case-studies/${caseStudy.slug}`);
      await visitorPage.getByRole('heading', { level: 1, name: title }).waitFor();
      await expectNoSeriousA11yViolations(visitorPage);
    } finally {
      await visitor.close();
    }
  });
});

describe('editing safely', () => {
  it('refuses a stale save with the choice to reload or overwrite', async () => {
    const { caseStudy } = await api<{ caseStudy: { id: string; title: string } }>('/case-studies', {
      method: 'POST',
      token: token(),
      body: {
        title: `E2E Boda Insurance ${unique()}`,
        client: 'Kisumu Riders',
        category: 'Finance',
        brief: 'Pricing cover by the ride.',
        image: '/images/case-studies/microfinance-credit-scoring.webp',
        results: ['Claims settled in a day'],
      },
    });
    created.push(caseStudy.id);
    const editPath = `/admin/case-studies?edit=${caseStudy.id}`;

    // A colleague opens the same case study in another browser.
    const other = await browser().newContext({ viewport: { width: 1280, height: 800 } });
    const otherPage = await other.newPage();
    try {
      await signIn(otherPage);
      await openAdmin(otherPage, editPath, 'Edit Case Study');
      await openAdmin(page(), editPath, 'Edit Case Study');

      await saveEdit(page(), /^Client/, 'Kisumu Riders Sacco');
      await toast(page(), 'Case study saved').waitFor();

      await saveEdit(otherPage, /^Brief/, 'A stale edit.');
      const dialog = otherPage.getByRole('dialog', { name: 'Someone else saved this first' });
      await dialog
        .getByText(/was changed by Demo Administrator at .+ Reload to see their changes, or overwrite them\./)
        .waitFor();
      await expectNoSeriousA11yViolations(otherPage);

      // Reload: the form now shows the colleague's change, and nothing of the stale copy was saved.
      await dialog.getByRole('button', { name: 'Reload' }).click();
      await dialog.waitFor({ state: 'detached' });
      await otherPage.waitForFunction(() =>
        [...document.querySelectorAll('input')].some((input) => input.value === 'Kisumu Riders Sacco'),
      );
      const saved = await api<{ caseStudy: { client: string; brief: string } }>(
        `/case-studies/${caseStudy.id}`,
      );
      expect(saved.caseStudy).toMatchObject({
        client: 'Kisumu Riders Sacco',
        brief: 'Pricing cover by the ride.',
      });

      // Overwrite: this time the stale copy is kept on purpose.
      await openAdmin(page(), editPath, 'Edit Case Study');
      await saveEdit(otherPage, /^Brief/, 'The colleague saves again.');
      await toast(otherPage, 'Case study saved').waitFor();
      await saveEdit(page(), /^Brief/, 'Saved over the colleague on purpose.');
      await page()
        .getByRole('dialog', { name: 'Someone else saved this first' })
        .getByRole('button', { name: 'Overwrite' })
        .click();
      await toast(page(), 'Case study saved').waitFor();
      const overwritten = await api<{ caseStudy: { brief: string } }>(`/case-studies/${caseStudy.id}`);
      expect(overwritten.caseStudy.brief).toBe('Saved over the colleague on purpose.');
    } finally {
      await other.close();
    }
  });
});
