/**
 * `npm run bench -w api`: autocannon against the real API in its production configuration (request logging
 * at info through pino's destination to /dev/null, security headers, CORS, rate limiting) on the embedded in-memory database and, in
 * the same run, a bare Fastify route serving the same JSON from memory, so the ratio shows what the API
 * costs on top of Fastify itself. Targets: public reads ≥ 0.8× bare, p99 ≤ 10 ms at 100 connections.
 * BENCH_ROUNDS (1 s rounds per server and target, default 5), BENCH_CONNECTIONS (default 100).
 * Then the growth table (growth-bench.ts) unless BENCH_GROWTH=0.
 */
import Fastify from 'fastify';
import { createAdmin } from '../src/seed/create-admin';
import { loadAverage, measurePair, pairCells, printTable, type Target } from './alternate';
import { runGrowthBench } from './growth-bench';
import { startProductionApi } from './production-api';

const rounds = Number(process.env.BENCH_ROUNDS ?? process.env.BENCH_DURATION ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const RATIO_TARGET = 0.8;
const P99_TARGET_MS = 10;

// Production refuses demo mode, so the bench makes its own administrator (as an operator would).
const ADMIN = {
  email: 'bench-admin@mwangaza-analytics.co.ke',
  fullName: 'Bench Administrator',
  password: 'Bench-admin-pass-2024',
};
const login = JSON.stringify({ email: ADMIN.email, password: ADMIN.password });
const publicReads: Target[] = [
  { name: 'GET /api/services?limit=100', path: '/api/services?limit=100' },
  { name: 'GET /api/case-studies?featured=true', path: '/api/case-studies?featured=true' },
  { name: 'GET /api/services/:id', path: '/api/services/data-pipelines' },
];
// Sign-in is meant to be slow (scrypt): shown for reference, with fewer connections and 3 s rounds (a loaded
// machine may finish no sign-in within one second), not held to the targets.
const signIn: Target = {
  name: 'POST /api/auth/login (10 connections, 3 s rounds)',
  method: 'POST',
  path: '/api/auth/login',
  body: login,
};

async function main(): Promise<void> {
  const {
    api,
    url: apiUrl,
    stop,
  } = await startProductionApi('bench', {
    LOGIN_MAX_FAILURES_PER_CLIENT: '100000000',
  });
  await createAdmin(api.db.models.User, api.passwordHasher, ADMIN);

  // The bare baseline answers each target with the exact body the API gave, straight from memory.
  const bare = Fastify({ logger: false });
  for (const target of [...publicReads, signIn]) {
    const response = await fetch(`${apiUrl}${target.path}`, {
      method: target.method,
      body: target.body,
      headers: target.body ? { 'content-type': 'application/json' } : {},
    });
    const body = await response.text();
    if (!response.ok) throw new Error(`${target.name} answered ${response.status}: ${body}`);
    bare.route({
      method: target.method ?? 'GET',
      url: target.path.split('?')[0]!,
      handler: async (_request, reply) => reply.type('application/json').send(body),
    });
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(
    `API vs bare Fastify: autocannon, ${connections} connections, ${rounds} alternating 1 s rounds each (medians); load average ${loadAverage()}\n`,
  );
  const rows: string[][] = [
    ['target', 'API req/s', 'API p99 ms', 'bare req/s', 'bare p99 ms', 'API/bare', 'target met'],
  ];
  const measureRow = async (target: Target, conns: number, judged: boolean, seconds = 1) => {
    const pair = await measurePair(apiUrl, bareUrl, target, rounds, conns, seconds);
    const met = judged
      ? pair.ratio >= RATIO_TARGET && pair.server.p99 <= P99_TARGET_MS
        ? 'yes'
        : 'no'
      : '-';
    rows.push([target.name, ...pairCells(pair), met]);
  };
  for (const target of publicReads) await measureRow(target, connections, true);
  await measureRow(signIn, 10, false, 3);
  printTable(rows);
  console.log(
    `\nTargets for public reads: ≥ ${RATIO_TARGET}× bare and p99 ≤ ${P99_TARGET_MS} ms. Load average now ${loadAverage()}.`,
  );

  await bare.close();
  await stop();

  if (process.env.BENCH_GROWTH !== '0') await runGrowthBench();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
