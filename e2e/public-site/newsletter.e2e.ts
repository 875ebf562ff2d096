import type { Page } from 'playwright-core';
import { readMails } from '@mwangaza/browser-testing/mailbox';
import { shoot } from '@mwangaza/browser-testing/screenshots';
import {
  api,
  apiAdminToken,
  mailCount,
  mailedTokenLink,
  openAdmin,
  signIn,
  unique,
  waitForMail,
} from '../admin-console/admin';
import { checkA11y, env, PHONE, DESKTOP, setUpBrowser, visit } from './visitor';

// The mailbox, two sends and a few pages on 2 busy cores.
jest.setTimeout(180_000);

const { visitorPage } = setUpBrowser();
let token: string;
const created: string[] = [];

beforeAll(async () => {
  token = await apiAdminToken();
});
afterAll(async () => {
  for (const id of created) await api(`/insights/${id}`, { method: 'DELETE', token });
});

async function publishInsight(title: string): Promise<{ id: string; slug: string; title: string }> {
  const { insight } = await api<{ insight: { id: string; slug: string } }>('/insights', {
    method: 'POST',
    token,
    body: {
      title,
      summary: `What ${title.toLowerCase()} means for data teams in Nairobi.`,
      body: 'The article, in a few words.',
      image: '/images/desk.avif',
      status: 'published',
    },
  });
  created.push(insight.id);
  return { ...insight, title };
}

/** Sends the insight to its subscribers and waits until every message has been delivered or has failed. */
async function sendAndSettle(insight: string): Promise<{ recipients: number; sent: number }> {
  await api('/newsletter/sends', { method: 'POST', token, body: { insight } });
  for (const deadline = Date.now() + 60_000; ;) {
    const { send } = await api<{
      send: { state: string; recipients: number; sent: number; pending: number };
    }>(`/newsletter/sends/${insight}`, { token });
    if (send.state === 'queued' && send.pending === 0) return send;
    if (Date.now() > deadline) throw new Error(`the send of ${insight} did not finish`);
    await new Promise((resolve) => setTimeout(resolve, 300));
  }
}

/** Subscribes with the form at the end of the insight's page. */
async function subscribeOnInsight(page: Page, slug: string, title: string, email: string): Promise<void> {
  await visit(page, `/insights/${slug}`, title);
  const form = page.getByRole('region', { name: 'Enjoyed this article?' });
  await form.getByLabel('Email address').fill(email);
  await form.getByRole('button', { name: 'Subscribe' }).click();
  await form.getByRole('status').getByText('Please check your inbox').waitFor();
}

/** A header of a raw message (folded lines joined). */
const header = (raw: string, name: string) =>
  new RegExp(`^${name}:(.*(?:\\r?\\n[ \\t].*)*)`, 'im')
    .exec(raw)?.[1]
    ?.replace(/\r?\n[ \t]+/g, ' ')
    .trim();

it('double opt-in on an insight page, a send with one-click unsubscribe, and nothing for the unconfirmed', async () => {
  const first = await publishInsight(`Newsletter reader ${unique()}`);
  const reader = `reader.${unique()}@example.co.ke`;
  const unconfirmed = `maybe.${unique()}@example.co.ke`;
  const page = await visitorPage(DESKTOP);

  // Subscribe on the insight's page, then the confirmation e-mail's link confirms it.
  let before = mailCount();
  await subscribeOnInsight(page, first.slug, first.title, reader);
  const link = await mailedTokenLink(reader, before, '/newsletter/confirm');
  await page.goto(link);
  await page.getByRole('heading', { level: 1, name: 'You are subscribed' }).waitFor();
  await checkA11y(page, 'newsletter confirmed');
  // An address that never confirms.
  before = mailCount();
  await subscribeOnInsight(page, first.slug, first.title, unconfirmed);
  await waitForMail(unconfirmed, before);

  // An editor sends it from the insight's edit screen (nothing is sent until asked), and sees it finish.
  before = mailCount();
  const editor = await visitorPage(DESKTOP);
  await signIn(editor);
  await openAdmin(editor, `/admin/insights?edit=${first.id}`, 'Edit Insight');
  const panel = editor.getByRole('region', { name: 'Newsletter' });
  await panel.getByRole('button', { name: 'Send to subscribers' }).click();
  await editor.getByRole('dialog').getByRole('button', { name: 'Send' }).click();
  await panel.getByText(/ sent · 0 pending · 0 failed/).waitFor({ timeout: 60_000 });
  await panel.getByText(/^Sent to \d+ subscribers?/).waitFor();
  await panel.scrollIntoViewIfNeeded();
  await shoot(editor, 'newsletter-send-panel-1366');
  // Once: a second send is refused.
  await expect(
    api('/newsletter/sends', { method: 'POST', token, body: { insight: first.id } }),
  ).rejects.toThrow();
  const { send: firstSend } = await api<{ send: { recipients: number; sent: number } }>(
    `/newsletter/sends/${first.id}`,
    { token },
  );

  // The send reached the confirmed reader with both unsubscribe headers and a credited link.
  expect(firstSend.sent).toBeGreaterThanOrEqual(1);
  const mail = await waitForMail(reader, before);
  const listUnsubscribe = header(mail, 'List-Unsubscribe') ?? '';
  expect(header(mail, 'List-Unsubscribe-Post')).toBe('List-Unsubscribe=One-Click');
  const oneClick = /<(https?:\/\/[^>]+)>/.exec(listUnsubscribe)?.[1];
  expect(listUnsubscribe).toMatch(/<mailto:[^>]+>/);
  expect(oneClick).toBeDefined();
  expect(mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '=')).toContain('utm_source=newsletter');

  // The human unsubscribe page shows the address and a button (opening it changes nothing).
  // Its token is `<id>.<signature>`.
  const pageLink = /https?:\/\/[^\s"<>]*\/newsletter\/unsubscribe\?token=[\w.-]+/.exec(
    mail.replace(/=\r?\n/g, '').replace(/=3D/gi, '='),
  )?.[0];
  expect(pageLink?.startsWith(`${env.shellUrl}/newsletter/unsubscribe?token=`)).toBe(true);
  for (const viewport of [PHONE, DESKTOP]) {
    const phone = await visitorPage(viewport);
    await phone.goto(pageLink!);
    await phone.getByRole('button', { name: 'Unsubscribe' }).waitFor();
    await shoot(phone, `newsletter-unsubscribe-${viewport.width}`);
  }

  // A mail client's one-click POST, without cookie or session, unsubscribes.
  const answer = await fetch(oneClick!, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
  });
  expect(answer.status).toBe(200);
  await page.goto(pageLink!);
  await page.getByRole('heading', { level: 1, name: 'You are unsubscribed' }).waitFor();

  // The next send skips them, and the unconfirmed address never received a newsletter.
  const second = await publishInsight(`Newsletter skip ${unique()}`);
  before = mailCount();
  const secondSend = await sendAndSettle(second.id);
  const ours = [reader, unconfirmed].map((to) => `To: ${to}`);
  const newsletters = readMails(env.mailDir!).filter((raw) => /^List-Unsubscribe:/im.test(raw));
  // One newsletter between them: the reader's first; none to the unconfirmed address, none after unsubscribing.
  expect(newsletters.filter((raw) => ours.some((to) => raw.includes(to)))).toHaveLength(1);
  expect(secondSend.recipients).toBe(firstSend.recipients - 1);
  expect(mailCount()).toBe(before + secondSend.sent);
});

it('the subscribe form at the foot of every page explains a wrong address and fits a phone and a desktop', async () => {
  for (const viewport of [PHONE, DESKTOP]) {
    const page = await visitorPage(viewport);
    await visit(page, '/about', /.+/);
    const form = page.getByRole('region', { name: 'Insights in your inbox' });
    await form.getByLabel('Email address').fill('not-an-address');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await form.getByText('Please enter a valid email address.').waitFor();
    await form.scrollIntoViewIfNeeded();
    await shoot(page, `newsletter-footer-${viewport.width}`);
    expect(await page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth)).toBe(false);
  }
});
