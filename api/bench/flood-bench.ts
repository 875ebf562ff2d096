/**
 * `npm run bench:flood -w api` (after `npm run build -w api`): one client sending analytics hits at its
 * allowance, 3 000 a minute (a batch of 25 every 0.5 s, ANALYTICS_RATE_LIMIT_MAX 120 a minute), for
 * BENCH_FLOOD_MINUTES (default 60), to the API as production runs it (its own process, the embedded database
 * in it, on a fresh data folder). Meanwhile a second client reads other routes one after another (the public
 * services list, readiness, the staff enquiry list and Traffic report) and the API's resident memory is
 * sampled. Every BENCH_FLOOD_REPORT_MINUTES (default 10) it prints the hits stored, resident memory (now and
 * peak) and the other routes' p99 and longest answer; the roll-up of today's hits (every minute) and the
 * TTL monitor run as they do in production.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { ANALYTICS_LIMITS } from '@mwangaza/shared/schemas';
import { loadAverage, printTable } from './alternate';
import { apiEnv, apiRoot, nodeOptions, percentile, residentMb, signIn, startApi } from './api-process';

const minutes = Number(process.env.BENCH_FLOOD_MINUTES ?? 60);
const reportEvery = Number(process.env.BENCH_FLOOD_REPORT_MINUTES ?? 10);
const ADMIN = { email: 'flood-bench@mwangaza-analytics.co.ke', password: 'Flood-bench-pass-2024' };
/** 120 requests a minute is the allowance: one every 0.5 s, a little slower so no window holds 121. */
const INTERVAL_MS = 505;

function batch(n: number): string {
  const hits = Array.from({ length: ANALYTICS_LIMITS.batch }, (_, i) => {
    const source = { landingPage: '/', referrer: i % 3 ? '' : 'https://www.google.com/', utm: {} };
    const path = `/case-studies/study-${(n + i) % 40}`;
    if (i % 5 === 4)
      return { type: 'vital', name: 'LCP', value: 800 + i * 50, path, device: 'mobile', source };
    return { type: 'pageview', path, device: 'mobile', source };
  });
  return JSON.stringify({ hits });
}

async function main(): Promise<void> {
  const dataDir = mkdtempSync(path.join(process.env.BENCH_DATA_ROOT ?? os.tmpdir(), 'flood-bench-'));
  const api = await startApi(dataDir);
  try {
    execFileSync(process.execPath, [path.join(apiRoot, 'api/dist/create-admin.js'), '--email', ADMIN.email], {
      env: apiEnv(dataDir, { ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: 'Flood Bench' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const token = await signIn(api.url, ADMIN.email, ADMIN.password);
    api.resetPeak();
    console.log(
      `API build: ${apiRoot}; NODE_OPTIONS ${nodeOptions || '(none)'}; ${minutes} min; load average ${loadAverage()}`,
    );
    const started = performance.now();
    const until = started + minutes * 60_000;
    let sent = 0;
    let refused = 0;
    const flood = (async () => {
      for (let n = 0; performance.now() < until; n++) {
        const due = started + n * INTERVAL_MS;
        if (due > performance.now())
          await new Promise((resolve) => setTimeout(resolve, due - performance.now()));
        const response = await fetch(`${api.url}/api/events`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/124.0 Safari/537.36',
          },
          body: batch(n),
        });
        await response.arrayBuffer();
        if (response.status === 202) sent += ANALYTICS_LIMITS.batch;
        else refused += 1;
      }
    })();
    const routes: [string, string, boolean][] = [
      ['public services', '/api/services', false],
      ['readiness', '/api/health/ready', false],
      ['enquiry list', '/api/contact/enquiries?page=1&limit=20', true],
      ['Traffic report', '/api/analytics/traffic?days=7', true],
    ];
    let times = new Map<string, number[]>(routes.map(([name]) => [name, []]));
    const rows = [
      ['minute', 'hits stored', 'RSS MB (peak)', ...routes.map(([name]) => `${name} p99 (max) ms`), 'load'],
    ];
    const client = await MongoClient.connect(api.mongoUri);
    let nextReport = started + reportEvery * 60_000;
    for (let i = 0; performance.now() < until; i++) {
      const [name, route, auth] = routes[i % routes.length]!;
      const begun = performance.now();
      const response = await fetch(
        `${api.url}${route}`,
        auth ? { headers: { authorization: `Bearer ${token}` } } : {},
      );
      await response.arrayBuffer();
      times.get(name)!.push(performance.now() - begun);
      await new Promise((resolve) => setTimeout(resolve, 100));
      if (performance.now() >= nextReport || performance.now() >= until) {
        const stored = await client.db('mwangaza').collection('analytics_events').estimatedDocumentCount();
        rows.push([
          ((performance.now() - started) / 60_000).toFixed(0),
          String(stored),
          `${residentMb(api.child.pid!).now.toFixed(0)} (${api.peakMb().toFixed(0)})`,
          ...routes.map(([routeName]) => {
            const list = times.get(routeName)!;
            return `${percentile(list, 0.99).toFixed(0)} (${Math.max(...list).toFixed(0)})`;
          }),
          loadAverage(),
        ]);
        console.log(rows[rows.length - 1]!.join(' | '));
        times = new Map(routes.map(([routeName]) => [routeName, []]));
        nextReport += reportEvery * 60_000;
      }
    }
    await flood;
    await client.close();
    printTable(rows);
    console.log(
      `${sent} hits accepted, ${refused} requests refused; peak resident memory ${api.peakMb().toFixed(0)} MB`,
    );
  } finally {
    await api.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
