import type { Page } from 'playwright-core';
import { adminReady, api, env, setUpEditingFile, unique, url } from './admin';

// A browser, API set-up and several page loads on 2 busy cores.
jest.setTimeout(150_000);

interface CaseStudy {
  id: string;
  slug: string;
  title: string;
  alternates?: Record<string, string>;
}

const { page, token, created } = setUpEditingFile('/case-studies');

/** What a visitor's call to the API answers in a language. */
async function publicRead(
  path: string,
): Promise<{ status: number; body: { data?: Record<string, unknown> } }> {
  const response = await fetch(`${env.apiUrl}/api${path}`);
  return { status: response.status, body: (await response.json()) as { data?: Record<string, unknown> } };
}

const sitemap = async () => (await fetch(url('/sitemap.xml'))).text();

/** A page's `<link rel="alternate" hreflang>` as [language, path]. */
const alternatesOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => [
    lang,
    new URL(href!).pathname,
  ]);

async function kiswahiliListIds(): Promise<string[]> {
  const { caseStudies } = await api<{ caseStudies: CaseStudy[] }>('/case-studies?locale=sw&limit=50');
  return caseStudies.map((item) => item.id);
}

async function openKiswahili(current: Page, id: string) {
  await current.goto(url(`/admin/case-studies?edit=${id}`));
  await adminReady(current, 'Edit Case Study');
  await current
    .getByRole('group', { name: 'Language' })
    .getByRole('button', { name: /^Kiswahili/ })
    .click();
}

const save = async (current: Page) => {
  await current.getByRole('button', { name: 'Save', exact: true }).click();
  await adminReady(current, 'Case Studies');
};

describe('translating content in the console', () => {
  it('an editor adds the Kiswahili translation of a new case study: hidden in Kiswahili until its required fields are in', async () => {
    const english = {
      title: `Water Kiosk Sensors ${unique()}`,
      client: 'Maji Co-operative',
      category: 'Non-profit',
      brief: 'Knowing which kiosks run dry before they do.',
      image: '/images/case-studies/ngo-beneficiary-data-platform.webp',
      results: ['Dry days down by half'],
    };
    const { caseStudy } = await api<{ caseStudy: CaseStudy }>('/case-studies', {
      method: 'POST',
      token: token(),
      body: english,
    });
    created.push(caseStudy.id);
    const current = page();

    // The list marks it, and filters the items missing Kiswahili.
    await current.goto(url('/admin/case-studies'));
    await adminReady(current, 'Case Studies');
    await current.getByLabel('Translation').selectOption('sw');
    const row = current.getByRole('row', { name: new RegExp(english.title) });
    await row.waitFor();
    expect(await row.textContent()).toContain('Missing translation: Kiswahili');

    // Only the title translated: saved, but not a Kiswahili page yet.
    await openKiswahili(current, caseStudy.id);
    expect(await current.getByText('Title in English').isVisible()).toBe(true);
    expect(await current.getByText(english.brief).first().isVisible()).toBe(true);
    await current.getByLabel(/^Title/).fill('Vihisi vya Vioski vya Maji');
    await save(current);
    expect((await publicRead(`/case-studies/${caseStudy.id}?locale=sw`)).status).toBe(404);
    expect(await kiswahiliListIds()).not.toContain(caseStudy.id);
    // Nor a page: its address in Kiswahili is not found, and the sitemap does not name it there.
    expect((await fetch(url(`/sw/case-studies/${caseStudy.slug}`))).status).toBe(404);
    expect(await sitemap()).not.toContain(`/sw/case-studies/${caseStudy.slug}<`);

    // "Copy from English" fills what is still empty; the translator writes over it.
    await openKiswahili(current, caseStudy.id);
    expect(await current.getByLabel(/^Title/).inputValue()).toBe('Vihisi vya Vioski vya Maji');
    await current.getByRole('button', { name: 'Copy from English' }).click();
    expect(await current.getByLabel(/^Brief/).inputValue()).toBe(english.brief);
    expect(await current.getByLabel(/^Title/).inputValue()).toBe('Vihisi vya Vioski vya Maji');
    await current.getByLabel(/^Brief/).fill('Kujua ni vioski vipi vitakauka kabla havijakauka.');
    await current.getByRole('textbox', { name: 'Result 1' }).fill('Siku za ukame zilipungua kwa nusu');
    await save(current);

    const read = await publicRead(`/case-studies/${caseStudy.id}?locale=sw`);
    expect(read.status).toBe(200);
    const kiswahili = read.body.data!.caseStudy as CaseStudy & { brief: string; locale: string };
    expect(kiswahili).toMatchObject({
      locale: 'sw',
      title: 'Vihisi vya Vioski vya Maji',
      brief: 'Kujua ni vioski vipi vitakauka kabla havijakauka.',
    });
    expect(kiswahili.alternates).toEqual({ en: caseStudy.slug, sw: kiswahili.slug });
    expect((await publicRead(`/case-studies/${kiswahili.slug}?locale=sw`)).status).toBe(200);
    expect(await kiswahiliListIds()).toContain(caseStudy.id);

    // Now a Kiswahili page, in the sitemap, and each language's page names the other.
    const swPath = `/sw/case-studies/${kiswahili.slug}`;
    const enPath = `/case-studies/${caseStudy.slug}`;
    const swPage = await fetch(url(swPath));
    expect(swPage.status).toBe(200);
    const swHtml = await swPage.text();
    expect(swHtml).toContain('<html lang="sw"');
    expect(alternatesOf(swHtml)).toEqual(
      expect.arrayContaining([
        ['en', enPath],
        ['sw', swPath],
        ['x-default', enPath],
      ]),
    );
    expect(alternatesOf(await (await fetch(url(enPath))).text())).toEqual(
      expect.arrayContaining([
        ['en', enPath],
        ['sw', swPath],
      ]),
    );
    expect(await sitemap()).toContain(`${swPath}</loc>`);

    // No longer missing Kiswahili; still missing French.
    await current.goto(url('/admin/case-studies'));
    await adminReady(current, 'Case Studies');
    const translated = current.getByRole('row', { name: new RegExp(english.title) });
    await translated.waitFor();
    const text = await translated.textContent();
    expect(text).not.toContain('Missing translation: Kiswahili');
    expect(text).toContain('Missing translation: French');
  });
});
