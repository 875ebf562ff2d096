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

/** `rounds` runs of `seconds` each, server and baseline alternating, after one unrecorded warm-up round each. */
export async function measurePair(
  serverUrl: string,
  bareUrl: string,
  target: Target,
  rounds: number,
  connections: number,
  seconds = 1,
) {
  await run(serverUrl, target, seconds, connections);
  await run(bareUrl, target, seconds, connections);
  const server: RunSummary[] = [];
  const bare: RunSummary[] = [];
  for (let round = 0; round < rounds; round++) {
    server.push(await run(serverUrl, target, seconds, connections));
    bare.push(await run(bareUrl, target, seconds, connections));
  }
  return { server: summary(server), bare: summary(bare) };
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
