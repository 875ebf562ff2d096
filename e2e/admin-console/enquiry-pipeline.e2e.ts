import type { Page } from 'playwright-core';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { readMail } from '@mwangaza/api/testing/smtp';
import {
  adminReady,
  api,
  apiAdminToken,
  mailCount,
  openSection,
  setUpBrowser,
  signIn,
  unique,
  waitForMail,
} from './admin';

// A browser, a sign-in and two screens on 2 busy cores.
jest.setTimeout(120_000);

const { freshPage } = setUpBrowser();
let page: Page;

beforeEach(async () => {
  page = await freshPage();
});

const toast = (text: string) => page.locator('[aria-live="polite"]').getByText(text, { exact: true });

describe('the enquiry pipeline', () => {
  it('finds an enquiry by company, moves it through the stages with an assignee and a note', async () => {
    const company = `Pipeline Co ${unique()}`;
    const name = 'Achieng Otieno';
    await api('/contact', {
      method: 'POST',
      body: { name, email: 'achieng@example.co.ke', company, project: 'Forecasting for 40 shops' },
    });
    const { assignees } = await api<{ assignees: { id: string; fullName: string; email: string }[] }>(
      '/contact/assignees',
      {
        token: await apiAdminToken(),
      },
    );
    const admin = assignees.find((a) => a.email === 'admin@mwangaza-analytics.co.ke')!;

    await signIn(page);
    await openSection(page, 'Enquiries');
    await page.getByRole('searchbox', { name: 'Search name, company or e-mail' }).fill(company);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const stages = page.getByRole('group', { name: 'Filter by stage' });
    await stages.getByRole('button', { name: 'All (1)' }).waitFor();
    await stages.getByRole('button', { name: 'New (1)' }).waitFor();
    await expectNoSeriousA11yViolations(page);

    await page.getByRole('link', { name }).click();
    await adminReady(page, `Enquiry from ${name}`);
    const pipeline = page.getByRole('region', { name: 'Pipeline' });
    await pipeline.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Contacted' });
    await toast('Moved to Contacted').waitFor();
    await pipeline.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: admin.fullName });
    await toast('Assignee saved').waitFor();
    const notes = page.getByRole('region', { name: 'Internal notes' });
    await notes
      .getByRole('textbox', { name: 'Add a note' })
      .fill('Called Achieng: wants a proposal by Friday');
    await notes.getByRole('button', { name: 'Add note' }).click();
    await notes.getByText('Called Achieng: wants a proposal by Friday').waitFor();
    await pipeline.getByRole('combobox', { name: 'Stage' }).selectOption({ label: 'Proposal' });
    await toast('Moved to Proposal').waitFor();
    await expectNoSeriousA11yViolations(page);

    // The inbox, filtered by the assignee, now counts it under Proposal.
    await page.getByRole('link', { name: /Back to enquiries/ }).click();
    await adminReady(page, 'Enquiries');
    await page.getByRole('combobox', { name: 'Assignee' }).selectOption({ label: admin.fullName });
    await page.getByRole('searchbox', { name: 'Search name, company or e-mail' }).fill(company);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await stages.getByRole('button', { name: 'Proposal (1)' }).waitFor();
    await stages.getByRole('button', { name: 'New (0)' }).waitFor();
  });

  it('shows an enquiry sent in French as French, in the inbox and on the enquiry, and filters by language', async () => {
    const company = `Teranga Logistique ${unique()}`;
    const email = `awa.${unique()}@teranga.example`;
    const since = mailCount();
    await api('/contact', {
      method: 'POST',
      body: { name: 'Awa Diop', email, company, project: 'Tableaux de bord pour 12 entrepôts', locale: 'fr' },
    });
    // Her acknowledgement went out in French.
    const acknowledgement = await readMail(await waitForMail(email, since));
    expect(acknowledgement.subject).toBe('Nous avons bien reçu votre demande - Mwangaza Analytics');
    expect(acknowledgement.text).toMatch(/^Bonjour Awa Diop,/);

    await signIn(page);
    await openSection(page, 'Enquiries');
    await page.getByRole('searchbox', { name: 'Search name, company or e-mail' }).fill(company);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    const table = page.getByRole('table', { name: 'Enquiries' });
    const row = table.getByRole('row').filter({ hasText: company });
    await row.waitFor();
    expect(await row.getByRole('cell').allTextContents()).toContain('French');

    // Filtered by language: there in French, not in Kiswahili.
    const language = page.getByRole('combobox', { name: 'Language' });
    await language.selectOption({ label: 'Kiswahili' });
    await page.getByText('No enquiries match these filters.').waitFor();
    expect(await row.count()).toBe(0);
    await language.selectOption({ label: 'French' });
    await row.waitFor();
    expect(page.url()).toContain('locale=fr');
    await expectNoSeriousA11yViolations(page);

    await row.getByRole('link', { name: 'Awa Diop' }).click();
    await adminReady(page, 'Enquiry from Awa Diop');
    const contact = page.getByRole('region', { name: 'Contact' });
    await expect(contact.locator('dt', { hasText: 'Language' }).locator('+ dd').textContent()).resolves.toBe(
      'French',
    );
  });
});
