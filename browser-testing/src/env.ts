import { createHash } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { E2eEnv } from './stack';

export type { E2eEnv } from './stack';

/** Where global-setup leaves the URLs of the running stack for the tests (and the pids for teardown). */
// One file per checkout, so two working copies on one machine can run their browser tests at the same time.
const checkout = createHash('sha1').update(path.resolve(__dirname, '../..')).digest('hex').slice(0, 8);
export const ENV_FILE =
  process.env.E2E_ENV_FILE ??
  path.join(os.tmpdir(), `mwangaza-e2e-${process.getuid?.() ?? 'user'}-${checkout}.json`);

export function writeE2eEnv(env: E2eEnv): void {
  fs.writeFileSync(ENV_FILE, JSON.stringify(env, null, 2));
}

export function getE2eEnv(): E2eEnv {
  if (!fs.existsSync(ENV_FILE)) {
    throw new Error(
      `${ENV_FILE} is missing: run the e2e tests through jest (npx jest --selectProjects e2e --runInBand)`,
    );
  }
  return JSON.parse(fs.readFileSync(ENV_FILE, 'utf8')) as E2eEnv;
}

export function removeE2eEnv(): void {
  fs.rmSync(ENV_FILE, { force: true });
}
