import { NEWSLETTER_CONSENT } from '@mwangaza/shared/schemas';
import { listenLoopbackSmtp, readMail, waitFor } from '../helpers/smtp';
import { manualClock, setUpTestApp, type SharedTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

/** A real SMTP server that keeps every message and refuses one mailbox for good (550). */
const REFUSED = 'gone@example.com';
const received: { to: string[]; raw: string }[] = [];
let stopSmtp: () => Promise<void>;
const env: Record<string, string> = {
  SUBSCRIBE_RATE_LIMIT_MAX: '1000',
  CONSOLE_URL: 'http://site.test/admin',
};
beforeAll(async () => {
  const smtp = await listenLoopbackSmtp((stream, session, callback) => {
    let raw = '';
    stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
    stream.on('end', () => {
      const to = session.envelope.rcptTo.map((r) => r.address);
      if (to.includes(REFUSED)) {
        callback(Object.assign(new Error('5.1.1 No such mailbox'), { responseCode: 550 }));
        return;
      }
      received.push({ to, raw });
      callback();
    });
  });
  env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
  stopSmtp = smtp.stop;
});
const clock = manualClock();
const t: SharedTestApp = setUpTestApp({ env, clock: clock.now, sessions: true, timeout: 60_000 });
afterAll(() => stopSmtp());

const mailsTo = (address: string) => received.filter((mail) => mail.to.includes(address));
const subscribe = (email: string, extra: Record<string, unknown> = {}) =>
  t.call('POST', '/subscribers', {
    body: {
      email,
      consentVersion: NEWSLETTER_CONSENT.version,
      page: '/insights/some-article',
      form: 'insight',
      ...extra,
    },
  });
/** The confirmation link a person would click, and the token the confirm page posts. */
async function confirmationToken(address: string): Promise<string> {
  const mail = await readMail((await waitFor(() => mailsTo(address)[0])).raw);
  const link = mail.links.find((href) =>
    /^http:\/\/site\.test(\/sw|\/fr)?\/newsletter\/confirm\?token=/.test(href),
  );
  expect(link).toBeDefined();
  return new URL(link!).searchParams.get('token')!;
}
async function subscribeAndConfirm(address: string, extra: Record<string, unknown> = {}) {
  expect((await subscribe(address, extra)).status).toBe(202);
  const confirmed = await t.call('POST', '/subscribers/confirm', {
    body: { token: await confirmationToken(address) },
  });
  expect(confirmed.status).toBe(200);
}
async function publishInsight(title: string, relatedServices?: string[]) {
  const created = await t.call('POST', '/insights', {
    token: t.tokens.editor,
    body: {
      title,
      summary: `What ${title} means for data teams.`,
      body: 'The article.',
      image: '/images/desk.avif',
      status: 'published',
      ...(relatedServices ? { relatedServices } : {}),
    },
  });
  expect(created.status).toBe(201);
  return created.body.data.insight as { id: string; slug: string };
}
const send = (insight: string) =>
  t.call('POST', '/newsletter/sends', { token: t.tokens.editor, body: { insight } });
const subscriberOf = async (email: string) => {
  const list = await t.call('GET', `/subscribers?q=${encodeURIComponent(email)}`, {
    token: t.tokens.editor,
  });
  return list.body.data.subscribers[0] as { status: string; consents: unknown[] } | undefined;
};

describe('the Insights newsletter', () => {
  it('sends one confirmation an hour per address and answers the same for everyone', async () => {
    const answers = await Promise.all(Array.from({ length: 20 }, () => subscribe('reader@example.com')));
    expect(new Set(answers.map((a) => JSON.stringify([a.status, a.body])))).toEqual(
      new Set([JSON.stringify([202, answers[0]!.body])]),
    );
    const token = await confirmationToken('reader@example.com');
    await t.app.outbox.settle();
    expect(mailsTo('reader@example.com')).toHaveLength(1);
    const mail = mailsTo('reader@example.com')[0]!.raw;
    // A transactional e-mail carries no unsubscribe headers.
    expect(mail).not.toMatch(/^List-Unsubscribe/im);
    expect((await t.call('POST', '/subscribers/confirm', { body: { token } })).status).toBe(200);
    // Single use.
    const again = await t.call('POST', '/subscribers/confirm', { body: { token } });
    expect(again.status).toBe(400);
    // Confirmed: the same answer as for a new address, and no e-mail.
    const confirmedAnswer = await subscribe('reader@example.com');
    const newAnswer = await subscribe('someone-new@example.com');
    expect([confirmedAnswer.status, confirmedAnswer.body]).toEqual([newAnswer.status, newAnswer.body]);
    await t.app.outbox.settle();
    expect(mailsTo('reader@example.com')).toHaveLength(1);
    // The consent is kept as evidence.
    expect((await subscriberOf('reader@example.com'))?.consents[0]).toMatchObject({
      textVersion: NEWSLETTER_CONSENT.version,
      page: '/insights/some-article',
      locale: 'en',
      form: 'insight',
    });
  });

  it("writes to a subscriber in the page's language, with links to pages in that language", async () => {
    await subscribe('lecteur@example.com', { locale: 'fr', page: '/fr/insights/un-article' });
    const mail = await readMail((await waitFor(() => mailsTo('lecteur@example.com')[0])).raw);
    expect(mail.subject).toBe('Confirmez votre abonnement aux Insights de Mwangaza Analytics');
    expect(mail.links).toContainEqual(
      expect.stringMatching(/^http:\/\/site\.test\/fr\/newsletter\/confirm\?token=/),
    );
    // The consent kept is the text the French form showed.
    expect((await subscriberOf('lecteur@example.com'))?.consents[0]).toMatchObject({
      text: NEWSLETTER_CONSENT.text.fr,
      locale: 'fr',
      page: '/fr/insights/un-article',
    });
  });

  it('refuses an expired link, and sends a new one after the hour', async () => {
    await subscribe('late@example.com');
    const token = await confirmationToken('late@example.com');
    clock.advance(t.config.newsletterConfirmTtlMs + 1000);
    expect((await t.call('POST', '/subscribers/confirm', { body: { token } })).status).toBe(400);
    await subscribe('late@example.com');
    await waitFor(() => mailsTo('late@example.com').length === 2);
  });

  it('deletes an address that never confirmed 30 days after its link expired, and nobody else', async () => {
    await subscribe('never-confirmed@example.com');
    await subscribe('recent@example.com');
    await subscribeAndConfirm('confirmed-long-ago@example.com');
    const Subscriber = t.app.db.models.Subscriber;
    const monthsAgo = new Date(Date.now() - 31 * 86_400_000);
    await Subscriber.updateOne({ email: 'never-confirmed@example.com' }, { confirmExpiresAt: monthsAgo });
    await Subscriber.updateOne({ email: 'confirmed-long-ago@example.com' }, { confirmedAt: monthsAgo });
    const index = (await Subscriber.collection.indexes()).find((i) => i.key.confirmExpiresAt === 1);
    expect(index).toMatchObject({
      expireAfterSeconds: 30 * 86_400,
      partialFilterExpression: { status: 'pending' },
    });
    // MongoDB's own TTL monitor runs every 60 s; the embedded database's pass is run now.
    if (t.db.runTtlPass) {
      await t.db.runTtlPass();
      expect(await subscriberOf('never-confirmed@example.com')).toBeUndefined();
      expect(await subscriberOf('recent@example.com')).toMatchObject({ status: 'pending' });
      expect(await subscriberOf('confirmed-long-ago@example.com')).toMatchObject({ status: 'confirmed' });
    }
  });

  it('sends an insight once, to confirmed subscribers, with one-click unsubscribe', async () => {
    await subscribeAndConfirm('second@example.com');
    await subscribeAndConfirm('topical@example.com', { topics: ['data-lakes'] });
    await subscribeAndConfirm('fine@example.com');
    // Pending only: never sent a newsletter.
    await subscribe('pending@example.com');
    // The refused mailbox: its confirmation is refused, so it is bounced before any newsletter.
    await subscribe(REFUSED);
    await waitFor(async () => (await subscriberOf(REFUSED))?.status === 'bounced');

    const insight = await publishInsight('Pipelines in Nairobi', ['data-pipelines']);
    expect((await send(insight.id)).status).toBe(202);
    await waitFor(async () => {
      const progress = await t.call('GET', `/newsletter/sends/${insight.id}`, { token: t.tokens.editor });
      return (
        progress.body.data.send.state === 'queued' &&
        progress.body.data.send.pending === 0 &&
        progress.body.data.send
      );
    });
    const newsletter = (address: string) =>
      mailsTo(address).filter((m) => m.raw.includes('Pipelines in Nairobi'));
    expect(newsletter('reader@example.com')).toHaveLength(1);
    expect(newsletter('pending@example.com')).toHaveLength(0);
    // Topic subscribers get only the insights naming their services.
    expect(newsletter('topical@example.com')).toHaveLength(0);
    const raw = newsletter('reader@example.com')[0]!.raw;
    expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(raw).toMatch(/^Message-ID: <newsletter\./im);
    const mail = await readMail(raw);
    expect(mail.links.map((href) => href.replace(/&amp;/g, '&'))).toContain(
      `http://site.test/insights/${insight.slug}?utm_source=newsletter&utm_medium=email&utm_campaign=${insight.slug}`,
    );
    const header = /^List-Unsubscribe: <([^>]+)>, <mailto:[^>]+>/m.exec(raw.replace(/\r?\n\s+/g, ' '));
    expect(header).not.toBeNull();

    // Sent at most once.
    expect((await send(insight.id)).status).toBe(409);

    // The header's URL, POSTed as a mail client does: no cookie, no session.
    const oneClick = new URL(header![1]!);
    const response = await fetch(`${t.baseUrl}${oneClick.pathname}${oneClick.search}`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: 'List-Unsubscribe=One-Click',
    });
    expect(response.status).toBe(200);
    expect((await subscriberOf('reader@example.com'))?.status).toBe('unsubscribed');

    const next = await publishInsight('Data lakes for retail');
    expect((await send(next.id)).status).toBe(202);
    await waitFor(async () => {
      const progress = await t.call('GET', `/newsletter/sends/${next.id}`, { token: t.tokens.editor });
      return progress.body.data.send.state === 'queued' && progress.body.data.send.pending === 0;
    });
    const second = (address: string) =>
      mailsTo(address).filter((m) => m.raw.includes('Data lakes for retail'));
    expect(second('reader@example.com')).toHaveLength(0);
    expect(second('second@example.com')).toHaveLength(1);
    expect(second('topical@example.com')).toHaveLength(1);
    expect(second(REFUSED)).toHaveLength(0);

    // Re-subscribing needs a new confirmation.
    await subscribe('reader@example.com');
    expect((await subscriberOf('reader@example.com'))?.status).toBe('pending');
  });

  it('exports and erases a subscription with its consent evidence', async () => {
    const admin = t.tokens.admin;
    const exported = await t.call('GET', '/privacy/subjects?email=SECOND@example.com', { token: admin });
    expect(exported.body.data.subscriptions).toEqual([
      expect.objectContaining({
        email: 'second@example.com',
        status: 'confirmed',
        consents: [expect.objectContaining({ textVersion: NEWSLETTER_CONSENT.version })],
      }),
    ]);
    const erased = await t.call('DELETE', '/privacy/subjects?email=second@example.com', { token: admin });
    expect(erased.body.data.subscriptionsErased).toBe(1);
    const after = await t.call('GET', '/privacy/subjects?email=second@example.com', { token: admin });
    expect(after.body.data.subscriptions).toEqual([]);
  });

  it('lists subscribers for staff only, filters by status and exports formula-safe CSV', async () => {
    expect((await t.call('GET', '/subscribers')).status).toBe(401);
    const bounced = await t.call('GET', '/subscribers?status=bounced', { token: t.tokens.editor });
    expect(bounced.body.data.subscribers.map((s: { email: string }) => s.email)).toEqual([REFUSED]);
    await subscribe('=cmd@example.com');
    const csv = await fetch(`${t.baseUrl}/api/subscribers/export.csv`, {
      headers: { authorization: `Bearer ${t.tokens.editor}` },
    });
    expect(await csv.text()).toContain(`"'=cmd@example.com"`);
  });
  it('searches subscribers by address, refuses plain users, and deletes one with an audit entry', async () => {
    expect((await t.call('GET', '/subscribers', { token: t.tokens.user })).status).toBe(403);
    expect((await t.call('GET', '/subscribers?status=gone', { token: t.tokens.editor })).status).toBe(400);
    const found = await t.call('GET', '/subscribers?q=TOPICAL', { token: t.tokens.editor });
    expect(found.status).toBe(200);
    const rows = found.body.data.subscribers as { id: string; email: string }[];
    expect(rows.map((s) => s.email)).toEqual(['topical@example.com']);
    const id = rows[0]!.id;
    expect((await t.call('DELETE', `/subscribers/${id}`, { token: t.tokens.user })).status).toBe(403);
    expect((await t.call('DELETE', `/subscribers/${id}`, { token: t.tokens.editor })).status).toBe(200);
    expect((await t.call('DELETE', `/subscribers/${id}`, { token: t.tokens.editor })).status).toBe(404);
    const after = await t.call('GET', '/subscribers?q=topical', { token: t.tokens.editor });
    expect(after.body.data.subscribers).toEqual([]);
    const audit = await t.call('GET', '/audit?action=newsletter.subscriber_deleted', {
      token: t.tokens.admin,
    });
    const entries = audit.body.data.entries as { entityId: string; summary: string }[];
    expect(entries.map((e) => e.entityId)).toContain(id);
    expect(JSON.stringify(entries)).not.toContain('topical@example.com');
  });
});
