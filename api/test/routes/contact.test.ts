import { MINUTE } from '../helpers/clock';
import {
  expectRefusal,
  login,
  manualClock,
  setUpTestApp,
  startDatabase,
  startTestApp,
  statusOf,
  withTestApp,
} from '../helpers/test-app';
import { startSmtp, type TestSmtp, waitFor } from '../helpers/smtp';

jest.setTimeout(30_000);

const THANKS = "Thank you for your message! We'll get back to you within 24 hours.";
const enquiry = {
  name: 'Kofi Mensah',
  email: 'kofi@example.com',
  company: 'Mensah Foods',
  project: 'Sales dashboards for 12 depots',
  challenge: 'Reports take a week',
  success: 'Daily figures',
  contactTime: 'Morning',
};

const t = setUpTestApp({
  env: { CONTACT_TO: 'inbox@mwangaza.test', CONTACT_RATE_LIMIT_MAX: '1000' },
  mail: true,
  sessions: true,
});

async function enquiryById(id: string) {
  return (await t.call('GET', `/contact/enquiries/${id}`, { token: t.tokens.editor })).body.data.enquiry;
}

describe('POST /contact', () => {
  it('stores the enquiry, answers 201 with the thank-you message and e-mails the team and the visitor over SMTP', async () => {
    const before = t.smtp.messages.length;
    const { status, body } = await t.call('POST', '/contact', { body: enquiry });
    expect(status).toBe(201);
    expect(body).toEqual({
      success: true,
      message: THANKS,
      data: { id: expect.stringMatching(/^[0-9a-z]{7}$/) },
    });
    const sent = await waitFor(async () => {
      const stored = await enquiryById(body.data.id);
      return stored.delivery.state === 'sent' && stored;
    });
    expect(sent).toMatchObject({
      name: 'Kofi Mensah',
      stage: 'new',
      assignee: null,
      nextStepAt: null,
      notes: [],
      delivery: { state: 'sent', attempts: 1 },
    });
    expect(sent).toMatchObject({ questionnaire: null, suspectedSpam: false });
    // The team's notification and the visitor's acknowledgement.
    await waitFor(() => t.smtp.messages.length >= before + 2);
    const mails = t.smtp.messages.slice(before);
    expect(mails).toHaveLength(2);
    const mail = mails.find((m) => /To: inbox@mwangaza\.test/.test(m))!;
    expect(mail).toMatch(/Reply-To: kofi@example\.com/);
    expect(mail).toMatch(/Sales dashboards for 12 depots/);
  });

  it('accepts only name, email and project as required', async () => {
    const { status } = await t.call('POST', '/contact', {
      body: { name: 'A', email: 'a@b.co', project: 'P' },
    });
    expect(status).toBe(201);
  });

  it('answers a filled honeypot like a success, keeps it as suspected spam and e-mails no one', async () => {
    await t.app.outbox.settle();
    const before = t.smtp.messages.length;
    const pipeline = (await t.call('GET', '/contact/enquiries?limit=100', { token: t.tokens.editor })).body
      .data.pagination.total;
    const { status, body } = await t.call('POST', '/contact', {
      body: { ...enquiry, website: 'http://spam.example' },
    });
    expect(status).toBe(201);
    expect(body.message).toBe(THANKS);
    const after = (await t.call('GET', '/contact/enquiries?limit=100', { token: t.tokens.editor })).body.data;
    expect(after.pagination.total).toBe(pipeline);
    const held = await enquiryById(body.data.id);
    expect(held).toMatchObject({ suspectedSpam: true, spamReason: 'honeypot' });
    await t.app.outbox.settle();
    expect(t.smtp.messages.length).toBe(before);
  });

  it.each([
    [{ ...enquiry, email: 'nope' }, 'email must be a valid email address'],
    [{ ...enquiry, name: undefined }, 'name is required'],
    [{ ...enquiry, project: '' }, 'project must not be empty'],
    [
      { ...enquiry, contactTime: 'Midnight' },
      'contactTime must be one of: , Morning, Afternoon, Evening, Any time',
    ],
    [{ ...enquiry, budget: 10 }, 'Unknown field: budget'],
    [{ ...enquiry, email: { $gt: '' } }, 'email must be a string'],
  ])('validates the body: %#', async (body, message) => {
    expectRefusal(await t.call('POST', '/contact', { body }), 400, message);
  });
});

describe('enquiries (editor, admin)', () => {
  it('lists newest first with a stage filter and paging; moves an enquiry to another stage and back', async () => {
    const a = (await t.call('POST', '/contact', { body: { ...enquiry, name: 'First' } })).body.data.id;
    const b = (await t.call('POST', '/contact', { body: { ...enquiry, name: 'Second' } })).body.data.id;
    const list = await t.call('GET', '/contact/enquiries?limit=2', { token: t.tokens.editor });
    expect(list.body.message).toBe('Enquiries retrieved successfully');
    expect(list.body.data.enquiries.map((e: { id: string }) => e.id)).toEqual([b, a]);
    expect(list.headers.get('cache-control')).toBe('no-store');

    const contacted = await t.call('PATCH', `/contact/enquiries/${a}`, {
      token: t.tokens.admin,
      body: { stage: 'contacted' },
    });
    expect(contacted.body.message).toBe('Enquiry updated successfully');
    expect(contacted.body.data.enquiry.stage).toBe('contacted');
    expect(Date.parse(contacted.body.data.enquiry.stageChangedAt)).not.toBeNaN();
    const onlyContacted = await t.call('GET', '/contact/enquiries?stage=contacted', {
      token: t.tokens.editor,
    });
    expect(onlyContacted.body.data.enquiries.map((e: { id: string }) => e.id)).toEqual([a]);
    const reopened = await t.call('PATCH', `/contact/enquiries/${a}`, {
      token: t.tokens.editor,
      body: { stage: 'new' },
    });
    expect(reopened.body.data.enquiry.stage).toBe('new');
    expect(await statusOf(t, 'PATCH', `/contact/enquiries/${a}`, t.tokens.editor, { stage: 'done' })).toBe(
      400,
    );
    expect(
      await statusOf(t, 'PATCH', `/contact/enquiries/${a}`, t.tokens.editor, { status: 'handled' }),
    ).toBe(400);
  });

  it('enforces roles and answers 404 "Enquiry not found"', async () => {
    expect(await statusOf(t, 'GET', '/contact/enquiries')).toBe(401);
    expect((await t.call('GET', '/contact/enquiries', { token: t.tokens.user })).body).toEqual({
      success: false,
      message: 'You do not have permission to do this',
    });
    expect(await statusOf(t, 'PATCH', '/contact/enquiries/abc1234', t.tokens.user, { stage: 'won' })).toBe(
      403,
    );
    expect(await statusOf(t, 'POST', '/contact/enquiries/abc1234/notes', t.tokens.user, { text: 'x' })).toBe(
      403,
    );
    expect(await statusOf(t, 'PATCH', '/contact/enquiries/abc1234', t.tokens.editor, { stage: 'won' })).toBe(
      404,
    );
    expect((await t.call('GET', '/contact/enquiries/abc1234', { token: t.tokens.editor })).body).toEqual({
      success: false,
      message: 'Enquiry not found',
    });
    expect(await statusOf(t, 'GET', '/contact/enquiries/%7B%22%24gt%22%3A%22%22%7D', t.tokens.editor)).toBe(
      404,
    );
  });
});

describe('POST /contact/test (admin only)', () => {
  it('sends a test e-mail', async () => {
    await t.app.outbox.settle(); // enquiries from earlier tests are still being delivered in the background
    const before = t.smtp.messages.length;
    const { status, body } = await t.call('POST', '/contact/test', { token: t.tokens.admin });
    expect(status).toBe(200);
    expect(body).toEqual({ success: true, message: 'Test email sent to inbox@mwangaza.test' });
    expect(t.smtp.messages.length).toBe(before + 1);
  });

  it('is refused to editors and anonymous callers', async () => {
    expect(await statusOf(t, 'POST', '/contact/test', t.tokens.editor)).toBe(403);
    expect(await statusOf(t, 'POST', '/contact/test')).toBe(401);
  });
});

describe('delivery when the SMTP server is down', () => {
  it('keeps the enquiry pending with the error, retries it later and delivers it when the server is back', async () => {
    const downSmtp = await startSmtp();
    const port = downSmtp.port;
    await downSmtp.stop();
    const retryDb = await startDatabase();
    const clock = manualClock();
    const app = await startTestApp(retryDb, { SMTP_URL: `smtp://127.0.0.1:${port}` }, { clock: clock.now });
    let revived: TestSmtp | undefined;
    try {
      const admin = (await login(app)).accessToken;
      const failedTest = await app.call('POST', '/contact/test', { token: admin });
      expect(failedTest.status).toBe(502);
      expect(failedTest.body.message).toMatch(/^Test email failed: .*ECONNREFUSED/);

      const { body } = await app.call('POST', '/contact', { body: enquiry });
      await app.app.outbox.settle();
      const get = async () =>
        (await app.call('GET', `/contact/enquiries/${body.data.id}`, { token: admin })).body.data.enquiry;
      const pending = await get();
      expect(pending).toMatchObject({
        name: enquiry.name,
        project: enquiry.project,
        delivery: { state: 'pending', attempts: 1 },
      });
      expect(pending.delivery.lastError).toMatch(/ECONNREFUSED/);
      expect(Date.parse(pending.delivery.nextAttemptAt)).toBe(clock.now() + MINUTE);
      // The enquiry's time is the app's clock too (retention and reports read it).
      expect(pending.createdAt).toBe(new Date(clock.now()).toISOString());

      revived = await startSmtp(port);
      clock.advance(MINUTE);
      await app.app.outbox.deliverDue();
      const delivered = await get();
      expect(delivered.delivery).toEqual({
        state: 'sent',
        attempts: 2,
        sentAt: new Date(clock.now()).toISOString(),
      });
      // One notification to the team (the visitor's acknowledgement is its own message).
      expect(
        revived.messages.filter(
          (m) => m.includes(enquiry.project) && m.includes('Reply-To: kofi@example.com'),
        ),
      ).toHaveLength(1);
    } finally {
      await app.close();
      await revived?.stop();
      await retryDb.stop();
    }
  });
});

describe('POST /contact/enquiries/:id/resend', () => {
  it("sends the enquiry's notification again and shows it in the enquiry's delivery", async () => {
    const { body } = await t.call('POST', '/contact', { body: { ...enquiry, name: 'Resend Me' } });
    await t.app.outbox.settle();
    const before = t.smtp.messages.length;
    const resent = await t.call('POST', `/contact/enquiries/${body.data.id}/resend`, {
      token: t.tokens.editor,
    });
    expect(resent.status).toBe(200);
    expect(resent.body.message).toBe('Notification queued for sending');
    // The first was sent (its body is not kept): a new notification, from the enquiry, is queued.
    expect(resent.body.data.enquiry.id).toBe(body.data.id);
    expect(resent.body.data.enquiry.delivery.state).toMatch(/^(pending|sent)$/);
    await t.app.outbox.settle();
    expect(t.smtp.messages.length).toBe(before + 1);
    expect(t.smtp.messages.at(-1)).toMatch(/New enquiry from Resend Me/);
    expect((await enquiryById(body.data.id)).delivery).toMatchObject({ state: 'sent', attempts: 1 });
  });

  it('is refused to plain users and anonymous callers, and answers 404 for an unknown enquiry', async () => {
    const { body } = await t.call('POST', '/contact', { body: enquiry });
    expect(await statusOf(t, 'POST', `/contact/enquiries/${body.data.id}/resend`, t.tokens.user)).toBe(403);
    expect(await statusOf(t, 'POST', `/contact/enquiries/${body.data.id}/resend`)).toBe(401);
    expect(
      (await t.call('POST', '/contact/enquiries/zzz9999/resend', { token: t.tokens.admin })).body,
    ).toEqual({
      success: false,
      message: 'Enquiry not found',
    });
  });
});

describe('demo mode without SMTP_URL', () => {
  it('logs the message instead and marks the delivery sent with a note', async () => {
    await withTestApp({}, async (app) => {
      const admin = (
        await app.call('POST', '/auth/login', {
          body: { email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' },
        })
      ).body.data.accessToken;
      const { body } = await app.call('POST', '/contact', { body: enquiry });
      const stored = await waitFor(async () => {
        const e = (await app.call('GET', `/contact/enquiries/${body.data.id}`, { token: admin })).body.data
          .enquiry;
        return e.delivery.state === 'sent' && e;
      });
      expect(stored.delivery.note).toMatch(/Demo mode/);
      const test = await app.call('POST', '/contact/test', { token: admin });
      expect(test.body.message).toMatch(/^Test email written to the server log/);
    });
  });
});

describe('rate limit', () => {
  it('limits enquiries per client with 429', async () => {
    await withTestApp({ env: { CONTACT_RATE_LIMIT_MAX: '2' } }, async (app) => {
      expect((await app.call('POST', '/contact', { body: enquiry })).status).toBe(201);
      expect((await app.call('POST', '/contact', { body: enquiry })).status).toBe(201);
      const third = await app.call('POST', '/contact', { body: enquiry });
      expect(third.status).toBe(429);
      expect(third.body).toEqual({
        success: false,
        message: 'Too many messages sent. Please try again in 10 minutes.',
      });
    });
  });
});
