/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
import { db } from '@mwangaza/shared/mocks/db';
import { renderPage } from './render-page';

// The prerenderer in Node (no DOM), against the mock API that the project's setup starts.

test('prerendered Markdown keeps its formatting and loses scripts and javascript: links', async () => {
  const hospital = db.caseStudies.find((c) => c.id === 'cs-hospital')!;
  hospital.solution =
    'A *nightly* forecast.\n\n<script>alert(1)</script><img src=x onerror=alert(2)>\n\n[Open](javascript:alert(3))';
  const { html } = await renderPage('/case-studies/cs-hospital');
  expect(html).toContain('<em>nightly</em>');
  expect(html).not.toMatch(/<script>alert|<img src=x|href="javascript:/i);
  expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
});

test('plain paragraphs are prerendered as paragraphs, as before', async () => {
  const { html } = await renderPage('/about/culture/curiosity');
  const item = db.cultureItems.find((c) => c.id === 'curiosity')!;
  const first = item.fullDescription.split('\n\n')[0]!;
  expect(html).toContain(`<p>${first.replace(/'/g, '&#x27;')}</p>`);
});

/** React writes a page's preloads ahead of its HTML (the shell's server moves them into <head>). */
const leadingPreloads = (html: string) =>
  Array.from(/^(?:<link [^>]*>)*/.exec(html)?.[0].matchAll(/<link [^>]*>/g) ?? [], ([link]) => link);
const attribute = (tag: string, name: string) => new RegExp(`${name}="([^"]*)"`).exec(tag)?.[1];

test("a list page preloads its first card's image, exactly as the card's <picture> picks it", async () => {
  const { html } = await renderPage('/services');
  const preloads = leadingPreloads(html);
  expect(preloads).toHaveLength(1);
  const [preload = ''] = preloads;
  expect(attribute(preload, 'fetchPriority')).toBe('high');
  expect(attribute(preload, 'type')).toBe('image/avif');
  // The first <source> on the page: the first card's AVIF.
  const source = /<source type="image\/avif" srcSet="([^"]*)" sizes="([^"]*)"/.exec(html);
  expect([attribute(preload, 'imageSrcSet'), attribute(preload, 'imageSizes')]).toEqual([
    source?.[1],
    source?.[2],
  ]);
  // Only the first card is fetched first; the others wait until they are near the viewport.
  expect(html.match(/fetchPriority="high"/g)).toHaveLength(2); // the preload and the first card
  expect(html.match(/loading="eager"/g)).toHaveLength(1);
});

test('the home page preloads the hero for phones and for wider screens, never both', async () => {
  const { html } = await renderPage('/');
  expect(
    leadingPreloads(html).map((link) => [attribute(link, 'media'), attribute(link, 'imageSrcSet')]),
  ).toEqual([
    ['(max-width: 639px)', expect.stringContaining('/images/hero-portrait-480w.avif 480w')],
    ['(min-width: 640px)', expect.stringContaining('/images/hero-1600w.avif 1600w')],
  ]);
});

// A detail page whose item does not exist is a page of its own (its "not found" screen), which the
// shell's server sends with a 404; only a page whose data could not be read is left to the browser.
test.each([
  ['/services/no-such-service', 'Service not found', '/services'],
  ['/case-studies/no-such-study', 'Case study not found', '/case-studies'],
  ['/about/culture/no-such-item', 'Culture item not found', '/about'],
])('%s is prerendered as its not-found page, with its way back', async (url, heading, back) => {
  const { html } = await renderPage(url);
  expect(html).toMatch(new RegExp(`<h1[^>]*>${heading}</h1>`));
  expect(html).toContain(`href="${back}"`);
});

test('an unknown address is prerendered as the site’s not-found page', async () => {
  const { html } = await renderPage('/no-such-page');
  expect(html).toMatch(/<h1[^>]*>Page not found<\/h1>/);
  expect(html).toContain('href="/contact"');
});
