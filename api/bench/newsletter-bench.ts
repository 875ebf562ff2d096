/**
 * `npm run bench:newsletter -w api`: one insight sent to BENCH_SUBSCRIBERS (default 10,000) confirmed
 * subscribers through a local SMTP sink (smtp-server), the API as its own process (tsx src/server.ts) on
 * the embedded database. Prints messages per second (target: at least 100/s on 2 cores). With
 * `BENCH_KILL_AT=<n>` the API is killed with SIGKILL once the sink has taken n messages, then started
 * again: the send resumes (queueing and delivery). The sink counts messages as a receiving mail system
 * does, by Message-ID: every subscriber must have exactly one, the one of this insight and subscriber. A
 * copy of the same Message-ID (only a message the server had taken when the process died, before the
 * outbox recorded it sent, can arrive twice) is counted once and reported apart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { listenLoopbackSmtp } from '../test/helpers/smtp';

const SUBSCRIBERS = Number(process.env.BENCH_SUBSCRIBERS ?? 10_000);
const KILL_AT = Number(process.env.BENCH_KILL_AT ?? 0);
const PORT = Number(process.env.BENCH_API_PORT ?? 4800);
const TARGET_PER_SECOND = 100;
const api = `http://127.0.0.1:${PORT}/api`;

async function main() {
  const db = await startEmbeddedMongo();
  /** Per recipient, the copies received of each Message-ID. */
  const byRecipient = new Map<string, Map<string, number>>();
  let received = 0;
  let lastAt = 0;
  const smtp = await listenLoopbackSmtp((stream, session, callback) => {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      // The header ends at the first empty line; the body is not needed.
      if (!head.includes('\r\n\r\n')) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      // Header lines may be folded (a line break, then white space).
      const header = head.split('\r\n\r\n')[0]!.replace(/\r\n[ \t]+/g, ' ');
      const id = /^Message-ID:\s*(<[^>]+>)/im.exec(header)?.[1] ?? '(none)';
      const ids = byRecipient.get(to) ?? new Map<string, number>();
      byRecipient.set(to, ids.set(id, (ids.get(id) ?? 0) + 1));
      received++;
      lastAt = performance.now();
      callback();
    });
  });
  const client = await MongoClient.connect(db.uri);
  const dbName = 'newsletter-bench';
  const now = new Date();
  const docs = Array.from({ length: SUBSCRIBERS }, (_, n) => ({
    id: `s${String(n).padStart(6, '0')}`,
    email: `reader${n}@example.com`,
    status: 'confirmed',
    locale: 'en',
    topics: [],
    consents: [],
    confirmedAt: now,
    createdAt: now,
    updatedAt: now,
  }));
  for (let i = 0; i < docs.length; i += 1000)
    await client
      .db(dbName)
      .collection('subscribers')
      .insertMany(docs.slice(i, i + 1000));

  const env = {
    ...process.env,
    NODE_ENV: 'development',
    LOG_LEVEL: 'warn',
    PORT: String(PORT),
    MONGODB_URI: `${db.uri.replace(/\/?$/, '/')}${dbName}`,
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_CONCURRENCY: process.env.MAIL_CONCURRENCY ?? '8',
    MAIL_BATCH_SIZE: '500',
    RATE_LIMIT_MAX: '100000',
  };
  const start = (): ChildProcess =>
    spawn(process.execPath, ['--import', 'tsx', path.join(__dirname, '../src/server.ts')], {
      env,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  const ready = async () => {
    for (let i = 0; i < 600; i++) {
      const ok = await fetch(`${api}/health/ready`).then(
        (r) => r.ok,
        () => false,
      );
      if (ok) return;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
    throw new Error('the API did not become ready');
  };
  let server = start();
  await ready();
  const login = await fetch(`${api}/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' }),
  }).then((r) => r.json() as Promise<{ data: { accessToken: string } }>);
  const list = await fetch(`${api}/insights?limit=1`).then(
    (r) => r.json() as Promise<{ data: { insights: { id: string }[] } }>,
  );
  const insight = list.data.insights[0]!.id;
  const started = performance.now();
  const sent = await fetch(`${api}/newsletter/sends`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${login.data.accessToken}` },
    body: JSON.stringify({ insight }),
  });
  if (sent.status !== 202) throw new Error(`the send was refused: ${sent.status} ${await sent.text()}`);

  let killedAt: number | undefined;
  let killedMs: number | undefined;
  let receivedAtRestart: number | undefined;
  let restartedMs: number | undefined;
  if (KILL_AT > 0) {
    while (received < KILL_AT) await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill('SIGKILL');
    killedAt = received;
    killedMs = performance.now();
    await new Promise((resolve) => server.once('exit', resolve));
    console.log(`API killed (SIGKILL) after ${killedAt} messages at the sink; starting it again`);
    server = start();
    await ready();
    receivedAtRestart = received;
    restartedMs = performance.now();
  }
  const outbox = client.db(dbName).collection('outbox');
  const sends = client.db(dbName).collection('newsletter_sends');
  // Watched at the sink, not by querying the database while it works (that would slow the send measured);
  // the outbox is asked once every subscriber has a message, or when nothing came for LEASE_WAIT_MS (past
  // the lease of the messages in flight at a kill, 60 s, they are sent again).
  const LEASE_WAIT_MS = 120_000;
  for (;;) {
    await new Promise((resolve) => setTimeout(resolve, 200));
    if (byRecipient.size < SUBSCRIBERS && performance.now() - lastAt < LEASE_WAIT_MS) continue;
    const send = await sends.findOne({ _id: insight as never });
    const pending = await outbox.countDocuments({ kind: 'newsletter', state: 'pending' });
    if ((send?.state === 'queued' && pending === 0) || performance.now() - lastAt >= LEASE_WAIT_MS) break;
  }
  const seconds = (lastAt - started) / 1000;
  const perSecond = (count: number, ms: number) => ((count * 1000) / ms).toFixed(0);
  console.log(
    `${SUBSCRIBERS} subscribers: ${received} messages at the sink in ${seconds.toFixed(1)} s = ${perSecond(received, lastAt - started)} msgs/s (target ≥ ${TARGET_PER_SECOND}/s${killedAt ? ', including the restart and the lease of the messages in flight' : ''})`,
  );
  if (killedAt)
    console.log(
      `before the kill: ${killedAt} messages in ${((killedMs! - started) / 1000).toFixed(1)} s = ${perSecond(killedAt, killedMs! - started)} msgs/s; after the restart: ${received - receivedAtRestart!} messages in ${((lastAt - restartedMs!) / 1000).toFixed(1)} s`,
    );
  const expected = (n: number) => `<newsletter.${insight}.s${String(n).padStart(6, '0')}@`;
  let exactlyOnce = 0;
  let copies = 0;
  const wrong: string[] = [];
  for (let n = 0; n < SUBSCRIBERS; n++) {
    const ids = byRecipient.get(`reader${n}@example.com`);
    if (ids?.size === 1 && [...ids.keys()][0]!.startsWith(expected(n))) exactlyOnce++;
    else wrong.push(`reader${n}@example.com: ${ids ? [...ids.keys()].join(' ') : 'nothing'}`);
    copies += [...(ids?.values() ?? [])].reduce((sum, count) => sum + count - 1, 0);
  }
  const failed = await outbox.countDocuments({ kind: 'newsletter', state: 'failed' });
  console.log(
    `counted by Message-ID at the sink: ${exactlyOnce} of ${SUBSCRIBERS} subscribers exactly once, ${wrong.length} missing or with another message, ${copies} copies of a Message-ID already received (sent again after the kill, dropped by receivers), outbox failed ${failed}`,
  );
  if (wrong.length) console.log(`for example ${wrong.slice(0, 3).join('; ')}`);
  console.log(
    wrong.length === 0 && failed === 0
      ? `every subscriber was received exactly once${killedAt ? ' across the kill -9 and the restart' : ''}`
      : 'NOT every subscriber was received exactly once',
  );
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await client.close();
  await smtp.stop();
  await db.stop();
  if (wrong.length !== 0 || failed !== 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
