import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const cli = path.resolve(__dirname, '../src/cli.ts');

export interface RunningServer {
  url: string;
  /** Everything the server has written to stdout and stderr so far. */
  output(): string;
  stop(): Promise<void>;
}

/**
 * Runs the real CLI in its own Node process (through tsx), environment parsing included. (In-process tests
 * work too since jest.config.ts transforms content-disposition: see seo-*.test.ts.)
 */
export function spawnStaticServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  // The jest guard (shared/test/forbid-default-ports.ts) cannot see into the child: refuse here a shell that
  // would prerender from the public site's default address (:3001, whatever `npm start` runs there).
  const merged = { ...process.env, ...env };
  if (args.includes('shell') && merged.PRERENDER !== '0' && !merged.PUBLIC_SITE_URL) {
    throw new Error('A test shell without PUBLIC_SITE_URL must set PRERENDER=0 (it would reach :3001)');
  }
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--host', '127.0.0.1', '--port', '0', ...args],
    {
      env: merged,
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      // "… at http://127.0.0.1:N", alone on its line or inside a JSON log line.
      const match = /at (http:\/\/[^\s"]+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], output: () => output, stop: () => stop(child) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`static server exited (${code}): ${output}`)));
  });
}

/** Stops the server; resolves once its output has been read to the end. */
function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('close', () => resolve());
    child.kill('SIGTERM');
  });
}
