/**
 * @jest-environment node
 * @jest-environment-options {"customExportConditions": ["node"]}
 */
import { DEFAULT_SITE_SETTINGS } from '@mwangaza/shared';
import { saveMockSiteSettings } from '@mwangaza/shared/mocks/db';
import { renderPage } from './render-page';

// The prerenderer in Node against the mock API: the HTML a browser without scripts reads has what staff saved.

beforeEach(() => {
  saveMockSiteSettings({
    contact: { ...DEFAULT_SITE_SETTINGS.contact, phone: '+254 711 222 333' },
    counters: [
      { value: 14, suffix: '+', label: 'Countries Served' },
      ...DEFAULT_SITE_SETTINGS.counters.slice(1),
    ],
  });
});

test('the home page is prerendered with the saved counters and the footer with the saved phone', async () => {
  const { html, state } = await renderPage('/');
  expect(html).toMatch(/>14<!-- -->\+<|>14\+</);
  expect(html).not.toMatch(/>12<!-- -->\+<|>12\+</);
  expect(html).toContain('href="tel:+254711222333"');
  // The browser starts from the same answer, so hydration draws the same page.
  expect(JSON.stringify(state)).toContain('+254 711 222 333');
});

test('the contact page is prerendered with its LocalBusiness structured data', async () => {
  const { html } = await renderPage('/contact');
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1];
  expect(JSON.parse(json ?? 'null')).toMatchObject({
    '@type': 'LocalBusiness',
    telephone: '+254 711 222 333',
    address: { addressLocality: 'Nairobi' },
  });
});
