import { startSmtp } from '../helpers/smtp';
import { login, startDatabase, startTestApp, manualClock } from '../helpers/test-app';

jest.setTimeout(60_000);

const legacy = (id: string, name: string, delivery: Record<string, unknown>) => ({
  id,
  name,
  email: `${id}@example.com`,
  company: '',
  project: `Project of ${name}`,
  challenge: '',
  success: '',
  contactTime: '',
  status: 'new',
  delivery,
  createdAt: new Date('2026-01-05T08:00:00Z'),
  updatedAt: new Date('2026-01-05T08:00:00Z'),
});

it('moves the delivery state embedded in older enquiries into the outbox, once, and retries the ones given up', async () => {
  const db = await startDatabase();
  const smtp = await startSmtp();
  const clock = manualClock(Date.parse('2026-03-02T09:00:00Z'));
  const env = { SMTP_URL: `smtp://127.0.0.1:${smtp.port}` };
  let t = await startTestApp(db, env, { clock: clock.now });
  try {
    const enquiries = () => t.app.db.connection.collection('enquiries');
    const sentAt = new Date('2026-01-05T08:00:02Z');
    await enquiries().insertMany([
      legacy('sent001', 'Sent Before', { state: 'sent', attempts: 1, sentAt }),
      legacy('pend001', 'Still Pending', {
        state: 'pending',
        attempts: 2,
        lastError: 'ECONNREFUSED',
        nextAttemptAt: new Date('2026-03-02T08:00:00Z'),
      }),
      legacy('fail001', 'Given Up', { state: 'failed', attempts: 10, lastError: 'ECONNREFUSED' }),
    ]);
    // A database of that time has no record of its migrations either.
    await t.app.db.connection.collection('migrations').deleteMany({ kind: 'migration' });
    await t.close();

    // The next start migrates (and its delivery loop starts sending); a second start finds nothing to move.
    t = await startTestApp(db, env, { clock: clock.now });
    await t.close();
    t = await startTestApp(db, env, { clock: clock.now });
    await t.app.outbox.settle();
    expect(await t.app.db.models.OutboxMessage.countDocuments({ kind: 'enquiry-notification' })).toBe(3);
    expect(await enquiries().countDocuments({ delivery: { $exists: true } })).toBe(0);

    const admin = (await login(t)).accessToken;
    const get = async (id: string) =>
      (await t.call('GET', `/contact/enquiries/${id}`, { token: admin })).body.data.enquiry;
    expect((await get('sent001')).delivery).toEqual({
      state: 'sent',
      attempts: 1,
      sentAt: sentAt.toISOString(),
    });
    // The pending one and the one given up are sent by the delivery loop as soon as the API is up (a
    // shutdown in the middle of a send hands it to the next start, so their attempts may count one more).
    expect((await get('pend001')).delivery).toMatchObject({ state: 'sent', attempts: expect.any(Number) });
    expect((await get('pend001')).delivery.attempts).toBeGreaterThanOrEqual(3);
    expect((await get('fail001')).delivery).toMatchObject({ state: 'sent' });
    expect((await get('fail001')).delivery.attempts).toBeGreaterThanOrEqual(11);
    expect(new Set(smtp.messages.map((m) => /^Subject: (.*)$/m.exec(m)?.[1]))).toEqual(
      new Set(['New enquiry from Given Up', 'New enquiry from Still Pending']),
    );
    const list = (await t.call('GET', '/contact/enquiries', { token: admin })).body.data.enquiries;
    expect(list.map((e: { delivery: { state: string } }) => e.delivery.state)).toEqual([
      'sent',
      'sent',
      'sent',
    ]);
  } finally {
    await t.close();
    await smtp.stop();
    await db.stop();
  }
});
