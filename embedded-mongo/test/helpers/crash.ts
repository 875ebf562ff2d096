import { spawn } from 'node:child_process';
import path from 'node:path';

/**
 * Runs test/fixtures/write-until-killed.ts on `dataDir` until `until` says its output shows enough, then
 * kills it with SIGKILL (no chance to flush or close anything) and resolves with everything it printed.
 */
export async function writeUntilKilled(
  dataDir: string,
  mode: 'inserts' | 'transaction',
  until: (output: string) => boolean,
): Promise<string> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', path.join(__dirname, '../fixtures/write-until-killed.ts'), dataDir, mode],
    { stdio: ['ignore', 'pipe', 'inherit'] },
  );
  let output = '';
  const exited = new Promise((resolve) => child.once('exit', resolve));
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (until(output)) resolve();
    });
    child.once('exit', () => reject(new Error(`the writer exited early:\n${output}`)));
  });
  child.kill('SIGKILL');
  await exited;
  return output;
}
