// One embedded server with a connected driver client, the setup most test files here share.
import { MongoClient, type Collection, type Db, type Document } from 'mongodb';
import { startEmbeddedMongo, type EmbeddedMongo, type EmbeddedMongoOptions } from '../../src';

export interface EmbeddedClient {
  server: EmbeddedMongo;
  client: MongoClient;
  /** The database `dbName` on `client`. */
  db: Db;
}

/**
 * Starts a server (with `options`) and connects a client before the file's tests, and closes both after
 * them. The returned object is filled in by jest's beforeAll: read its fields inside hooks and tests.
 */
export function setUpEmbeddedClient(dbName: string, options: EmbeddedMongoOptions = {}): EmbeddedClient {
  const mongo = {} as EmbeddedClient;
  beforeAll(async () => {
    mongo.server = await startEmbeddedMongo(options);
    mongo.client = await MongoClient.connect(mongo.server.uri);
    mongo.db = mongo.client.db(dbName);
  });
  afterAll(async () => {
    await mongo.client?.close();
    await mongo.server?.stop();
  });
  return mongo;
}

/**
 * Fakes only setInterval (the server's reaper and TTL monitor timers): sockets and the driver keep real time.
 */
export function fakeIntervalsOnly(): void {
  jest.useFakeTimers({
    doNotFake: [
      'nextTick',
      'setImmediate',
      'setTimeout',
      'clearTimeout',
      'queueMicrotask',
      'Date',
      'hrtime',
      'performance',
    ],
  });
}

/** The `_id`s of a collection's documents, in the order the server returns them. */
export function idsOf<T extends Document>(collection: Collection<T>) {
  return collection
    .find()
    .map((d) => d._id)
    .toArray();
}
