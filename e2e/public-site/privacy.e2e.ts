import { adminReady, api, openSection, signIn, unique, url } from '../admin-console/admin';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { checkA11y, DESKTOP, env, PHONE, setUpBrowser, visit } from './visitor';

jest.setTimeout(120_000);

const { visitorPage } = setUpBrowser();

describe('the privacy notice', () => {
  it('is prerendered with the retention period, linked from the footer, and passes axe on a phone and a desktop', async () => {
    // React's text separators (<!-- -->) removed, so the sentence reads as a person sees it.
    const html = (await (await fetch(`${env.shellUrl}/privacy`)).text()).replaceAll('<!-- -->', '');
    expect(/<h1[^>]*>Privacy Notice<\/h1>/.test(html)).toBe(true);
    expect(html.includes('We keep an enquiry for 24 months from the day we receive it.')).toBe(true);

    for (const [size, viewport] of [
      ['390', PHONE],
      ['1366', DESKTOP],
    ] as const) {
      const page = await visitorPage(viewport);
      await visit(page, '/', /./);
      // The footer's own link (the newsletter form above it links the notice too).
      await page.getByRole('contentinfo').getByRole('link', { name: 'Privacy notice' }).last().click();
      await page.getByRole('heading', { level: 1, name: 'Privacy Notice' }).waitFor();
      await page.getByRole('heading', { name: 'Your rights' }).waitFor();
      await checkA11y(page, `/privacy at ${size}px`);
      await shoot(page, `privacy-${size}`);
      await page.context().close();
    }
  });
});

describe('a data subject request in the console', () => {
  it('finds what is held about an address and erases it', async () => {
    const email = `erase.${unique()}@example.com`;
    await api('/contact', {
      method: 'POST',
      body: { name: 'Kamau Njoroge', email, company: 'Njoroge Transport', project: 'Fleet dashboards' },
    });
    const page = await visitorPage({ width: 1280, height: 900 });
    await signIn(page);
    await openSection(page, 'Privacy', 'Privacy requests');
    await page.getByRole('textbox', { name: /E-mail address/ }).fill(email);
    await page.getByRole('button', { name: 'Find data' }).click();
    const held = page.getByRole('region', { name: `Held about ${email}` });
    await held.getByRole('link', { name: 'Kamau Njoroge' }).waitFor();
    await checkA11y(page, '/admin/privacy');
    await shoot(page, 'admin-privacy-1280');

    await held.getByRole('button', { name: 'Erase personal data' }).click();
    const dialog = page.getByRole('dialog', { name: 'Erase personal data?' });
    await dialog.getByRole('button', { name: 'Erase', exact: true }).click();
    await page.getByText('Personal data erased: 1 enquiry anonymised, 0 notes removed').waitFor();
    await held.getByText('Nothing is held about this address.').waitFor();
    await page.goto(url('/admin/enquiries?q=Njoroge%20Transport'));
    await adminReady(page, 'Enquiries');
    await page.getByText('No enquiries match these filters.').waitFor();
  });
});
