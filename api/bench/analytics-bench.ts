/**
 * `npm run bench:analytics -w api`: the analytics API on the embedded in-memory database.
 * 1. POST /api/events throughput: batches of ANALYTICS_LIMITS.batch hits over HTTP from several connections
 *    (autocannon), as browsers' beacons send them. Target ≥ 5 000 events per second.
 * 2. The Traffic report's query times as the data grows: 90 days of raw events seeded (10 000, then 100 000,
 *    then 1 000 000), rolled up per day, then GET /api/analytics/traffic for 7, 30 and 90 days and a chosen
 *    period, BENCH_REPORT_SAMPLES times each (default 30). Target p95 ≤ 300 ms at 1 000 000 events.
 * BENCH_EVENTS_SECONDS (default 10), BENCH_EVENTS_CONNECTIONS (default 10), BENCH_ANALYTICS_SIZES.
 */
import { randomBytes } from 'node:crypto';
import autocannon from 'autocannon';
import pino from 'pino';
import { ANALYTICS_LIMITS } from '@mwangaza/shared/schemas';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAdmin } from '../src/seed/create-admin';
import { addDays, dayOf, daysBetween } from '../src/plugins/app/analytics/days';
import type { AnalyticsEventDoc } from '../src/models/analytics-event.model';
import { loadAverage, printTable } from './alternate';

const seconds = Number(process.env.BENCH_EVENTS_SECONDS ?? 10);
const connections = Number(process.env.BENCH_EVENTS_CONNECTIONS ?? 10);
const reportSamples = Number(process.env.BENCH_REPORT_SAMPLES ?? 30);
// An empty list (BENCH_ANALYTICS_SIZES=) measures the endpoint alone.
const sizes = (process.env.BENCH_ANALYTICS_SIZES ?? '10000,100000,1000000')
  .split(',')
  .filter(Boolean)
  .map(Number);
const DAYS = 90;
const OPERATOR = {
  email: 'analytics-bench@mwangaza-analytics.co.ke',
  fullName: 'Analytics Bench',
  password: 'Analytics-bench-pass-2024',
};

const PATHS = ['/', '/services', '/about', '/contact', '/build-my-stack', '/insights', '/careers'].concat(
  Array.from({ length: 40 }, (_, i) => `/case-studies/study-${i}`),
);
const SOURCES = [
  { landingPage: '/', referrer: '', utm: {} },
  { landingPage: '/', referrer: 'https://www.google.com/', utm: {} },
  {
    landingPage: '/insights',
    referrer: 'https://www.linkedin.com/feed/',
    utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
  },
  {
    landingPage: '/services',
    referrer: 'https://partner.example/',
    utm: { source: 'newsletter', medium: 'email', campaign: 'march' },
  },
];
const DEVICES = ['mobile', 'desktop', 'tablet'] as const;
const EVENTS = ['stack_started', 'stack_completed', 'contact_started', 'contact_sent', 'email_click'];
const VITALS = ['LCP', 'INP', 'CLS', 'TTFB'];

const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;
const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)]!;

/** The beacon's batch: page views, a few events and vitals. */
function beaconBatch(): string {
  const hits = Array.from({ length: ANALYTICS_LIMITS.batch }, (_, i) => {
    const base = { path: pick(PATHS, i), device: pick(DEVICES, i), source: pick(SOURCES, i) };
    if (i % 5 === 3) return { type: 'event', name: pick(EVENTS, i), ...base };
    if (i % 5 === 4) return { type: 'vital', name: pick(VITALS, i), value: 500 + i * 100, ...base };
    return { type: 'pageview', ...base };
  });
  return JSON.stringify({ hits });
}

/** `count` raw events spread over the 90 days before `today`, about five hits per visitor. */
function seedEvents(count: number, today: string, offset: number): AnalyticsEventDoc[] {
  return Array.from({ length: count }, (_, k) => {
    const n = offset + k;
    const day = addDays(today, -(n % DAYS));
    const source = pick(SOURCES, n >> 3);
    const kind = n % 7;
    return {
      at: new Date(`${day}T12:00:00Z`),
      visitor: `v${Math.floor(n / 5)}`,
      type: kind < 5 ? 'pageview' : kind === 5 ? 'event' : 'vital',
      ...(kind === 5
        ? { name: pick(EVENTS, n) }
        : kind === 6
          ? { name: pick(VITALS, n), value: (n % 4000) + 100 }
          : {}),
      path: pick(PATHS, n * 7),
      device: pick(DEVICES, n),
      referrer: source.referrer ? new URL(source.referrer).hostname : '',
      utm: source.utm,
    };
  });
}

async function main(): Promise<void> {
  const db = await startEmbeddedMongo();
  const config = loadConfig({
    NODE_ENV: 'development',
    LOG_LEVEL: 'info',
    JWT_SECRET: randomBytes(48).toString('base64'),
    RATE_LIMIT_MAX: '100000000',
    ANALYTICS_RATE_LIMIT_MAX: '100000000',
    // The seeded 90 days stay in the raw window.
    ANALYTICS_RAW_DAYS: '120',
    ANALYTICS_ROLLUP_INTERVAL_MS: '3600000',
    // The database runs in this process: seeding keeps its loop busy for seconds on a loaded machine, longer
    // than the driver's default patience with its heartbeat.
    DB_TIMEOUT_MS: '60000',
  });
  const api = await buildApp({
    config,
    mongodbUri: db.uri,
    dbName: 'analytics-bench',
    logStream: pino.destination({ dest: '/dev/null', sync: false }),
  });
  await createAdmin(api.db.models.User, api.passwordHasher, OPERATOR);
  const url = await api.listen({ port: 0, host: '127.0.0.1' });
  try {
    console.log(`Load average before: ${loadAverage()}`);
    const cpuBefore = process.cpuUsage();
    const result = await autocannon({
      url: `${url}/api/events`,
      method: 'POST',
      body: beaconBatch(),
      headers: {
        'content-type': 'application/json',
        'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36',
      },
      connections,
      duration: seconds,
      workers: 1,
    });
    // CPU time of this process (API, embedded database and the autocannon worker together): events per CPU
    // second say what one free core would take, whatever else the shared machine is doing.
    const cpu = process.cpuUsage(cpuBefore);
    const cpuSeconds = (cpu.user + cpu.system) / 1e6;
    const stored = await api.db.models.AnalyticsEvent.estimatedDocumentCount();
    printTable([
      [
        'POST /api/events',
        'requests/s',
        'events/s',
        'p99 ms',
        'non-2xx',
        'events stored',
        'events per CPU s',
      ],
      [
        `${connections} connections, ${seconds} s, ${ANALYTICS_LIMITS.batch} hits/request`,
        result.requests.average.toFixed(0),
        (result.requests.average * ANALYTICS_LIMITS.batch).toFixed(0),
        String(result.latency.p99),
        String(result.non2xx + result.errors),
        String(stored),
        (stored / cpuSeconds).toFixed(0),
      ],
    ]);
    console.log(`Load average after: ${loadAverage()}\n`);
    await api.db.models.AnalyticsEvent.deleteMany({});

    const signIn = await fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: OPERATOR.email, password: OPERATOR.password }),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;
    const today = dayOf(Date.now());
    const queries = ['days=7', 'days=30', 'days=90', `from=${addDays(today, -89)}&to=${today}`];
    const rows = [['events', 'seed s', 'roll-up s', ...queries.map((q) => `${q} p50/p95 ms`)]];
    let seeded = 0;
    for (const size of sizes) {
      const seedStarted = performance.now();
      for (let offset = seeded; offset < size; offset += 5_000)
        await api.db.models.AnalyticsEvent.collection.insertMany(
          seedEvents(Math.min(5_000, size - offset), today, offset),
        );
      seeded = size;
      const seedSeconds = (performance.now() - seedStarted) / 1000;
      const rollStarted = performance.now();
      for (const day of daysBetween(addDays(today, -DAYS), today))
        await api.analytics.rollUps.rollUp(day, day < today);
      const rollSeconds = (performance.now() - rollStarted) / 1000;
      const cells: string[] = [];
      for (const query of queries) {
        const times: number[] = [];
        for (let i = 0; i < reportSamples + 3; i++) {
          const started = performance.now();
          const response = await fetch(`${url}/api/analytics/traffic?${query}`, {
            headers: { authorization: `Bearer ${token}` },
          });
          await response.text();
          if (response.status !== 200) throw new Error(`report answered ${response.status}`);
          // The first three warm the caches up and are not counted.
          if (i >= 3) times.push(performance.now() - started);
        }
        cells.push(`${percentile(times, 0.5).toFixed(1)} / ${percentile(times, 0.95).toFixed(1)}`);
      }
      rows.push([size.toLocaleString('en'), seedSeconds.toFixed(1), rollSeconds.toFixed(1), ...cells]);
      console.log(`${size} events seeded (load average ${loadAverage()})`);
    }
    if (sizes.length) printTable(rows);
    console.log(`Load average: ${loadAverage()}`);
  } finally {
    await api.close();
    await db.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
