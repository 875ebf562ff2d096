/**
 * `npm run bench:outbox -w api`: how fast the outbox drains a backlog. Seeds BENCH_MESSAGES (default 300)
 * due messages (as after an SMTP outage, or a restart), brings up a local SMTP server (smtp-server, taking
 * every message), starts the API on the embedded in-memory database and times it from start until every
 * message is accepted by the server and recorded as sent. Once per concurrency in BENCH_CONCURRENCY
 * (default "1,4": one at a time, and MAIL_CONCURRENCY's default), with MAIL_BATCH_SIZE as configured.
 * Target: at least 10 messages per second.
 */
import os from 'node:os';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { newId } from '../src/lib/ids';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { listenLoopbackSmtp } from '../test/helpers/smtp';

const MESSAGES = Number(process.env.BENCH_MESSAGES ?? 300);
const CONCURRENCIES = (process.env.BENCH_CONCURRENCY ?? '1,4').split(',').map(Number);
const TARGET_PER_SECOND = 10;

/** A local SMTP server that accepts everything; `arrived` resolves when `expected` messages have come. */
async function localSmtp(expected: number) {
  let count = 0;
  let done!: () => void;
  const arrived = new Promise<void>((resolve) => (done = resolve));
  const { port, stop } = await listenLoopbackSmtp((stream, _session, callback) => {
    stream.resume();
    stream.on('end', () => {
      callback();
      if (++count === expected) done();
    });
  });
  return { port, arrived, count: () => count, stop };
}

async function drain(concurrency: number): Promise<{ seconds: number; perSecond: number; batch: number }> {
  const db = await startEmbeddedMongo();
  const smtp = await localSmtp(MESSAGES);
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DB: 'true',
    DEMO_MODE: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    TWO_FACTOR_KEY: 'bench-two-factor-key-7c1e9a3f5b8d2046e1a9c7f3',
    LOG_LEVEL: 'silent',
    SEED_ON_START: 'false',
    SMTP_URL: `smtp://127.0.0.1:${smtp.port}`,
    MAIL_CONCURRENCY: String(concurrency),
  });
  const app = await buildApp({ config, mongodbUri: db.uri, dbName: 'bench' });
  try {
    // Queued and due before the app is ready: its delivery loop starts when it is.
    const now = Date.now();
    await app.db.models.OutboxMessage.insertMany(
      Array.from({ length: MESSAGES }, (_, n) => ({
        id: newId(10),
        kind: 'bench',
        to: `reader${n}@example.com`,
        subject: `Backlog message ${n}`,
        text: `Hello,\n\nThis is message ${n} of a backlog, sent by the outbox benchmark.\n\nMwangaza Analytics`,
        links: [],
        about: { type: 'bench', id: String(n) },
        state: 'pending',
        attempts: 1,
        nextAttemptAt: new Date(now - 1000),
        retryUntil: new Date(now + 86_400_000),
      })),
    );
    const started = performance.now();
    await app.ready();
    await smtp.arrived;
    await app.outbox.settle();
    const seconds = (performance.now() - started) / 1000;
    const sent = await app.db.models.OutboxMessage.countDocuments({ state: 'sent' });
    if (sent !== MESSAGES) throw new Error(`only ${sent} of ${MESSAGES} messages were recorded as sent`);
    return { seconds, perSecond: MESSAGES / seconds, batch: config.mailBatchSize };
  } finally {
    await app.close();
    await smtp.stop();
    await db.stop();
  }
}

async function main(): Promise<void> {
  console.log(
    `Outbox drain: ${MESSAGES} due messages to a local SMTP server (smtp-server), embedded database`,
  );
  console.log(
    `load average ${os
      .loadavg()
      .map((n) => n.toFixed(2))
      .join(' ')} on ${os.cpus().length} cores\n`,
  );
  console.log('MAIL_CONCURRENCY  MAIL_BATCH_SIZE  time to drain  messages/s  target ≥ 10/s');
  for (const concurrency of CONCURRENCIES) {
    const { seconds, perSecond, batch } = await drain(concurrency);
    console.log(
      `${String(concurrency).padStart(16)}  ${String(batch).padStart(15)}  ${`${seconds.toFixed(2)} s`.padStart(13)}  ` +
        `${perSecond.toFixed(1).padStart(10)}  ${perSecond >= TARGET_PER_SECOND ? 'met' : 'NOT MET'}`,
    );
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
