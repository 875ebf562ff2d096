import path from 'node:path';
import { CursorRegistry } from './cursors';
import { WireServer } from './server';
import { Catalog } from './storage/catalog';
import { Journal } from './storage/journal';

export interface EmbeddedMongoOptions {
  /** TCP port; 0 or omitted picks a free port. */
  port?: number;
  /** Interface to bind; defaults to loopback only. */
  host?: string;
  /** Directory for the journal and snapshots; omitted means in-memory only. */
  dataDir?: string;
  /** Journal records after which the journal is folded into a new snapshot. */
  compactEvery?: number;
  /** Idle time after which an unfinished cursor is discarded (MongoDB's default is 10 minutes). */
  cursorTimeoutMs?: number;
}

export interface EmbeddedMongo {
  /** `mongodb://host:port/` — pass to mongoose.connect or MongoClient. */
  uri: string;
  port: number;
  /** Closes client sockets, waits for pending journal writes and closes files. Idempotent. */
  stop(): Promise<void>;
}

export async function startEmbeddedMongo(options: EmbeddedMongoOptions = {}): Promise<EmbeddedMongo> {
  const host = options.host ?? '127.0.0.1';
  const catalog = new Catalog();
  const journal = options.dataDir
    ? await Journal.open(path.resolve(options.dataDir), catalog, options.compactEvery ?? 10_000)
    : undefined;
  const cursors = new CursorRegistry(options.cursorTimeoutMs ?? 10 * 60_000);
  const server = new WireServer(catalog, cursors);
  let port: number;
  try {
    port = await server.listen(options.port ?? 0, host);
  } catch (err) {
    cursors.close();
    await journal?.close();
    throw err;
  }
  let stopping: Promise<void> | undefined;
  return {
    uri: `mongodb://${host.includes(':') ? `[${host}]` : host}:${port}/`,
    port,
    stop() {
      stopping ??= (async () => {
        await server.close();
        cursors.close();
        await journal?.close();
      })();
      return stopping;
    },
  };
}
