// What `npm start` and `npm run dev` share: each part of the site runs as a child process, and when one stops
// (or on Ctrl+C / SIGTERM) every other one is stopped too. Plain Node, no dependencies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { root } from './prepare.mjs';

export function createLauncher() {
  const children = [];
  let stopping = false;

  function stop(code = 0) {
    stopping = true;
    for (const child of children) child.kill('SIGTERM');
    setTimeout(() => process.exit(code), 1500).unref();
  }
  process.on('SIGINT', () => stop(0));
  process.on('SIGTERM', () => stop(0));

  /** Runs `node <args>` in `cwd` (relative to the repository root) with `env` added to this process's. */
  function start(name, args, { cwd = '.', env = {} } = {}) {
    const child = spawn(process.execPath, args, {
      cwd: path.join(root, cwd),
      stdio: 'inherit',
      env: { ...process.env, ...env },
    });
    child.on('exit', (code, signal) => {
      if (stopping) return;
      console.error(`✖ ${name} stopped (${signal ?? `exit ${code}`}); stopping everything.`);
      stop(1);
    });
    children.push(child);
  }

  return { start, isStopping: () => stopping };
}

/**
 * Polls each URL (name → URL) until it answers 2xx, for up to `limitMs` in all; resolves with the names of
 * those that never did.
 */
export async function whichNeverAnswered(urls, limitMs) {
  const deadline = Date.now() + limitMs;
  const answers = async (url) => {
    while (Date.now() < deadline) {
      try {
        const response = await fetch(url, { signal: AbortSignal.timeout(5000) });
        if (response.ok) return true;
      } catch {
        // Not listening yet.
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    return false;
  };
  const results = await Promise.all(
    Object.entries(urls).map(async ([name, url]) => [name, await answers(url)]),
  );
  return results.filter(([, answered]) => !answered).map(([name]) => name);
}
