import { Worker } from 'node:worker_threads';

/**
 * SQLite's `PRAGMA quick_check` (every page, B-tree and table of the file), on a connection of its own in a
 * worker thread, so that a large database is checked while the server already answers. Resolves with the
 * problems found (empty: none), or with a failure to run the check at all.
 */
export function checkInWorker(file: string): { result: Promise<CheckResult>; stop(): Promise<void> } {
  const worker = new Worker(WORKER, { eval: true, workerData: { file } });
  const result = new Promise<CheckResult>((resolve) => {
    worker.once('message', (message: CheckResult) => resolve(message));
    worker.once('error', (error) => resolve({ problems: [], failure: error.message }));
    worker.once('exit', () => resolve({ problems: [], failure: 'the check was stopped' }));
  });
  return { result, stop: () => worker.terminate().then(() => undefined) };
}

export interface CheckResult {
  problems: string[];
  /** The check could not run (not a sign of damage). */
  failure?: string;
}

// Plain JavaScript, run by the worker: it has no access to this module's code. Node 22's one-off
// ExperimentalWarning for node:sqlite is left out, as in node-sqlite.ts.
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const emitWarning = process.emitWarning;
process.emitWarning = function (warning, ...rest) {
  if (/^SQLite is an experimental feature/.test(String(warning && warning.message || warning))) return;
  return emitWarning.call(process, warning, ...rest);
};
const { DatabaseSync } = require('node:sqlite');
let db;
try {
  db = new DatabaseSync(workerData.file);
  db.exec('PRAGMA busy_timeout = 5000');
  const problems = db.prepare('PRAGMA quick_check(10)').all().map((row) => row.quick_check).filter((line) => line !== 'ok');
  parentPort.postMessage({ problems });
} catch (error) {
  const message = String(error && error.message || error);
  parentPort.postMessage(/malformed|corrupt|not a database/i.test(message) ? { problems: [message] } : { problems: [], failure: message });
} finally {
  if (db) db.close();
}
`;
