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
