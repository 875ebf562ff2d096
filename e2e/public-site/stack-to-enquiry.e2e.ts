import type { Page } from 'playwright-core';
import { adminReady, signIn, unique, url } from '../admin-console/admin';
import { expectNoSeriousA11yViolations } from '@mwangaza/browser-testing/axe';
import { getE2eEnv } from '@mwangaza/browser-testing/env';
import { readMails } from '@mwangaza/browser-testing/mailbox';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import { publicSiteReady, setUpBrowser } from './visitor';

// Two apps, a sign-in, a download and the mailbox on 2 busy cores.
jest.setTimeout(180_000);

const env = getE2eEnv();
const { visitorPage } = setUpBrowser();
let page: Page;

beforeEach(async () => {
  // The test ends with the CSV export, a download.
  page = await visitorPage({ width: 1280, height: 900 }, { acceptDownloads: true });
  // Two apps and the mailbox: more than visitorPage's 15 s for a step.
  page.setDefaultTimeout(20_000);
});

/** Messages the test SMTP server received to `to` that contain `text` (quoted-printable soft breaks undone). */
function mailsTo(to: string, text: string): string[] {
  return readMails(env.mailDir!)
    .map((raw) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '='))
    .filter(
      (mail) =>
        new RegExp(`^To: ${to.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`, 'm').test(mail) &&
        mail.includes(text),
    );
}

async function waitForMail(to: string, text: string): Promise<string> {
  const deadline = Date.now() + 30_000;
  for (;;) {
    const [mail] = mailsTo(to, text);
    if (mail) return mail;
    if (Date.now() > deadline) throw new Error(`No e-mail to ${to} containing ${text}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe('from Build My Stack to a lead in the console', () => {
  it('carries the answers to the enquiry, e-mails team and visitor, and exports a neutralised CSV', async () => {
    const id = unique();
    const email = `wanjiku.${id}@example.com`;
    // A formula-like name: the CSV must show it as text, never run it in a spreadsheet.
    const name = `=HYPERLINK("http://evil.example","Wanjiku ${id}")`;
    const company = `Maziwa Dairies ${id}`;

    await page.goto(url('/services'));
    await publicSiteReady(page).waitFor();
    const tool = page.locator('#build-my-stack');
    await tool.getByRole('button', { name: 'Predictive analytics' }).click();
    await tool.getByRole('button', { name: 'Improve data quality' }).click();
    await tool.getByRole('button', { name: 'Get My Recommendations' }).click();
    await tool.getByRole('heading', { name: 'Your Recommended Stack' }).waitFor();
    // Scheduling leads to the booking page; a visitor who would rather write goes on to Contact, the answers
    // still with them.
    await tool.getByRole('link', { name: 'Schedule a Consultation' }).click();
    await page.getByRole('heading', { level: 1, name: 'Book a free discovery call' }).waitFor();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact' }).click();
    await page.getByRole('heading', { level: 1, name: 'Let’s talk about your data' }).waitFor();
    const answers = page.getByRole('region', { name: 'Your Build My Stack results' });
    await answers.getByText('Improve data quality, Predictive analytics').waitFor();
    // It survives a reload in the same tab.
    await page.reload();
    await answers.getByText('Cleansing & Validation, Big Data Analytics').waitFor();
    await expectNoSeriousA11yViolations(page);
    await page.getByRole('link', { name: 'privacy notice', exact: true }).waitFor();
    await shoot(page, 'contact-with-stack-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'contact-with-stack-390');
    await page.setViewportSize({ width: 1280, height: 900 });

    const form = page.locator('form', { has: page.getByRole('heading', { name: 'Send us a message' }) });
    await form.getByLabel(/Full name/).fill(name);
    await form.getByLabel(/Email address/).fill(email);
    await form.getByLabel(/Company/).fill(company);
    await form.getByRole('button', { name: 'Continue' }).click();
    await form
      .getByLabel(/Tell us about your project/)
      .fill('Forecast milk collection across 12 cooling centres.');
    await form.getByRole('button', { name: 'Continue' }).click();
    await form.getByText('Step 3 of 3', { exact: true }).waitFor();
    await form.getByRole('button', { name: 'Send Message' }).click();
    await page.getByRole('button', { name: 'Send Another Message' }).waitFor();

    // The team's notification (with the answers and a console link) and the visitor's acknowledgement.
    const team = await waitForMail('hello@mwangaza-analytics.co.ke', company);
    expect(team).toContain('Goals: Improve data quality, Predictive analytics');
    expect(team).toContain('Recommended services: Cleansing & Validation, Big Data Analytics');
    const link = /Open it in the console: (\S+)/.exec(team)?.[1];
    expect(link).toMatch(new RegExp(`^${url('/admin/enquiries/')}[a-z0-9]{7}$`));
    const ack = await waitForMail(email, 'We received your enquiry');
    expect(ack).toContain('Saturday: 9:00 AM - 1:00 PM');
    // The acknowledgement repeats nothing the visitor wrote: anyone can type any address into the form.
    expect(ack).not.toContain('Forecast milk collection');
    expect(ack).toContain('If you did not send this enquiry');

    // The console, through the team e-mail's link, shows the answers and recommendations.
    await signIn(page);
    await page.goto(link!);
    await adminReady(page, `Enquiry from ${name}`);
    const card = page.getByRole('region', { name: 'Build My Stack answers' });
    await card.getByText('Improve data quality').waitFor();
    await card.getByText('Intermediate (2 of 3)').waitFor();
    await card.getByText('Big Data Analytics').waitFor();
    await expectNoSeriousA11yViolations(page);
    await shoot(page, 'enquiry-with-stack-1280');

    // Export the inbox filtered to this company: the formula-like name arrives neutralised.
    await page.getByRole('link', { name: /Back to enquiries/ }).click();
    await adminReady(page, 'Enquiries');
    await page.getByRole('searchbox', { name: 'Search name, company or e-mail' }).fill(company);
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page
      .getByRole('group', { name: 'Filter by stage' })
      .getByRole('button', { name: 'All (1)' })
      .waitFor();
    await shoot(page, 'enquiries-1280');
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(page, 'enquiries-390');
    await page.setViewportSize({ width: 1280, height: 900 });
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: 'Export CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^enquiries-\d{4}-\d{2}-\d{2}\.csv$/);
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const csv = Buffer.concat(chunks).toString('utf8');
    const rows = csv.split('\r\n').filter(Boolean);
    expect(rows).toHaveLength(2);
    expect(csv).toContain(`"'=HYPERLINK(""http://evil.example"",""Wanjiku ${id}"")"`);
    expect(csv).not.toMatch(/(^|,)"?=HYPERLINK/m);
  });
});
