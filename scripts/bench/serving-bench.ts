/**
 * `npm run bench` (after `npm run build`): pages and assets under a spike. The API (embedded database,
 * production configuration), the public site's server (prerendering) and the shell's server run as `npm
 * start` runs them; autocannon asks the shell for the prerendered home page and for its largest
 * content-hashed script with `accept-encoding: br`, as every browser does, alternating with a bare Fastify
 * route that sends the very same compressed bytes. Targets: page ≥ 0.5×, asset ≥ 0.8×, p99 ≤ 100 ms.
 * BENCH_ROUNDS (1 s rounds per server and target, default 5), BENCH_CONNECTIONS (default 100).
 */
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import Fastify from 'fastify';
import { loadAverage, measurePair, pairCells, printTable, type Target } from '@mwangaza/api/bench';
import { startProductionApi } from '@mwangaza/api/bench/production-api';
import { createStaticServer, isContentHashed } from '@mwangaza/static-server';

const rounds = Number(process.env.BENCH_ROUNDS ?? 5);
const connections = Number(process.env.BENCH_CONNECTIONS ?? 100);
const root = path.resolve(__dirname, '../..');
const BROWSER = { accept: 'text/html,application/xhtml+xml,*/*;q=0.8', 'accept-encoding': 'br' };

/** The response exactly as sent (still compressed), for the bare route to send again. */
function rawGet(
  url: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            headers: response.headers,
            body: Buffer.concat(chunks),
          }),
        );
      })
      .on('error', reject);
  });
}

function largestHashedScript(dist: string): string {
  const scripts = fs
    .readdirSync(dist)
    .filter((file) => file.endsWith('.js') && isContentHashed(file))
    .map((file) => ({ file, size: fs.statSync(path.join(dist, file)).size }))
    .sort((a, b) => b.size - a.size);
  if (!scripts[0]) throw new Error(`No content-hashed script in ${dist}: run npm run build`);
  return scripts[0].file;
}

async function main(): Promise<void> {
  for (const app of ['shell', 'public-site']) {
    if (!fs.existsSync(path.join(root, app, 'dist', 'index.html')))
      throw new Error(`${app} is not built: run npm run build`);
  }
  const api = await startProductionApi('serving-bench');
  const apiUrl = api.url;
  const publicSite = await createStaticServer({
    app: 'public-site',
    root: path.join(root, 'public-site/dist'),
    apiUrl,
  });
  const publicSiteUrl = await publicSite.listen({ port: 0, host: '127.0.0.1' });
  const shell = await createStaticServer({
    app: 'shell',
    root: path.join(root, 'shell/dist'),
    apiUrl,
    runtimeEnv: {
      PUBLIC_SITE_URL: publicSiteUrl,
      ADMIN_CONSOLE_URL: 'http://127.0.0.1:9/',
      API_BASE: '/api',
    },
  });
  const shellUrl = await shell.listen({ port: 0, host: '127.0.0.1' });
  console.log(
    `Precompressed ${await shell.precompressed} shell files and ${await publicSite.precompressed} public-site files at start`,
  );

  const script = largestHashedScript(path.join(root, 'shell/dist'));
  const targets: (Target & { ratio: number })[] = [
    { name: 'prerendered home page /', path: '/', headers: BROWSER, ratio: 0.5 },
    { name: 'prerendered /services', path: '/services', headers: BROWSER, ratio: 0.5 },
    {
      name: `hashed script ${script}`,
      path: `/${script}`,
      headers: { accept: '*/*', 'accept-encoding': 'br' },
      ratio: 0.8,
    },
  ];

  const bare = Fastify({ logger: false });
  const sizes = new Map<string, string>();
  for (const target of targets) {
    const answer = await rawGet(`${shellUrl}${target.path}`, target.headers ?? {});
    if (answer.status !== 200 || answer.headers['content-encoding'] !== 'br') {
      throw new Error(
        `${target.path}: ${answer.status}, content-encoding ${answer.headers['content-encoding']}`,
      );
    }
    sizes.set(target.name, `${(answer.body.length / 1024).toFixed(1)} KB br`);
    const type = String(answer.headers['content-type']);
    bare.get(target.path, (_request, reply) =>
      reply.header('content-encoding', 'br').type(type).send(answer.body),
    );
  }
  const bareUrl = await bare.listen({ port: 0, host: '127.0.0.1' });

  console.log(
    `Shell vs bare Fastify (same bytes): autocannon, ${connections} connections, ${rounds} alternating 1 s rounds each (medians); load average ${loadAverage()}\n`,
  );
  const rows: string[][] = [
    [
      'target',
      'size',
      'shell req/s',
      'shell p99 ms',
      'bare req/s',
      'bare p99 ms',
      'shell/bare',
      'target',
      'met',
    ],
  ];
  for (const target of targets) {
    const pair = await measurePair(shellUrl, bareUrl, target, rounds, connections);
    const met = pair.ratio >= target.ratio && pair.server.p99 <= 100 ? 'yes' : 'no';
    rows.push([
      target.name,
      sizes.get(target.name)!,
      ...pairCells(pair),
      `≥ ${target.ratio}×, p99 ≤ 100`,
      met,
    ]);
  }
  printTable(rows);
  console.log(`\nLoad average now ${loadAverage()}.`);

  await bare.close();
  await shell.close();
  await publicSite.close();
  await api.stop();
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
