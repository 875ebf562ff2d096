/**
 * Shared by the benchmarks (`npm run bench -w api`, `npm run bench` at the root): autocannon against a
 * server and a bare Fastify baseline in alternating one-second rounds, so load from other processes on a
 * shared machine hits both alike, and a Markdown table of medians.
 */
import os from 'node:os';
import autocannon from 'autocannon';

export interface Target {
  name: string;
  method?: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

export interface RunSummary {
  rps: number;
  p99: number;
  failures: number;
}

/** One autocannon run on its own worker thread, so the client does not share the server's event loop. */
async function run(url: string, target: Target, seconds: number, connections: number): Promise<RunSummary> {
  const result = await autocannon({
    url,
    method: target.method ?? 'GET',
    body: target.body,
    headers: { ...(target.body ? { 'content-type': 'application/json' } : {}), ...target.headers },
    connections,
    duration: seconds,
    workers: 1,
  });
  return { rps: result.requests.average, p99: result.latency.p99, failures: result.non2xx + result.errors };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

function summary(runs: RunSummary[]): RunSummary {
  return {
    rps: median(runs.map((r) => r.rps)),
    p99: median(runs.map((r) => r.p99)),
    failures: runs.reduce((sum, r) => sum + r.failures, 0),
  };
}

export interface Pair {
  server: RunSummary;
  bare: RunSummary;
  /** Server req/s over bare req/s. */
  ratio: number;
}

/**
 * `rounds` runs of `seconds` each against `target.path` on the server and on the baseline, alternating,
 * after one unrecorded warm-up round each; warns when the server answered anything but 2xx.
 */
export async function measurePair(
  serverBase: string,
  bareBase: string,
  target: Target,
  rounds: number,
  connections: number,
  seconds = 1,
): Promise<Pair> {
  const serverUrl = `${serverBase}${target.path}`;
  const bareUrl = `${bareBase}${target.path}`;
  await run(serverUrl, target, seconds, connections);
  await run(bareUrl, target, seconds, connections);
  const server: RunSummary[] = [];
  const bare: RunSummary[] = [];
  for (let round = 0; round < rounds; round++) {
    server.push(await run(serverUrl, target, seconds, connections));
    bare.push(await run(bareUrl, target, seconds, connections));
  }
  const pair = { server: summary(server), bare: summary(bare) };
  if (pair.server.failures)
    console.warn(`${target.name}: ${pair.server.failures} non-2xx responses or errors`);
  return { ...pair, ratio: pair.server.rps / pair.bare.rps };
}

/** A pair's figures as table cells: server req/s and p99, baseline req/s and p99, server/baseline. */
export function pairCells({ server, bare, ratio }: Pair): string[] {
  return [server.rps.toFixed(0), String(server.p99), bare.rps.toFixed(0), String(bare.p99), ratio.toFixed(2)];
}

export function printTable(rows: string[][]): void {
  const widths = rows[0]!.map((_, i) => Math.max(...rows.map((row) => row[i]!.length)));
  for (const [index, row] of rows.entries()) {
    console.log(`| ${row.map((cell, i) => cell.padEnd(widths[i]!)).join(' | ')} |`);
    if (index === 0) console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
  }
}

/** The load average the figures were taken under (the machine is shared). */
export const loadAverage = () =>
  os
    .loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
