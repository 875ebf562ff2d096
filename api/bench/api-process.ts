/**
 * The API as production runs it, for the storage and flood benchmarks: `node api/dist/server.js` as its own
 * process (the embedded database inside it), so its resident memory is measured alone. BENCH_API_ROOT runs
 * another checkout's build instead (the previous release, for before/after figures).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { productionEnv } from '../test/helpers/production-env';

/** The environment the systemd units and the image give the database and the API (deploy/process-env.json). */
const processEnv = JSON.parse(
  readFileSync(path.join(__dirname, '../../deploy/process-env.json'), 'utf8'),
) as Record<'db' | 'api', Record<string, string>>;

export const apiRoot = path.resolve(process.env.BENCH_API_ROOT ?? path.join(__dirname, '../..'));

/**
 * The API's NODE_OPTIONS as the systemd unit and the image set them (deploy/process-env.json: a young generation of
 * 8 MB semi-spaces, whatever the machine's memory); BENCH_NODE_OPTIONS measures with others ('' for V8's defaults).
 */
export const nodeOptions = process.env.BENCH_NODE_OPTIONS ?? processEnv.api.NODE_OPTIONS ?? '';

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** Resident memory of a process now and at its peak (VmRSS, VmHWM), in MB. */
export function residentMb(pid: number): { now: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0);
  return { now: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

/** What stall-probe.cjs reports: the longest hold of the event loop, and the largest heap figures (MB). */
export interface Stalls {
  worst: number;
  over100: number;
  memory: { heapTotal: number; heapUsed: number; external: number; arrayBuffers: number };
}

export interface ApiProcess {
  url: string;
  /** The embedded database's address (its port is fixed so that seeding can reach it). */
  mongoUri: string;
  child: ChildProcess;
  /** Milliseconds from spawning the process to its first ready answer. */
  startMs: number;
  /** The CPU time it used until then (on a shared machine, the wall time also counts the others' turns). */
  startCpuMs: number;
  /** The highest resident memory seen so far (sampled every 100 ms, and the kernel's own peak). */
  peakMb(): number;
  /** Starts counting the peak afresh (after a sign-in, whose password hashing takes 128 MB for a moment). */
  resetPeak(): void;
  /**
   * The longest time the process's own work held its event loop since the last call (stall-probe.cjs), and
   * how many times that exceeded 100 ms.
   */
  stalls(): Promise<Stalls>;
  stop(): Promise<void>;
}

const secrets = productionEnv();

/** APIs still running: stopped with the benchmark, however it ends (an API left behind skews the next run). */
const running = new Set<ChildProcess>();
process.once('exit', () => running.forEach((child) => child.kill('SIGKILL')));
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    running.forEach((child) => child.kill('SIGKILL'));
    process.exit(130);
  });

/** The environment of the API and of its commands (one set of secrets for every process of a run). */
export function apiEnv(dataDir: string, env: Record<string, string> = {}): Record<string, string> {
  return {
    PATH: process.env.PATH ?? '',
    // What the systemd unit and the image set for the API (its memory settings).
    ...processEnv.api,
    ...secrets,
    DEMO_MODE: 'false',
    LOG_LEVEL: 'warn',
    RATE_LIMIT_MAX: '100000000',
    DB_TIMEOUT_MS: '60000',
    METRICS_TOKEN: 'bench-metrics-token-0123456789',
    DATA_DIR: dataDir,
    ...env,
  };
}

/** Starts the API on `dataDir` and waits until it is ready. */
export async function startApi(dataDir: string, env: Record<string, string> = {}): Promise<ApiProcess> {
  const [port, dbPort] = [await freePort(), await freePort()];
  const started = performance.now();
  const stallFile = path.join(mkdtempSync(path.join(os.tmpdir(), 'stall-probe-')), 'stalls.json');
  const probeOption = `--require ${path.join(__dirname, 'stall-probe.cjs')}`;
  const child = spawn(process.execPath, [path.join(apiRoot, 'api/dist/server.js')], {
    env: apiEnv(dataDir, {
      PORT: String(port),
      EMBEDDED_DB_PORT: String(dbPort),
      NODE_OPTIONS: `${nodeOptions} ${probeOption}`.trim(),
      BENCH_STALL_FILE: stallFile,
      ...env,
    }),
    stdio: ['ignore', process.env.BENCH_API_STDOUT ? 'inherit' : 'ignore', 'pipe'],
  });
  running.add(child);
  let stderr = '';
  child.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', () => {
      running.delete(child);
      resolve();
    }),
  );
  let peak = 0;
  const sample = () => {
    try {
      peak = Math.max(peak, residentMb(child.pid!).peak);
    } catch {
      // The process has exited.
    }
  };
  const sampler = setInterval(sample, 100);
  const url = `http://127.0.0.1:${port}`;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the API exited while starting:\n${stderr}`);
    try {
      const response = await fetch(`${url}/api/health/ready`);
      await response.text();
      if (response.status === 200) break;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  const startMs = performance.now() - started;
  const startCpuMs = cpuMs(child.pid!);
  return {
    url,
    mongoUri: `mongodb://127.0.0.1:${dbPort}/mwangaza`,
    child,
    startMs,
    startCpuMs,
    peakMb: () => {
      sample();
      return peak;
    },
    stalls: async () => {
      // The probe writes its figures when signalled, then starts counting afresh.
      child.kill('SIGUSR2');
      await new Promise((resolve) => setTimeout(resolve, 200));
      return JSON.parse(readFileSync(stallFile, 'utf8')) as Stalls;
    },
    resetPeak: () => {
      // Writing 5 to clear_refs resets the kernel's peak (VmHWM) to the current resident size.
      writeFileSync(`/proc/${child.pid}/clear_refs`, '5');
      peak = residentMb(child.pid!).now;
    },
    async stop() {
      sample();
      clearInterval(sampler);
      child.kill('SIGTERM');
      await exited;
      rmSync(path.dirname(stallFile), { recursive: true, force: true });
    },
  };
}

export async function signIn(url: string, email: string, password: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  const body = (await response.json()) as { data?: { accessToken: string } };
  if (!body.data) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
  return body.data.accessToken;
}

export const percentile = (values: number[], p: number) =>
  [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(values.length * p) - 1)] ?? NaN;

/** CPU time a process has used so far (user and system), in ms. */
export function cpuMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  // utime and stime, fields 14 and 15 of stat (11 and 12 after the command's closing parenthesis), in ticks.
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / 100;
}

/**
 * p95 in ms of `samples` sequential GETs (after three unrecorded warm-ups; bodies read whole), and the API's
 * CPU time per request: on a shared machine the latency depends on the other processes, the CPU time much
 * less.
 */
export async function p95Of(
  api: { url: string; child: ChildProcess },
  path: (i: number) => string,
  token: string | undefined,
  samples: number,
): Promise<{ p95: number; cpu: number }> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  const times: number[] = [];
  let cpuBefore = 0;
  for (let i = 0; i < samples + 3; i++) {
    if (i === 3) cpuBefore = cpuMs(api.child.pid!);
    const started = performance.now();
    const response = await fetch(`${api.url}${path(i)}`, { headers });
    await response.arrayBuffer();
    if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}`);
    if (i >= 3) times.push(performance.now() - started);
  }
  return { p95: percentile(times, 0.95), cpu: (cpuMs(api.child.pid!) - cpuBefore) / samples };
}

/**
 * Requests `paths` in turn, one at a time, for `seconds`: the longest answer is the longest stall any route
 * met meanwhile (a cheap route answers in a millisecond or two unless the event loop is held).
 */
export async function probe(url: string, paths: string[], seconds: number) {
  const times: number[] = [];
  const until = performance.now() + seconds * 1000;
  for (let i = 0; performance.now() < until; i++) {
    const started = performance.now();
    const response = await fetch(`${url}${paths[i % paths.length]}`);
    await response.arrayBuffer();
    times.push(performance.now() - started);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  return { max: Math.max(...times), p99: percentile(times, 0.99), samples: times.length };
}

/** The event loop's longest delay since the last scrape, from the API's own metrics (prom-client). */
export async function eventLoopMaxMs(url: string): Promise<number> {
  const response = await fetch(`${url}/metrics`, {
    headers: { authorization: 'Bearer bench-metrics-token-0123456789' },
  });
  const text = await response.text();
  const value = /^nodejs_eventloop_lag_max_seconds(?:\{[^}]*\})? (\S+)/m.exec(text)?.[1];
  return value ? Number(value) * 1000 : NaN;
}
