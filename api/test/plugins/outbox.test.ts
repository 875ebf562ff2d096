import { DAY, HOUR, MINUTE } from '../helpers/clock';
import { about, message, setUpOutboxTest } from '../helpers/outbox';
import { readMail, startSmtp } from '../helpers/smtp';
import { manualClock } from '../helpers/test-app';

jest.setTimeout(60_000);

/** A port where nothing listens (an SMTP server started and stopped), to bring back later. */
async function downPort(): Promise<number> {
  const smtp = await startSmtp();
  await smtp.stop();
  return smtp.port;
}

const { app, smtpOn } = setUpOutboxTest({ CONTACT_TO: 'inbox@mwangaza.test' });

describe('the outbox', () => {
  it('sends a queued message at once, to its recipient, with reply-to and HTML', async () => {
    const smtp = await smtpOn();
    const t = await app(smtp.port, manualClock());
    const id = await t.app.outbox.enqueue({
      ...message(),
      to: 'someone@example.com',
      replyTo: 'visitor@example.com',
      html: '<p>Body 1</p>',
    });
    await t.app.outbox.settle();
    expect(await t.app.outbox.get(id)).toMatchObject({
      state: 'sent',
      attempts: 1,
      kind: 'test-message',
      about,
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/^To: someone@example\.com/m);
    expect(smtp.messages[0]).toMatch(/^Reply-To: visitor@example\.com/m);
    expect(smtp.messages[0]).toMatch(/<p>Body 1<\/p>/);
  });

  it('sends to the consultancy inbox when no recipient is given', async () => {
    const smtp = await smtpOn();
    const t = await app(smtp.port, manualClock());
    await t.app.outbox.enqueue(message());
    await t.app.outbox.settle();
    expect(smtp.messages[0]).toMatch(/^To: inbox@mwangaza\.test/m);
  });

  it('retries with growing delays while SMTP is down, then delivers when it is back', async () => {
    const port = await downPort();
    const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
    const t = await app(port, clock, { MAIL_RETRY_BASE_DELAY_MS: '60000', MAIL_RETRY_MAX_DELAY: '1h' });
    const id = await t.app.outbox.enqueue(message());
    await t.app.outbox.settle();

    const waits: number[] = [];
    for (let attempt = 1; attempt <= 8; attempt++) {
      const pending = (await t.app.outbox.get(id))!;
      expect(pending).toMatchObject({
        state: 'pending',
        attempts: attempt,
        lastError: expect.stringMatching(/ECONNREFUSED/),
      });
      const wait = pending.nextAttemptAt!.getTime() - clock.now();
      waits.push(wait);
      // Not before it is due.
      clock.advance(wait - 1000);
      expect(await t.app.outbox.deliverDue()).toBe(0);
      clock.advance(1000);
      expect(await t.app.outbox.deliverDue()).toBe(1);
    }
    expect(waits).toEqual([1, 2, 4, 8, 16, 32, 60, 60].map((minutes) => minutes * MINUTE));

    const smtp = await smtpOn(port);
    clock.advance(HOUR);
    expect(await t.app.outbox.deliverDue()).toBe(1);
    expect(await t.app.outbox.get(id)).toMatchObject({
      state: 'sent',
      attempts: 10,
      sentAt: new Date(clock.now()),
    });
    expect(smtp.messages).toHaveLength(1);
    expect(smtp.messages[0]).toMatch(/Body 1/);
  });

  it('keeps retrying for more than a day by default, marks it failed after two, and an admin resend delivers it', async () => {
    const port = await downPort();
    const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
    const t = await app(port, clock);
    const id = await t.app.outbox.enqueue(message());
    await t.app.outbox.settle();

    const start = clock.now();
    while (clock.now() - start < DAY + HOUR) {
      clock.advance(HOUR);
      await t.app.outbox.deliverDue();
    }
    const afterADay = (await t.app.outbox.get(id))!;
    expect(afterADay.state).toBe('pending');
    expect(afterADay.attempts).toBeGreaterThan(24);

    while (clock.now() - start < 2 * DAY + HOUR) {
      clock.advance(HOUR);
      await t.app.outbox.deliverDue();
    }
    const failed = (await t.app.outbox.get(id))!;
    expect(failed).toMatchObject({ state: 'failed', lastError: expect.stringMatching(/ECONNREFUSED/) });
    expect(failed.nextAttemptAt).toBeUndefined();
    clock.advance(DAY);
    expect(await t.app.outbox.deliverDue()).toBe(0);

    const smtp = await smtpOn(port);
    const resent = await t.app.outbox.resend(id);
    expect(resent).toMatchObject({ state: 'pending' });
    await t.app.outbox.settle();
    expect(await t.app.outbox.get(id)).toMatchObject({ state: 'sent', attempts: failed.attempts + 1 });
    expect(smtp.messages).toHaveLength(1);
  });

  it('keeps no body once a message is sent, so a sent one is not resent (the caller queues a new one)', async () => {
    const smtp = await smtpOn();
    const t = await app(smtp.port, manualClock());
    const id = await t.app.outbox.enqueue(message());
    await t.app.outbox.settle();
    const sent = (await t.app.outbox.get(id))!;
    expect(sent).toMatchObject({ state: 'sent', attempts: 1 });
    expect(sent.body).toBeUndefined();
    expect(await t.app.outbox.resend(id)).toMatchObject({ state: 'sent', attempts: 1 });
    await t.app.outbox.settle();
    expect(smtp.messages).toHaveLength(1);
    expect(await t.app.outbox.resend('nosuchmessage')).toBeNull();
  });

  it('seals bodies kept in clear by earlier versions at start, and drops those of sent messages', async () => {
    const smtp = await smtpOn();
    const clock = manualClock();
    const collection = () => t.app.db.models.OutboxMessage.collection;
    const t = await app(smtp.port, clock);
    const stored = (id: string, state: string) => ({
      id,
      kind: 'password-reset',
      to: 'someone@example.com',
      subject: 'Reset your password',
      text: `Choose a new password: https://console.example/reset-password?token=live-${id}`,
      links: [`https://console.example/reset-password?token=live-${id}`],
      about,
      state,
      attempts: state === 'sent' ? 1 : 0,
      retryUntil: new Date(clock.now() + DAY),
      ...(state === 'sent'
        ? { sentAt: new Date(clock.now()) }
        : { nextAttemptAt: new Date(clock.now() + DAY) }),
      createdAt: new Date(clock.now()),
      updatedAt: new Date(clock.now()),
    });
    await collection().insertMany([stored('oldsent001', 'sent'), stored('oldwait001', 'pending')]);
    // What the next start does (this app's own start may be doing it at the same moment: either does it once).
    await t.app.outbox.sealStoredBodies();
    const raw = JSON.stringify(await collection().find({}).toArray());
    expect(raw).not.toContain('token=live-');
    expect(await t.app.outbox.get('oldsent001')).not.toHaveProperty('text');
    const waiting = (await t.app.outbox.get('oldwait001'))!;
    expect(waiting.body).toMatch(/^sealed:v1:/);
    expect(t.app.outbox.bodyOf(waiting)?.text).toContain('token=live-oldwait001');
    // It still goes out, saying what it said.
    clock.advance(DAY);
    await t.app.outbox.deliverDue();
    expect((await readMail(smtp.messages.at(-1)!)).text).toContain('token=live-oldwait001');
  });

  it('leaves a claimed message to its sender until the lease runs out, then another instance delivers it', async () => {
    const smtp = await smtpOn();
    const clock = manualClock();
    const t = await app(smtp.port, clock);
    // A sender that claimed the message and then died (the process was killed mid-send).
    const { OutboxMessage } = t.app.db.models;
    const lease = new Date(clock.now() + 5 * MINUTE);
    await OutboxMessage.create({
      id: 'crashed0001',
      kind: 'test-message',
      to: 'inbox@mwangaza.test',
      subject: 'Hello',
      text: 'Body',
      about,
      state: 'pending',
      attempts: 1,
      nextAttemptAt: lease,
      claim: 'dead-sender',
      retryUntil: new Date(clock.now() + DAY),
    });
    expect(await t.app.outbox.deliverDue()).toBe(0);
    // A resend while it is in flight does not start a second, parallel send.
    expect(await t.app.outbox.resend('crashed0001')).toMatchObject({ claim: 'dead-sender' });
    await t.app.outbox.settle();
    expect(smtp.messages).toHaveLength(0);

    clock.advance(5 * MINUTE);
    expect(await t.app.outbox.deliverDue()).toBe(1);
    expect(smtp.messages).toHaveLength(1);
    expect(await t.app.outbox.get('crashed0001')).toMatchObject({ state: 'sent', attempts: 2 });
  });

  it('sends each message once when two API instances deliver from one database at the same time', async () => {
    const port = await downPort();
    const clock = manualClock();
    const a = await app(port, clock);
    const b = await app(port, clock);
    const ids = await Promise.all(
      Array.from({ length: 12 }, (_, n) => (n % 2 ? a : b).app.outbox.enqueue(message(n))),
    );
    await Promise.all([a.app.outbox.settle(), b.app.outbox.settle()]);

    const smtp = await smtpOn(port);
    clock.advance(HOUR);
    const [fromA, fromB] = await Promise.all([a.app.outbox.deliverDue(), b.app.outbox.deliverDue()]);
    expect(fromA + fromB).toBe(12);
    expect(smtp.messages).toHaveLength(12);
    const subjects = smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]);
    expect(new Set(subjects).size).toBe(12);
    for (const id of ids) expect(await a.app.outbox.get(id)).toMatchObject({ state: 'sent', attempts: 2 });
  });
});
