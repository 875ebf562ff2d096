import type { Page } from 'playwright-core';
import { readMail } from '@mwangaza/api/testing/smtp';
import apiFr from '@mwangaza/api/i18n/catalogs/fr.json';
import apiSw from '@mwangaza/api/i18n/catalogs/sw.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';
import { adminReady, mailCount, signIn, unique, url, waitForMail } from '../admin-console/admin';
import { storedEnquiryFrom } from '../public-site/contact-form';
import { DESKTOP, PHONE, checkA11y, publicSiteReady, setUpBrowser } from '../public-site/visitor';

// A whole visit in one language, page by page through the shell, then the e-mail and the console: on 2 busy
// cores with a browser, an SMTP server and a sign-in.
jest.setTimeout(240_000);

const { browser } = setUpBrowser();

const VISITS = [
  {
    locale: 'fr',
    messages: fr,
    mail: apiFr,
    viewport: DESKTOP,
    visitor: { name: 'Awa Diop', company: 'Teranga Logistique' },
    project: 'Des tableaux de bord hebdomadaires pour nos douze entrepôts de Dakar et Thiès.',
    language: 'French',
  },
  {
    locale: 'sw',
    messages: sw,
    mail: apiSw,
    viewport: PHONE,
    visitor: { name: 'Neema Mushi', company: 'Kilimanjaro Coffee Traders' },
    project: 'Ripoti za mauzo za kila wiki kwa maduka yetu ishirini ya Arusha na Moshi.',
    language: 'Kiswahili',
  },
] as const;

type Messages = (typeof VISITS)[number]['messages'];

const langOf = (page: Page) => page.evaluate(() => document.documentElement.lang);
const heading = (page: Page) => page.getByRole('heading', { level: 1 }).textContent();

/** Follows a main-menu entry (opening the menu first on a phone). */
async function navigate(page: Page, messages: Messages, entry: keyof Messages, phone: boolean) {
  if (phone) await page.getByRole('button', { name: messages['nav.openMenu'] }).click();
  await page
    .getByRole('navigation', { name: messages['nav.main'] })
    .getByRole('link', { name: messages[entry], exact: true })
    .click();
}

describe('a whole visit in Kiswahili and French', () => {
  it.each(VISITS)(
    'a visitor on /$locale/ reads a service and a case study, builds a stack and sends an enquiry, all in the language',
    async ({ locale, messages, mail, viewport, visitor, project, language }) => {
      const phone = viewport === PHONE;
      const context = await browser().newContext({ viewport, reducedMotion: 'reduce' });
      const page = await context.newPage();
      page.setDefaultTimeout(20_000);
      await page.goto(url(`/${locale}/`));
      await publicSiteReady(page).waitFor();
      expect(await langOf(page)).toBe(locale);

      // A service, under its translated address and title.
      await navigate(page, messages, 'nav.services', phone);
      await page.waitForURL(`**/${locale}/services`);
      await page.getByRole('heading', { name: messages['services.allServices'] }).waitFor();
      const service = page.locator(`main a[href^="/${locale}/services/"]`).first();
      const serviceTitle = (await service.textContent())!.trim();
      await service.click();
      await page.waitForURL(new RegExp(`/${locale}/services/[^/#]+$`));
      await page
        .getByRole('heading', { level: 2, name: messages['services.whatYouGet'], exact: true })
        .waitFor();
      expect(await heading(page)).toContain(serviceTitle);
      expect(await langOf(page)).toBe(locale);

      // A case study, likewise.
      await navigate(page, messages, 'nav.caseStudies', phone);
      await page.waitForURL(`**/${locale}/case-studies`);
      const caseStudy = page.locator(`main a[href^="/${locale}/case-studies/"]`).first();
      await caseStudy.waitFor();
      const caseStudyPath = (await caseStudy.getAttribute('href'))!;
      await caseStudy.click();
      await page.waitForURL(`**${caseStudyPath}`);
      await page
        .getByRole('heading', { level: 2, name: messages['caseStudies.results'], exact: true })
        .waitFor();
      expect(await langOf(page)).toBe(locale);
      await checkA11y(page, `/${locale} case study`);

      // Build My Stack: questions, results and the way on, in the language.
      await page.goto(url(`/${locale}/services#build-my-stack`));
      await publicSiteReady(page).waitFor();
      const tool = page.locator('#build-my-stack');
      const goal = tool.getByRole('button', { name: messages['stack.goal.automate'], exact: true });
      await goal.click();
      expect(await goal.getAttribute('aria-pressed')).toBe('true');
      await tool.getByRole('button', { name: messages['stack.submit'] }).click();
      await tool.getByRole('heading', { name: messages['stack.resultsTitle'] }).waitFor();
      const recommended = await tool
        .locator(`a[href^="/${locale}/services/"]`)
        .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(recommended.length).toBeGreaterThan(0);
      await checkA11y(page, `/${locale} Build My Stack results`);
      // Scheduling leads to the booking page in the language; this visitor writes instead, answers attached.
      await tool.getByRole('link', { name: messages['stack.schedule'] }).click();
      await page.waitForURL(`**/${locale}/book`);
      await page.getByRole('heading', { level: 1, name: messages['book.title'] }).waitFor();
      await navigate(page, messages, 'nav.contact', phone);
      await page.waitForURL(`**/${locale}/contact`);

      // The enquiry, its answers attached, in three steps.
      const form = page.locator('form', {
        has: page.getByRole('heading', { name: messages['contact.formTitle'] }),
      });
      await page.getByRole('heading', { name: messages['contact.stackTitle'] }).waitFor();
      const email = `${visitor.name.split(' ')[0]!.toLowerCase()}.${unique()}@example.com`;
      await form.getByLabel(new RegExp(`^${messages['contact.name']}`)).fill(visitor.name);
      await form.getByLabel(new RegExp(`^${messages['contact.email']}`)).fill(email);
      await form.getByLabel(new RegExp(`^${messages['contact.company']}`)).fill(visitor.company);
      await form.getByRole('button', { name: messages['contact.continue'] }).click();
      await form.getByLabel(new RegExp(`^${messages['contact.project']}`)).fill(project);
      await form.getByRole('button', { name: messages['contact.continue'] }).click();
      const since = mailCount();
      await form.getByRole('button', { name: messages['contact.send'] }).click();
      const firstName = visitor.name.split(' ')[0]!;
      await page
        .getByRole('heading', { name: messages['contact.thanksName'].replace('{name}', firstName) })
        .waitFor();
      await checkA11y(page, `/${locale}/contact (sent)`);

      // The acknowledgement is in the language of the page, and so is the stored enquiry.
      const acknowledgement = await readMail(await waitForMail(email, since));
      expect(acknowledgement.subject).toBe(
        mail['acknowledgement.subject'].replace('{company}', 'Mwangaza Analytics'),
      );
      expect(acknowledgement.text).toContain(
        mail['acknowledgement.greeting'].replace('{name}', visitor.name),
      );
      const enquiry = await storedEnquiryFrom(email);
      expect(enquiry).toMatchObject({ locale, company: visitor.company, project });
      expect(enquiry?.questionnaire?.answers.goals).toEqual(['Automate reporting']);

      // Staff read it in English, marked with the visitor's language.
      const staff = await browser().newPage({ viewport: DESKTOP });
      await signIn(staff);
      await staff.goto(url(`/admin/enquiries/${enquiry!.id}`));
      await adminReady(staff, `Enquiry from ${visitor.name}`);
      const contact = staff.getByRole('region', { name: 'Contact' });
      expect(await contact.locator('dt', { hasText: 'Language' }).locator('+ dd').textContent()).toBe(
        language,
      );
      await context.close();
    },
  );
});
