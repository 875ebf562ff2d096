import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const SERVER = path.join(__dirname, '../../src/server.ts');
const ENV = { NODE_ENV: 'test', LOG_LEVEL: 'info', PORT: '0', PASSWORD_HASH_COST: '10', HOST: '127.0.0.1' };

/**
 * Starts the real server module (src/server.ts) as its own process, as `npm start` runs it, on the given
 * env (not the caller's MONGODB_URI); whatever still runs when the file's tests end is killed.
 */
export function setUpServerProcesses() {
  const children: ChildProcess[] = [];
  afterAll(() => {
    for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  });

  return function startServer(env: Record<string, string>) {
    const { MONGODB_URI: _external, ...inherited } = process.env;
    const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
      env: { ...inherited, ...ENV, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    children.push(child);
    let stdout = '';
    let stderr = '';
    child.stdout!.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    return {
      child,
      exited,
      output: () => ({ stdout, stderr }),
      /** The address it listens on (Fastify's "Server listening" log line), once it does; rejects if it exits first. */
      async listening(): Promise<string> {
        for (;;) {
          const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(stdout)?.[1];
          if (address) return address;
          if (child.exitCode !== null)
            throw new Error(`the server exited (${child.exitCode}):\n${stdout}\n${stderr}`);
          await new Promise((resolve) => setTimeout(resolve, 100));
        }
      },
      stop: () => child.kill('SIGTERM'),
    };
  };
}
