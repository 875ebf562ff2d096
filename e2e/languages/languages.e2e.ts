import { shoot } from '@mwangaza/browser-testing/screenshots';
import { LOCALE_INFO, LOCALES, splitLocalePath, type Locale } from '@mwangaza/shared/i18n';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';
import { DESKTOP, PHONE, env, publicSiteReady, setUpBrowser } from '../public-site/visitor';

// The site in Kiswahili and French, as a reader in Dar es Salaam or Dakar gets it, and as a crawler reads it.
jest.setTimeout(120_000);

const { browser } = setUpBrowser();

const linkOf = (html: string) =>
  [...html.matchAll(/<link rel="alternate" hreflang="([^"]+)" href="([^"]+)">/g)].map(([, lang, href]) => ({
    lang: lang!,
    href: href!,
  }));
const langOf = (html: string) => /<html lang="([^"]+)"/.exec(html)?.[1];
/** A production URL of the sitemap, on the shell under test. */
const local = (url: string) => `${env.shellUrl}${new URL(url).pathname}`;

describe('the site in Kiswahili and French', () => {
  it.each([
    ['fr', fr, DESKTOP],
    ['sw', sw, PHONE],
  ] as const)(
    'a visitor on /%s/ reads the home page in the language, and the switcher keeps the page',
    async (locale, messages, viewport) => {
      const context = await browser().newContext({ viewport });
      const page = await context.newPage();
      const response = await page.goto(`${env.shellUrl}/${locale}/`);
      expect(response?.status()).toBe(200);
      await publicSiteReady(page).waitFor();
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(locale);
      await page.getByText(messages['home.stackPrompt']).waitFor();
      await page.getByRole('heading', { name: messages['home.ctaTitle'] }).scrollIntoViewIfNeeded();
      expect(await page.title()).toBe(`${messages['home.metaTitle']} | Mwangaza Analytics`);
      // Nothing wider than the screen: long French words and Kiswahili wrap.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        viewport.width,
      );
      await shoot(page, `languages-home-${locale}-${viewport.width}`);

      // The menu leads on in the language (a section page, prefixed).
      if (viewport === PHONE) await page.getByRole('button', { name: messages['nav.openMenu'] }).click();
      await page
        .getByRole('navigation', { name: messages['nav.main'] })
        .getByRole('link', { name: messages['nav.contact'] })
        .click();
      await page.waitForURL(`**/${locale}/contact`);

      // The footer's switcher: the same page in English, by link.
      const footerSwitcher = page
        .getByRole('contentinfo')
        .getByRole('navigation', { name: messages['switcher.label'] });
      await footerSwitcher.getByRole('link', { name: 'English' }).click();
      await page.waitForURL((url) => url.pathname === '/contact');
      // Once the English texts have arrived (a switch loads that language's catalog).
      await page.waitForFunction(() => document.documentElement.lang === 'en');
      await context.close();
    },
  );

  it('a case study in French is read with its French head, and links back to its other languages', async () => {
    const html = await (await fetch(`${env.shellUrl}/fr/case-studies`)).text();
    const first = /href="(\/fr\/case-studies\/[^"]+)"/.exec(html)?.[1];
    expect(first).toBeDefined();
    const response = await fetch(`${env.shellUrl}${first}`);
    expect(response.status).toBe(200);
    const detail = await response.text();
    expect(langOf(detail)).toBe('fr');
    expect(detail).toContain('<meta property="og:locale" content="fr_FR">');
    expect(detail).toContain('<meta property="og:locale:alternate" content="en_KE">');
    const alternates = linkOf(detail);
    expect(alternates.map((link) => link.lang)).toEqual(expect.arrayContaining(['en', 'fr', 'x-default']));
    expect(/"inLanguage":"fr"/.test(detail)).toBe(true);
  });

  it('a crawl from /sitemap.xml: every URL answers 200 in its language, with reciprocal alternates and x-default', async () => {
    const sitemap = await (await fetch(`${env.shellUrl}/sitemap.xml`)).text();
    const urls = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => loc!);
    for (const locale of LOCALES)
      expect(urls.some((url) => splitLocalePath(new URL(url).pathname).locale === locale)).toBe(true);
    const heads = new Map<string, { lang?: string; links: { lang: string; href: string }[] }>();
    const read = async (url: string) => {
      const known = heads.get(url);
      if (known) return known;
      const response = await fetch(local(url));
      expect({ url, status: response.status }).toEqual({ url, status: 200 });
      const html = await response.text();
      const head = { lang: langOf(html), links: linkOf(html) };
      heads.set(url, head);
      return head;
    };
    for (const url of urls) {
      const head = await read(url);
      const locale: Locale = splitLocalePath(new URL(url).pathname).locale;
      expect({ url, lang: head.lang }).toEqual({ url, lang: LOCALE_INFO[locale].tag });
      expect({ url, xDefault: head.links.some((link) => link.lang === 'x-default') }).toEqual({
        url,
        xDefault: true,
      });
      // The page names itself among its alternates, and every alternate names it back.
      expect(head.links.some((link) => link.lang === LOCALE_INFO[locale].tag && link.href === url)).toBe(
        true,
      );
      for (const link of head.links.filter((candidate) => candidate.lang !== 'x-default')) {
        const other = await read(link.href);
        expect({ from: link.href, to: url, named: other.links.some((back) => back.href === url) }).toEqual({
          from: link.href,
          to: url,
          named: true,
        });
      }
    }
  });

  it("every link of the sitemap's pages leads straight to a page (none to a redirect or to an untranslated item)", async () => {
    const sitemap = await (await fetch(`${env.shellUrl}/sitemap.xml`)).text();
    const pages = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, loc]) => local(loc!));
    const targets = new Map<string, string>();
    for (const url of pages) {
      const html = await (await fetch(url)).text();
      for (const [, href] of html.matchAll(/<a [^>]*href="(\/[^"#?]*)/g)) {
        if (!targets.has(href!)) targets.set(href!, new URL(url).pathname);
      }
    }
    expect(targets.size).toBeGreaterThan(pages.length / 2);
    const missing: { link: string; on: string; status: number }[] = [];
    for (const [link, on] of targets) {
      // Not followed: a link to a redirect is a link to the wrong address.
      const response = await fetch(`${env.shellUrl}${link}`, { redirect: 'manual' });
      if (response.status !== 200) missing.push({ link, on, status: response.status });
    }
    expect(missing).toEqual([]);
  });
});
