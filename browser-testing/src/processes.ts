import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';

export interface ServiceProcess {
  name: string;
  pid: number;
  url: string;
  stop(): Promise<void>;
}

const running = new Set<ChildProcess>();
// Never leave servers behind if a test run dies half-way.
process.once('exit', () => {
  for (const child of running) killGroup(child.pid, 'SIGKILL');
});

/**
 * A port nothing listens on, for a server this harness starts a moment later. Picked below the kernel's
 * ephemeral range: a port the kernel handed out (listen(0)) is free again once closed, and the kernel may
 * then give it to any outgoing connection (the harness polls its services hundreds of times), so a server
 * started on it seconds later could find it taken (CI once failed so, EADDRINUSE). Ports below that range
 * are only ever taken by a bind that asks for them.
 */
export async function getFreePort(): Promise<number> {
  const [low, high] = portRangeBelowEphemeral();
  for (let attempt = 0; attempt < 100; attempt += 1) {
    const port = low + Math.floor(Math.random() * (high - low));
    if (handedOut.has(port)) continue;
    if (await canListen(port)) {
      handedOut.add(port);
      return port;
    }
  }
  return listenOnAnyPort();
}

const handedOut = new Set<number>();

function portRangeBelowEphemeral(): [number, number] {
  let ephemeralLow = 32768;
  try {
    ephemeralLow =
      Number(fs.readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0]) ||
      32768;
  } catch {
    // not Linux: 32768 is the common default (macOS starts at 49152)
  }
  const high = Math.min(ephemeralLow, 32768);
  return [Math.max(10_000, high - 12_000), high];
}

function canListen(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = net.createServer();
    server.unref();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

function listenOnAnyPort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

export interface StartOptions {
  name: string;
  command: string;
  args: string[];
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  url: string;
  /** The URL that answers 2xx once the service is ready. */
  readyUrl: string;
  timeoutMs?: number;
}

/** Starts a service in its own process group (so it and its children can be stopped together) and waits until it answers. */
export async function startService(options: StartOptions): Promise<ServiceProcess> {
  const env = { ...process.env, ...options.env };
  // An option given as undefined removes the variable (e.g. MONGODB_URI, so the API uses its embedded database).
  for (const [key, value] of Object.entries(options.env ?? {})) if (value === undefined) delete env[key];
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  running.add(child);
  let output = '';
  const collect = (chunk: Buffer) => {
    output = (output + chunk.toString()).slice(-4000);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<never>((_, reject) => {
    child.once('exit', (code, signal) =>
      reject(new Error(`${options.name} exited (${code ?? signal}) before it was ready:\n${output}`)),
    );
  });
  exited.catch(() => undefined);
  try {
    await Promise.race([waitForHttp(options.readyUrl, options.timeoutMs ?? 30_000), exited]);
  } catch (error) {
    killGroup(child.pid, 'SIGKILL');
    running.delete(child);
    throw new Error(`${options.name} did not start: ${(error as Error).message}\n${output}`);
  }
  return { name: options.name, pid: child.pid ?? 0, url: options.url, stop: () => stopChild(child) };
}

export async function waitForHttp(url: string, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = (error as Error).message;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms (${lastError})`);
}

function stopChild(child: ChildProcess): Promise<void> {
  running.delete(child);
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => killGroup(child.pid, 'SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    killGroup(child.pid, 'SIGTERM');
  });
}

/** Stops a process group started by a previous run (teardown only knows the pids). */
export function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (!pid) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // already gone
  }
}
