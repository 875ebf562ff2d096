import { site } from '@mwangaza/shared/site';
import { browser, linkedinLaunch, pageview, sendHits } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { readMail, waitFor } from '../helpers/smtp';
import { createUser, manualClock, setUpTestApp, startTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);

// A Wednesday.
const clock = manualClock(Date.parse('2026-04-08T10:00:00Z'));
const t = setUpTestApp({
  clock: clock.now,
  mail: true,
  sessions: true,
  env: { CONSOLE_URL: 'https://console.example/admin' },
});

const choose = (token: string, weeklyTrafficReport: boolean) =>
  t.call('PUT', '/analytics/weekly-report', { token, body: { weeklyTrafficReport } });
const unfold = (raw: string) => raw.replace(/=\r?\n/g, '').replace(/=3D/gi, '=');

it('is chosen by an administrator on their own account, not by an editor', async () => {
  const chosen = await choose(t.tokens.admin, true);
  expect(chosen.status).toBe(200);
  expect(chosen.body.data.user.weeklyTrafficReport).toBe(true);
  const me = await t.call('GET', '/auth/me', { token: t.tokens.admin });
  expect(me.body.data.user.weeklyTrafficReport).toBe(true);
  expect((await choose(t.tokens.editor, true)).status).toBe(403);
  expect(
    (await t.call('PUT', '/analytics/weekly-report', { body: { weeklyTrafficReport: true } })).status,
  ).toBe(401);
  expect((await t.call('PUT', '/analytics/weekly-report', { token: t.tokens.admin, body: {} })).status).toBe(
    400,
  );
});

it("sends last week's figures on Monday, once, to the administrators who chose it", async () => {
  const other = await createUser(t, 'admin', t.tokens.admin);
  await choose(other.accessToken, true);
  await choose(other.accessToken, false);
  await sendHits(t, [pageview('/', linkedinLaunch), pageview('/services', linkedinLaunch)], {
    'user-agent': browser(1),
  });
  await sendHits(t, [pageview('/')], { 'user-agent': browser(2) });
  clock.advance(DAY);
  await sendHits(t, [pageview('/')], { 'user-agent': browser(1) });
  // Still the same week: nothing is due.
  await t.app.analytics.rollUps.run();
  expect(await t.app.analytics.weeklyReports.sendIfDue()).toBe(0);

  clock.advance(4 * DAY + 2 * 3_600_000); // Monday 13 April, 12:00
  const second = await startTestApp(
    t.db,
    { SMTP_URL: t.config.smtpUrl!, CONSOLE_URL: 'https://console.example/admin' },
    { clock: clock.now },
  );
  try {
    // Both instances run the job (the second also ran it once as it started): one of them sends.
    await Promise.all([t.app.analytics.rollUps.run(), second.app.analytics.rollUps.run()]);
    await Promise.all([
      t.app.analytics.weeklyReports.sendIfDue(),
      second.app.analytics.weeklyReports.sendIfDue(),
    ]);
    await Promise.all([t.app.outbox.settle(), second.app.outbox.settle()]);
    const mail = unfold(await waitFor(() => t.smtp.messages.find((m) => m.includes('Website traffic'))));
    expect(mail).toMatch(/^To: admin@mwangaza-analytics\.co\.ke/m);
    expect(mail).toContain('Subject: Website traffic, week of 2026-04-06: 3 visitors');
    expect(mail).toContain('Traffic of the week 2026-04-06 to 2026-04-12 (UTC).');
    expect(mail).toContain('Visitors: 3');
    expect(mail).toContain('Page views: 4');
    expect(mail).toMatch(/^- 3 page views:\r?\n> \/\r?$/m);
    expect(mail).toMatch(/^- 1 visitor:\r?\n> www\.linkedin\.com\r?$/m);
    expect(mail).toContain('- visit: 3');
    expect(mail).toContain('https://console.example/admin/traffic');
    // Later runs the same week send nothing more.
    expect(await t.app.analytics.weeklyReports.sendIfDue()).toBe(0);
    await Promise.all([t.app.outbox.settle(), second.app.outbox.settle()]);
    expect(t.smtp.messages.filter((m) => m.includes('Website traffic'))).toHaveLength(1);
  } finally {
    await second.close();
  }
});

it("quotes visitors' paths and referrers as their words, never as links or paragraphs of ours", async () => {
  // A week later than the test above: the administrator who chose the report still has it.
  const lure = 'URGENT: your console password expires today. Renew it at https://evil.example/login';
  const hostile = {
    landingPage: '/',
    referrer: 'https://evil.example/landing?x=1',
    utm: { source: 'https://evil.example', campaign: `Renew at https://evil.example/x` },
  };
  for (let n = 0; n < 3; n++)
    await sendHits(t, [pageview(`/pricing\n\n${lure}\n`, hostile)], { 'user-agent': browser(10 + n) });
  clock.advance(7 * DAY);
  await t.app.outbox.settle();
  const before = t.smtp.messages.length;
  await t.app.analytics.rollUps.run();
  expect(await t.app.analytics.weeklyReports.sendIfDue()).toBe(1);
  await t.app.outbox.settle();
  const mail = await readMail(
    await waitFor(() => t.smtp.messages.slice(before).find((m) => m.includes('Website traffic'))),
  );
  // In the text, each of their lines is quoted ("> "): never a paragraph that reads as ours.
  const theirs = mail.text.split('\n').filter((line) => line.includes('evil'));
  expect(theirs.length).toBeGreaterThan(0);
  for (const line of theirs) expect(line).toMatch(/^> /);
  expect(mail.text).toContain(`> ${lure}`);
  // In the HTML, a quotation no mail client makes a link of; our own link stays one.
  expect(mail.html).toMatch(/<blockquote[^>]*>(?:(?!<\/blockquote>)[^])*URGENT/);
  expect(mail.html).not.toContain('evil.example');
  expect(mail.links).toEqual(['https://console.example/admin/traffic', site.url]);
});
