import { NEWSLETTER_CONSENT } from '@mwangaza/shared/schemas';
import { browser, linkedinLaunch, pageview, sendHits } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { listenLoopbackSmtp, readMail, waitFor } from '../helpers/smtp';
import { manualClock, setUpTestApp, type SharedTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);

/** A real SMTP server keeping every message: the confirmation links a reader would click. */
const received: { to: string[]; raw: string }[] = [];
let stopSmtp: () => Promise<void>;
const env: Record<string, string> = { SUBSCRIBE_RATE_LIMIT_MAX: '1000' };
beforeAll(async () => {
  const smtp = await listenLoopbackSmtp((stream, session, callback) => {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      received.push({ to: session.envelope.rcptTo.map((r) => r.address), raw });
      callback();
    });
  });
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  stopSmtp = smtp.stop;
});
const clock = manualClock(Date.parse('2026-04-01T10:00:00Z'));
const t: SharedTestApp = setUpTestApp({ env, clock: clock.now, sessions: true, timeout: 60_000 });
afterAll(() => stopSmtp());

/** The lead source the shell keeps for a visit that began at a newsletter's link to an insight. */
const fromNewsletter = (() => {
  const link = new URL(
    'https://site.test/insights/data-week?utm_source=newsletter&utm_medium=email&utm_campaign=data-week',
  );
  const utm = Object.fromEntries(
    ['source', 'medium', 'campaign'].map((key) => [key, link.searchParams.get(`utm_${key}`)!]),
  );
  return { landingPage: link.pathname, referrer: '', utm } as typeof linkedinLaunch;
})();

const subscribe = (
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) =>
  t.call('POST', '/subscribers', {
    body: {
      email,
      consentVersion: NEWSLETTER_CONSENT.version,
      page: '/insights/data-week',
      form: 'insight',
      ...extra,
    },
    // A browser's request: a crawler's (or one asking not to be tracked) keeps no lead source.
    headers: { 'user-agent': browser(2), ...headers },
  });

async function subscribeAndConfirm(
  email: string,
  extra: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  expect((await subscribe(email, extra, headers)).status).toBe(202);
  const mail = await readMail((await waitFor(() => received.find((m) => m.to.includes(email)))).raw);
  const link = mail.links.find((href) => href.includes('/newsletter/confirm?token='));
  const token = new URL(link!).searchParams.get('token');
  const confirmed = await t.call('POST', '/subscribers/confirm', { body: { token } });
  expect(confirmed.status).toBe(200);
}

const report = async (query: string) => {
  const result = await t.call('GET', `/analytics/traffic?${query}`, { token: t.tokens.editor });
  expect(result.status).toBe(200);
  return result.body.data.report;
};
type Steps = { steps: { step: string; count: number }[] };
const countOf = (row: Steps | undefined, step: string) => row?.steps.find((s) => s.step === step)?.count;

beforeAll(async () => {
  // A reader comes back through a newsletter's link and sends an enquiry.
  await sendHits(t, [pageview('/insights/data-week', fromNewsletter)], { 'user-agent': browser(1) });
  const sent = await t.call('POST', '/contact', {
    body: {
      name: 'Wanjiru',
      email: 'wanjiru@example.com',
      project: 'A churn model',
      fillTimeMs: 60_000,
      source: fromNewsletter,
    },
    headers: { 'user-agent': browser(1) },
  });
  expect(sent.status).toBe(201);
  // A LinkedIn reader subscribes and confirms; another never confirms; one whose page sent no source confirms.
  await subscribeAndConfirm('linkedin@example.com', { source: linkedinLaunch });
  expect((await subscribe('pending@example.com', { source: linkedinLaunch })).status).toBe(202);
  await subscribeAndConfirm('unknown@example.com');
  // A newsletter reader subscribes on the Kiswahili site, confirms, and unsubscribes the next day.
  await subscribeAndConfirm('msomaji@example.com', { source: fromNewsletter, locale: 'sw' });
  clock.advance(DAY);
  const list = await t.call('GET', '/subscribers?q=msomaji', { token: t.tokens.editor });
  const id = list.body.data.subscribers[0].id as string;
  await t.app.db.models.Subscriber.updateOne({ id }, { status: 'unsubscribed' }).exec();
  await t.app.analytics.rollUps.run();
});

describe('the newsletter in the Traffic report', () => {
  it('lists the newsletter among the campaigns, and its funnel row credits its enquiry', async () => {
    const r = await report('days=7');
    expect(r.campaigns).toContainEqual({
      source: 'newsletter',
      medium: 'email',
      campaign: 'data-week',
      visitors: 1,
    });
    const newsletter = r.funnel.find((row: { source: string }) => row.source === 'newsletter');
    expect(newsletter.campaign).toBe('data-week');
    expect(countOf(newsletter, 'visit')).toBe(1);
    expect(countOf(newsletter, 'enquiry_sent')).toBe(1);
    const enquiries = await t.call('GET', '/contact/enquiries?source=newsletter', { token: t.tokens.editor });
    expect(enquiries.body.data.enquiries.map((e: { name: string }) => e.name)).toEqual(['Wanjiru']);
  });

  it('counts confirmed subscriptions as the "subscribed" step, credited to the visit that subscribed', async () => {
    const r = await report('days=7');
    expect(r.funnel[0].steps.map((s: { step: string }) => s.step)).toEqual([
      'visit',
      'stack_completed',
      'subscribed',
      'contact_started',
      'enquiry_sent',
      'meeting_booked',
      'qualified',
      'won',
    ]);
    // Confirmed with a lead source: one from LinkedIn, one from the newsletter (unsubscribed since, still
    // a subscription made in the period); not the pending one, nor the one without a source.
    expect(countOf(r.funnel[0], 'subscribed')).toBe(2);
    const linkedin = r.funnel.find((row: { source: string }) => row.source === 'linkedin');
    expect(countOf(linkedin, 'subscribed')).toBe(1);
    expect(
      countOf(
        r.funnel.find((row: { source: string }) => row.source === 'newsletter'),
        'subscribed',
      ),
    ).toBe(1);
    const byLanguage = (locale: string) =>
      r.funnelByLanguage.find((row: { locale: string }) => row.locale === locale);
    expect(countOf(byLanguage('en'), 'subscribed')).toBe(1);
    expect(countOf(byLanguage('sw'), 'subscribed')).toBe(1);
    expect(countOf(byLanguage('fr'), 'subscribed')).toBe(0);
    // A period after the confirmations holds none.
    expect(countOf((await report('from=2026-04-02&to=2026-04-02')).funnel[0], 'subscribed')).toBe(0);
  });

  it('gives the step in the CSV export', async () => {
    const response = await fetch(`${t.baseUrl}/api/analytics/traffic.csv?from=2026-04-01&to=2026-04-02`, {
      headers: { authorization: `Bearer ${t.tokens.editor}` },
    });
    const csv = await response.text();
    expect(csv).toContain('"funnel","2026-04-01..2026-04-02","all",,"subscribed","2"');
    expect(csv).toContain('"funnel","2026-04-01..2026-04-02","linkedin","launch","subscribed","1"');
    expect(csv).toContain('"funnel by language","2026-04-01..2026-04-02","sw",,"subscribed","1"');
  });

  it("keeps the subscription's source with the subscriber (the console and the privacy export show it)", async () => {
    const list = await t.call('GET', '/subscribers?q=linkedin', { token: t.tokens.editor });
    expect(list.body.data.subscribers[0].source).toEqual(linkedinLaunch);
    const exported = await t.call('GET', '/privacy/subjects?email=linkedin%40example.com', {
      token: t.tokens.admin,
    });
    expect(exported.body.data.subscriptions[0].source).toEqual(linkedinLaunch);
    const unknown = await t.call('GET', '/subscribers?q=unknown', { token: t.tokens.editor });
    expect(unknown.body.data.subscribers[0].source).toBeUndefined();
  });

  it('keeps no source for a browser that asks not to be tracked', async () => {
    await subscribeAndConfirm('private@example.com', { source: linkedinLaunch }, { 'sec-gpc': '1' });
    const list = await t.call('GET', '/subscribers?q=private', { token: t.tokens.editor });
    expect(list.body.data.subscribers[0]).toMatchObject({ status: 'confirmed' });
    expect(list.body.data.subscribers[0].source).toBeUndefined();
  });

  it('refuses a source that is not a lead source (400), storing nothing', async () => {
    const refused = await subscribe('odd@example.com', {
      source: { landingPage: 'https://evil.example/', referrer: '', utm: {} },
    });
    expect(refused.status).toBe(400);
    const list = await t.call('GET', '/subscribers?q=odd', { token: t.tokens.editor });
    expect(list.body.data.subscribers).toEqual([]);
  });
});
