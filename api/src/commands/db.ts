/**
 * The embedded database as its own process, so several API instances on one machine share it:
 *   npm run db -w api          (after a build; in a deploy folder: node api/dist/db.js)
 * DATA_DIR (default `.data`, relative to the project's root as for the API) holds its files;
 * EMBEDDED_DB_PORT (default 27017) is its port on 127.0.0.1 only; EMBEDDED_DB_CACHE_MB its memory for caches,
 * as for the API. It prints the MONGODB_URI to give the API instances and stops cleanly on SIGTERM/SIGINT
 * (writes flushed).
 */
import { startEmbeddedMongo, type EmbeddedMongo } from '@mwangaza/embedded-mongo';
import { readEnv } from '@mwangaza/shared/env';
import { projectPath } from '../config/project-root';
import { database } from '../config/server-variables';

/** The database the API uses on its own embedded server, so data moves between the two layouts unchanged. */
const DB_NAME = 'mwangaza';
const DEFAULT_PORT = 27017;

/** One JSON line per event, like the API's logs (pino's level numbers: 30 info, 50 error). */
function log(level: 30 | 50, msg: string, fields: Record<string, unknown> = {}): void {
  const line = JSON.stringify({ level, time: Date.now(), pid: process.pid, name: 'db', msg, ...fields });
  (level >= 50 ? process.stderr : process.stdout).write(`${line}\n`);
}

function portFromEnv(): number {
  const raw = process.env.EMBEDDED_DB_PORT?.trim();
  if (!raw) return DEFAULT_PORT;
  const port = Number(raw);
  if (!Number.isInteger(port) || port < 0 || port > 65_535)
    throw new Error(`EMBEDDED_DB_PORT must be a port number (got "${raw}")`);
  return port;
}

/** EMBEDDED_DB_CACHE_MB, checked as the API checks it. */
function cacheMbFromEnv(): number {
  const reading = readEnv({ EMBEDDED_DB_CACHE_MB: database.EMBEDDED_DB_CACHE_MB }, process.env);
  if (reading.problems.length > 0) throw new Error(reading.problems.join(' '));
  return reading.values.EMBEDDED_DB_CACHE_MB;
}

async function main(): Promise<void> {
  const dataDir = projectPath(process.env.DATA_DIR?.trim() || '.data');
  const started = Date.now();
  const db: EmbeddedMongo = await startEmbeddedMongo({
    dataDir,
    port: portFromEnv(),
    cacheMb: cacheMbFromEnv(),
  });
  const mongodbUri = `${db.uri}${DB_NAME}`;
  void db.integrity.then(({ problems, failure }) => {
    if (problems.length > 0)
      log(
        50,
        'the embedded database is damaged: writes are refused; stop it and run `npm run db:repair -w api`',
        {
          problems,
        },
      );
    else if (failure) log(30, 'the embedded database could not be checked at start', { failure });
  });
  if (db.upgraded)
    log(
      30,
      `converted the data folder from the journal format; the old files are kept in ${db.upgraded.keptIn}`,
      {
        records: db.upgraded.records,
        durationMs: Math.round(db.upgraded.durationMs),
      },
    );
  log(30, `embedded database ready: give the API instances MONGODB_URI=${mongodbUri}`, {
    mongodbUri,
    dataDir,
    startMs: Date.now() - started,
  });

  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) return;
    stopping = true;
    log(30, 'stopping the embedded database', { signal });
    db.stop().then(
      () => {
        log(30, 'embedded database stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log(50, 'error while stopping the embedded database', { err: String(error) });
        process.exit(1);
      },
    );
  };
  // `on`, not `once`: a second signal (systemd and a terminal both sending one) must not kill it mid-flush.
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  log(50, error instanceof Error ? error.message : String(error));
  process.exit(1);
});
