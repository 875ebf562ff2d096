import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';

const cli = path.resolve(__dirname, '../src/cli.ts');

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

/**
 * Runs the real CLI in its own Node process (through tsx), environment parsing included. (In-process tests
 * work too since jest.config.ts transforms content-disposition: see seo-*.test.ts.)
 */
export function spawnStaticServer(args: string[], env: NodeJS.ProcessEnv = {}): Promise<RunningServer> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', cli, '--host', '127.0.0.1', '--port', '0', ...args],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /at (http:\/\/\S+)/.exec(output);
      if (match?.[1]) resolve({ url: match[1], stop: () => stop(child) });
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => reject(new Error(`static server exited (${code}): ${output}`)));
  });
}

function stop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
