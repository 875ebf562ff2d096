/**
 * `npm run bench:newsletter -w api`: one insight sent to BENCH_SUBSCRIBERS (default 10,000) confirmed
 * subscribers through a local SMTP sink (smtp-server), the API as its own process (tsx src/server.ts) on
 * the embedded database. Prints messages per second (target: at least 100/s on 2 cores). With
 * `BENCH_KILL_AT=<n>` the API is killed with SIGKILL once the sink has taken n messages, then started
 * again: the send resumes (queueing and delivery), and the sink counts every subscriber exactly once
 * (distinct recipients) and how many copies arrived twice (same Message-ID: only a message the server
 * had taken when the process died, before the outbox recorded it sent, can be; receivers drop it by its
 * Message-ID).
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
  const byRecipient = new Map<string, number>();
  const byMessageId = new Map<string, number>();
  let received = 0;
  let lastAt = 0;
  const smtp = await listenLoopbackSmtp((stream, session, callback) => {
    let head = '';
    stream.on('data', (chunk: Buffer) => {
      if (head.length < 4000) head += chunk.toString('utf8');
    });
    stream.on('end', () => {
      const to = session.envelope.rcptTo[0]?.address ?? '';
      const id = /^Message-ID: (<[^>]+>)/im.exec(head)?.[1] ?? '';
      byRecipient.set(to, (byRecipient.get(to) ?? 0) + 1);
      byMessageId.set(id, (byMessageId.get(id) ?? 0) + 1);
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
  if (KILL_AT > 0) {
    while (received < KILL_AT) await new Promise((resolve) => setTimeout(resolve, 5));
    server.kill('SIGKILL');
    killedAt = received;
    await new Promise((resolve) => server.once('exit', resolve));
    console.log(`API killed (SIGKILL) after ${killedAt} messages at the sink; starting it again`);
    server = start();
    await ready();
  }
  const outbox = client.db(dbName).collection('outbox');
  const sends = client.db(dbName).collection('newsletter_sends');
  for (;;) {
    const send = await sends.findOne({ _id: insight as never });
    const pending = await outbox.countDocuments({ kind: 'newsletter', state: 'pending' });
    if (send?.state === 'queued' && pending === 0) break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  const seconds = (lastAt - started) / 1000;
  const duplicates = [...byMessageId.values()].filter((n) => n > 1).length;
  const missing = SUBSCRIBERS - byRecipient.size;
  console.log(
    `${SUBSCRIBERS} subscribers: ${received} messages at the sink in ${seconds.toFixed(1)} s = ${(received / seconds).toFixed(0)} msgs/s (target ≥ ${TARGET_PER_SECOND}/s${killedAt ? ', including the restart and the lease of the messages in flight' : ''})`,
  );
  console.log(
    `distinct recipients ${byRecipient.size}, missing ${missing}, messages received twice (same Message-ID) ${duplicates}, failed ${await outbox.countDocuments({ kind: 'newsletter', state: 'failed' })}`,
  );
  server.kill('SIGTERM');
  await new Promise((resolve) => server.once('exit', resolve));
  await client.close();
  await smtp.stop();
  await db.stop();
  if (missing !== 0) process.exitCode = 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
