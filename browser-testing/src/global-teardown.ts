import fs from 'node:fs';
import { ENV_FILE, getE2eEnv, removeE2eEnv } from './env';
import { takeMailbox } from './global-setup';
import { killGroup } from './processes';

/** Stops every process group global-setup started and removes the throw-away data folder. */
export default async function globalTeardown(): Promise<void> {
  await takeMailbox()?.stop();
  if (!fs.existsSync(ENV_FILE)) return;
  const env = getE2eEnv();
  for (const pid of env.pids) killGroup(pid, 'SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  for (const pid of env.pids) killGroup(pid, 'SIGKILL');
  if (env.dataDir) fs.rmSync(env.dataDir, { recursive: true, force: true });
  removeE2eEnv();
}
