import { HOUR } from '../helpers/clock';
import { message, setUpOutboxTest } from '../helpers/outbox';
import { listenLoopbackSmtp, startSmtp } from '../helpers/smtp';
import { manualClock, startTestApp, type TestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

/**
 * A backlog (SMTP was down, or a process stopped mid-send) goes out as fast as the SMTP server takes it:
 * several messages at once, batch after batch without waiting for the loop's interval, and a graceful
 * shutdown hands back what it was sending so the next start sends it at once. The clock is the app's own
 * (manualClock): nothing here waits for time to pass.
 */

const { db, onCleanup, app, smtpOn } = setUpOutboxTest();

/**
 * An SMTP server that holds each message until `release` says so: `received` counts the messages it holds
 * and has taken, `heldAtOnce` the most it held at the same time.
 */
async function holdingSmtp(release: (held: number) => boolean) {
  const held: (() => void)[] = [];
  const state = { received: 0, heldAtOnce: 0 };
  const { port, stop } = await listenLoopbackSmtp((stream, _session, callback) => {
    stream.resume();
    stream.on('end', () => {
      state.received++;
      held.push(() => callback());
      state.heldAtOnce = Math.max(state.heldAtOnce, held.length);
      if (release(held.length)) for (const answer of held.splice(0)) answer();
    });
  });
  onCleanup(() => {
    for (const answer of held.splice(0)) answer();
    return stop();
  });
  return { port, state };
}

/** A backlog of `count` due messages, queued while SMTP was down, the clock then moved past their retry. */
async function backlog(count: number, clock: ReturnType<typeof manualClock>): Promise<string[]> {
  const down = await startSmtp();
  await down.stop();
  const queuer = await startTestApp(db, { SMTP_URL: `smtp://127.0.0.1:${down.port}` }, { clock: clock.now });
  const ids = await Promise.all(
    Array.from({ length: count }, (_, n) => queuer.app.outbox.enqueue(message(n))),
  );
  await queuer.close();
  clock.advance(HOUR);
  return ids;
}

async function states(t: TestApp, ids: string[]) {
  return Promise.all(ids.map(async (id) => (await t.app.outbox.get(id))?.state));
}

it('drains a backlog larger than a batch as soon as the app starts, batch after batch', async () => {
  const clock = manualClock();
  const ids = await backlog(35, clock);
  const smtp = await smtpOn();
  const t = await app(smtp.port, clock, { MAIL_BATCH_SIZE: '10' });
  await t.app.outbox.settle();
  expect(smtp.messages).toHaveLength(35);
  expect(new Set(await states(t, ids))).toEqual(new Set(['sent']));
});

it('sends MAIL_CONCURRENCY messages at the same time', async () => {
  const clock = manualClock();
  const ids = await backlog(8, clock);
  // Answers only once four messages wait at once: a sender that sends one at a time never gets an answer.
  const smtp = await holdingSmtp((held) => held === 4);
  const t = await app(smtp.port, clock, { MAIL_CONCURRENCY: '4' });
  await t.app.outbox.settle();
  await t.app.outbox.deliverDue();
  expect(smtp.state.heldAtOnce).toBe(4);
  expect(new Set(await states(t, ids))).toEqual(new Set(['sent']));
});

it('hands back what it was sending when the app closes, and the next start sends it at once', async () => {
  const clock = manualClock();
  // A server that takes the message and never answers: the send is still in progress at shutdown.
  const stalled = await holdingSmtp(() => false);
  const first = await app(stalled.port, clock);
  const id = await first.app.outbox.enqueue(message(1));
  while (stalled.state.received === 0) await new Promise((resolve) => setImmediate(resolve));
  await first.close();

  // The same moment on the clock: the message is not left waiting for its lease to run out.
  const smtp = await smtpOn();
  const next = await app(smtp.port, clock);
  await next.app.outbox.settle();
  expect(smtp.messages).toHaveLength(1);
  expect(await next.app.outbox.get(id)).toMatchObject({ state: 'sent', attempts: 2 });
});

it('claims due messages in groups, and hands back at shutdown the ones it had not tried yet', async () => {
  const clock = manualClock();
  const ids = await backlog(20, clock);
  // Two senders claim eight messages at a time; the server takes two and never answers.
  const stalled = await holdingSmtp(() => false);
  const first = await app(stalled.port, clock, { MAIL_CONCURRENCY: '2' });
  while (stalled.state.received < 2) await new Promise((resolve) => setImmediate(resolve));
  await first.close();

  // The same moment on the clock: neither the two in progress nor the six claimed behind them wait for a lease.
  const smtp = await smtpOn();
  const next = await app(smtp.port, clock);
  await next.app.outbox.settle();
  expect(smtp.messages).toHaveLength(20);
  const docs = await Promise.all(ids.map((id) => next.app.outbox.get(id)));
  expect(new Set(docs.map((doc) => doc?.state))).toEqual(new Set(['sent']));
  // One failed attempt while SMTP was down, and this one; the two cut short by the shutdown, one more.
  const attempts = docs.map((doc) => doc?.attempts).sort();
  expect(attempts).toEqual([...Array(18).fill(2), 3, 3]);
});
