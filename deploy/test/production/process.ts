import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';

/** A production process the test started, with everything it printed (its JSON log lines). */
export interface RunningProcess {
  name: string;
  pid: number;
  port: number;
  /** Milliseconds from spawn until its readiness check answered 200. */
  startMs: number;
  lines: string[];
  /** Sends SIGTERM and resolves with the exit code and how long the stop took. */
  terminate(): Promise<{ code: number | null; stopMs: number }>;
  /** SIGKILL to the whole process group: the test's own clean-up. */
  kill(): void;
}

export interface SpawnOptions {
  name: string;
  command: string;
  args: string[];
  cwd: string;
  env: NodeJS.ProcessEnv;
  port: number;
  /** Resolves once the process is ready (e.g. its readiness route answers 200). */
  ready: (output: { lines: string[] }) => Promise<boolean>;
  logFile: string;
  timeoutMs?: number;
}

const started = new Set<ChildProcess>();
process.once('exit', () => {
  for (const child of started) killGroup(child);
});

function killGroup(child: ChildProcess): void {
  try {
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } catch {
    // already gone
  }
}

/** Starts a process in its own group, collects its output line by line, and waits until it is ready. */
export async function startProcess(options: SpawnOptions): Promise<RunningProcess> {
  const spawnedAt = Date.now();
  const child = spawn(options.command, options.args, {
    cwd: options.cwd,
    env: options.env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  started.add(child);
  const lines: string[] = [];
  const log = fs.createWriteStream(options.logFile, { flags: 'a' });
  let partial = '';
  const collect = (chunk: Buffer) => {
    log.write(chunk);
    const text = partial + chunk.toString();
    const parts = text.split('\n');
    partial = parts.pop() ?? '';
    lines.push(...parts);
  };
  child.stdout?.on('data', collect);
  child.stderr?.on('data', collect);
  const exited = new Promise<number | null>((resolve) =>
    child.once('exit', (code) => {
      started.delete(child);
      log.end();
      resolve(code);
    }),
  );

  const deadline = Date.now() + (options.timeoutMs ?? 60_000);
  let exitCode: number | null | undefined;
  void exited.then((code) => (exitCode = code));
  for (;;) {
    if (exitCode !== undefined)
      throw new Error(
        `${options.name} exited (${exitCode}) before it was ready:\n${lines.slice(-20).join('\n')}`,
      );
    if (await options.ready({ lines }).catch(() => false)) break;
    if (Date.now() > deadline) {
      killGroup(child);
      throw new Error(`${options.name} not ready in time:\n${lines.slice(-20).join('\n')}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }

  return {
    name: options.name,
    pid: child.pid ?? 0,
    port: options.port,
    startMs: Date.now() - spawnedAt,
    lines,
    async terminate() {
      const signalledAt = Date.now();
      if (exitCode === undefined) child.kill('SIGTERM');
      const code = await exited;
      return { code, stopMs: Date.now() - signalledAt };
    },
    kill: () => killGroup(child),
  };
}

/** True once GET `url` answers 200 (plain HTTP on loopback: a process's own readiness route). */
export async function answers200(url: string): Promise<boolean> {
  const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
  await response.arrayBuffer();
  return response.status === 200;
}
