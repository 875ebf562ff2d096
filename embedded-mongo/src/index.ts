import path from 'node:path';
import { CursorRegistry } from './cursors';
import { WireServer } from './server';
import { SessionRegistry } from './sessions';
import { lockHolder } from './storage/dir-lock';
import type { UpgradeResult } from './storage/legacy/upgrade';
import { DEFAULT_CACHE_BYTES, SqliteEngine, type IntegrityReport } from './storage/sqlite/engine';
import { TtlMonitor } from './storage/ttl-monitor';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 or omitted picks a free port. */
  port?: number;
  /** Interface to bind; defaults to loopback only. */
  host?: string;
  /** The data folder (SQLite database and lock file); omitted: a throwaway folder, deleted at stop. */
  dataDir?: string;
  /** Memory for caches in MB: SQLite's page cache and decoded documents (default 32). */
  cacheMb?: number;
  /** A database over this many MB is checked right after the start instead of before it (default 256). */
  checkBeforeStartMb?: number;
  /** Idle time after which an unfinished cursor is discarded (MongoDB's default is 10 minutes). */
  cursorTimeoutMs?: number;
  /** How often the TTL monitor deletes expired documents (MongoDB: 60 s, the default); 0 turns it off. */
  ttlMonitorIntervalMs?: number;
  /** The clock for TTL expiry and the 60 s transaction lifetime; tests inject one instead of waiting. */
  now?: () => Date;
}

export interface EmbeddedMongo {
  /** `mongodb://host:port/` — pass to mongoose.connect or MongoClient. */
  uri: string;
  port: number;
  /** Set when this start converted the data folder from the journal format of earlier versions. */
  upgraded?: UpgradeResult;
  /**
   * The start-up integrity check: settled at once when it ran before the start; for a large database it runs
   * right after, and damage it finds makes every write fail from then on (`problems` says what it found).
   */
  integrity: Promise<IntegrityReport>;
  /** Runs one TTL expiry pass now; resolves with the number of documents deleted (durable by then). */
  runTtlPass(): Promise<number>;
  /** Closes client sockets, waits for pending writes to be durable and closes the database. Idempotent. */
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const engine = await SqliteEngine.open({
    dataDir: options.dataDir,
    cacheBytes: options.cacheMb !== undefined ? options.cacheMb * 1024 * 1024 : DEFAULT_CACHE_BYTES,
    ...(options.checkBeforeStartMb !== undefined
      ? { checkBeforeStartBytes: options.checkBeforeStartMb * 1024 * 1024 }
      : {}),
  });
  const cursors = new CursorRegistry(options.cursorTimeoutMs ?? 10 * 60_000);
  const now = options.now ?? (() => new Date());
  const sessions = new SessionRegistry(engine, () => now().getTime());
  const server = new WireServer(engine.latest, cursors, sessions);
  const ttl = new TtlMonitor(engine.latest, now, options.ttlMonitorIntervalMs ?? 60_000);
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    await ttl.stop();
    sessions.close();
    cursors.close();
    await engine.close();
    throw err;
  }
  const uri = mongoUri(host, port);
  // A command run beside the server (a backup) finds it here instead of failing on the lock.
  if (options.dataDir) engine.recordAddress(mongoUri(reachableHost(host), port));
  let stopping: Promise<void> | undefined;
  return {
    uri,
    port,
    ...(engine.upgraded ? { upgraded: engine.upgraded } : {}),
    integrity: engine.integrity,
    runTtlPass: () => ttl.runPass(),
    stop() {
      stopping ??= (async () => {
        await server.close();
        await ttl.stop();
        sessions.close();
        cursors.close();
        await engine.close();
      })();
      return stopping;
    },
  };
}

/** Why a data directory cannot be opened: held by another process, or damaged beyond a torn last write. */
export { DataDirLockedError } from './storage/dir-lock';
export { DataDamagedError } from './storage/data-damaged-error';
export { UnsupportedNodeError } from './storage/sqlite/node-sqlite';
export { repairDataDir, type RepairedFile } from './storage/repair';
export type { UpgradeResult } from './storage/legacy/upgrade';
export type { IntegrityReport } from './storage/sqlite/engine';

/** The process holding a data directory, as its lock file names it: where to reach it, when it listens. */
export interface DataDirHolder {
  pid: number;
  host: string;
  /** `mongodb://127.0.0.1:PORT/`; absent until the server listens. */
  address?: string;
}

/**
 * The live server (or repair) holding `dataDir`, or undefined when none does (no lock, or a stale one).
 * A holder on another host (a shared volume) cannot be reached from here: its `host` differs from ours.
 */
export function findDataDirHolder(dataDir: string): DataDirHolder | undefined {
  return lockHolder(path.resolve(dataDir));
}

function mongoUri(host: string, port: number): string {
  return `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/`;
}

/** A server bound to every interface is reached on loopback by a command on the same machine. */
function reachableHost(host: string): string {
  if (host === '0.0.0.0') return '127.0.0.1';
  if (host === '::') return '::1';
  return host;
}
