import type { Browser, Page } from 'playwright-core';
import { DEMO_ADMIN, api, apiAdminToken, unique } from '../admin-console/admin';
import { launchBrowser } from '@mwangaza/browser-testing/browser';
import { getE2eEnv } from '@mwangaza/browser-testing/env';

/**
 * Every page through the shell works under its Content-Security-Policy (public pages, prerendered or not,
 * the admin console and its sign-in, both remotes loading from their own origins) without a single
 * violation, and a script that finds its way into a page does not run.
 */
jest.setTimeout(90_000);

const env = getE2eEnv();
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
});

interface Watched {
  page: Page;
  /** CSP violations the page reported (securitypolicyviolation events and console errors). */
  violations: string[];
  close(): Promise<void>;
}

async function watchedPage(): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
  const page = await context.newPage();
  page.setDefaultTimeout(15_000);
  const violations: string[] = [];
  await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation;
      report(`${event.violatedDirective} blocked ${event.blockedURI || 'inline'} on ${location.pathname}`);
    });
  });
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text()))
      violations.push(message.text());
  });
  return { page, violations, close: () => context.close() };
}

/** Waits for the browser's reports to arrive (they are events, not awaited by page.evaluate). */
async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('the browser reported nothing in time');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

const remoteReady = (page: Page, name: 'publicSite' | 'adminConsole') =>
  page.locator(`[data-remote="${name}"][data-remote-state="ready"]`).waitFor();

describe('Content-Security-Policy through the shell', () => {
  it('is sent with every page, forbids framing, and the public pages work without a violation', async () => {
    const { page, violations, close } = await watchedPage();
    try {
      const pages = [
        ...['/', '/services', '/case-studies', '/about', '/contact', '/privacy'].map((path) => [path, 200]),
        ['/no-such-page', 404],
      ] as const;
      for (const [path, status] of pages) {
        const response = await page.goto(`${env.shellUrl}${path}`);
        expect(response?.status()).toBe(status);
        const headers = response?.headers() ?? {};
        expect(headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
        expect(headers['content-security-policy']).toContain(new URL(env.publicSiteUrl).origin);
        expect(headers['x-frame-options']).toBe('DENY');
        await remoteReady(page, 'publicSite');
        await page.getByRole('heading', { level: 1 }).first().waitFor();
      }
      // Client-side navigation loads more of the remote's code and data under the same policy.
      await page.getByRole('link', { name: 'Services' }).first().click();
      await page.waitForURL(`${env.shellUrl}/services`);
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('lets staff sign in to the admin console (another remote, another origin) without a violation', async () => {
    const { page, violations, close } = await watchedPage();
    try {
      // By hand, not with signIn(): its accessibility check (axe) adds inline styles of its own.
      await page.goto(`${env.shellUrl}/admin/login`);
      await remoteReady(page, 'adminConsole');
      await page.getByLabel('Email').fill(DEMO_ADMIN.email);
      await page.getByLabel('Password').fill(DEMO_ADMIN.password);
      await page.getByRole('button', { name: 'Log in', exact: true }).click();
      await page.getByRole('heading', { level: 1, name: 'Dashboard' }).waitFor();
      await page.goto(`${env.shellUrl}/admin/case-studies`);
      await remoteReady(page, 'adminConsole');
      await page.getByRole('heading', { level: 1, name: 'Case Studies' }).waitFor();
      expect(violations).toEqual([]);
    } finally {
      await close();
    }
  });

  it('shows a script saved into content as text, and runs no script injected into the page', async () => {
    const token = await apiAdminToken();
    const title = `Audit ${unique()} <script>window.__pwned = 'title'</script>`;
    const { caseStudy } = await api<{ caseStudy: { id: string } }>('/case-studies', {
      method: 'POST',
      token,
      body: {
        title,
        client: 'Injection Test Ltd <img src=x onerror="window.__pwned = \'client\'">',
        category: 'Other',
        brief: 'A case study whose text tries to run code.',
        image: '/images/case-studies/default.webp',
        results: ['Nothing ran'],
      },
    });
    const { page, violations, close } = await watchedPage();
    try {
      // The prerendered page (HTML from the server) and the hydrated one both show the title as text.
      await page.goto(`${env.shellUrl}/case-studies/${caseStudy.id}`);
      await remoteReady(page, 'publicSite');
      await page.getByRole('heading', { level: 1, name: title }).waitFor();
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();

      // What an injection that got past React would do: an inline script and an inline handler in the page.
      await page.evaluate(() => {
        const script = document.createElement('script');
        script.textContent = "window.__pwned = 'inline script'";
        document.body.append(script);
        const image = document.createElement('img');
        image.setAttribute('onerror', "window.__pwned = 'inline handler'");
        image.src = '/no-such-image.png';
        document.body.append(image);
      });
      await until(() => violations.filter((violation) => violation.startsWith('script-src')).length >= 2);
      expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
      expect(violations).toEqual(expect.arrayContaining([expect.stringMatching(/^script-src/)]));
    } finally {
      await close();
      await api(`/case-studies/${caseStudy.id}`, { method: 'DELETE', token });
    }
  });
});
