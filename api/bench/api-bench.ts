/**
 * `npm run bench -w api`: autocannon against the real API (embedded in-memory database) and, in the same
 * run, a bare Fastify route serving the same JSON from memory, so the ratio shows what the API costs on top
 * of Fastify itself. BENCH_DURATION (seconds per target, default 5) and BENCH_CONNECTIONS (default 10).
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { startEmbeddedMongo } from '../embedded-mongo/src';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAdmin } from '../src/seed/create-admin';

const duration = Number(process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 10);

interface Target {
  name: string;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
}

// Production refuses demo mode, so the bench makes its own administrator (as an operator would).
const ADMIN = { email: 'bench-admin@mwangaza-analytics.co.ke', fullName: 'Bench Administrator', password: 'Bench-admin-pass-2024' };
const login = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
const targets: Target[] = [
  { name: 'GET /api/services?limit=100', method: 'GET', path: '/api/services?limit=100' },
  { name: 'GET /api/case-studies?featured=true', method: 'GET', path: '/api/case-studies?featured=true' },
  { name: 'GET /api/services/:id', method: 'GET', path: '/api/services/data-pipelines' },
  { name: 'POST /api/auth/login', method: 'POST', path: '/api/auth/login', body: login },
];

/** One autocannon run on its own worker thread, so the client does not share the server's event loop. */
async function run(url: string, target: Target, seconds: number) {
  const result = await autocannon({
    url,
    method: target.method,
    body: target.body,
    headers: target.body ? { 'content-type': 'application/json' } : {},
    connections,
    duration: seconds,
    workers: 1,
  });
  return { rps: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

/**
 * API and baseline alternate in one-second rounds (`duration` rounds each), so load from other processes on
 * a shared machine hits both alike; the table shows medians.
 */
async function measure(apiUrl: string, bareUrl: string, target: Target) {
  const api: Awaited<ReturnType<typeof run>>[] = [];
  const bare: Awaited<ReturnType<typeof run>>[] = [];
  for (let round = 0; round < duration; round++) {
    api.push(await run(apiUrl, target, 1));
    bare.push(await run(bareUrl, target, 1));
  }
  const summary = (runs: typeof api) => ({
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  });
  return { api: summary(api), bare: summary(bare) };
}

async function main(): Promise<void> {
  const db = await startEmbeddedMongo();
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    ALLOW_EMBEDDED_DB: 'true',
    DEMO_MODE: 'false',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    LOG_LEVEL: 'silent',
    RATE_LIMIT_MAX: '100000000',
    LOGIN_MAX_FAILURES_PER_CLIENT: '100000000',
  });
  const api = await buildApp({ config, mongodbUri: db.uri, dbName: 'bench' });
  await createAdmin(api.db.models.User, api.passwordHasher, ADMIN);
  const apiUrl = await api.listen({ port: 0, host: '127.0.0.1' });

  // The bare baseline answers each target with the exact body the API gave, straight from memory.
  const bare = Fastify({ logger: false });
  for (const target of targets) {
    const response = await fetch(`${apiUrl}${target.path}`, { method: target.method, body: target.body, headers: target.body ? { 'content-type': 'application/json' } : {} });
    const body = await response.text();
    if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${body}`);
    bare.route({ method: target.method, url: target.path.split('?')[0]!, handler: async (_request, reply) => reply.type('application/json').send(body) });
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(`autocannon: ${connections} connections, ${duration} alternating 1 s rounds per server and target, scrypt cost 2^${config.passwordHashCost}\n`);
  const rows: string[][] = [['target', 'API req/s', 'API p99 ms', 'bare req/s', 'bare p99 ms', 'API/bare']];
  for (const target of targets) {
    const { api: a, bare: b } = await measure(`${apiUrl}${target.path}`, `${bareUrl}${target.path}`, target);
    if (a.failures) console.warn(`${target.name}: ${a.failures} non-2xx responses or errors`);
    rows.push([target.name, a.rps.toFixed(0), String(a.p99), b.rps.toFixed(0), String(b.p99), (a.rps / b.rps).toFixed(2)]);
  }
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }

  await bare.close();
  await api.close();
  await db.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
