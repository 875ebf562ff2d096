import mongoose from 'mongoose';
import { ensureTtlIndex } from '../src/lib/ttl-index';
import { createSessionModel } from '../src/models/session.model';
import { startDatabase } from './helpers/test-app';

jest.setTimeout(60_000);

it('instances starting together on an older database both make its plain index a TTL one', async () => {
  const db = await startDatabase();
  const connections = await Promise.all(
    [1, 2, 3].map(() => mongoose.createConnection(db.uri, { dbName: db.dbName }).asPromise()),
  );
  try {
    const [first] = connections;
    // As an older database made it: a plain index of the TTL index's name.
    await first!.collection('sessions').createIndex({ expiresAt: 1 }, { name: 'expiresAt_1' });
    const models = connections.map((connection) => createSessionModel(connection));
    await Promise.all(models.map((model) => ensureTtlIndex(model, 'expiresAt', 86_400)));
    const index = (await first!.collection('sessions').indexes()).find((i) => i.name === 'expiresAt_1');
    expect(index?.expireAfterSeconds).toBe(86_400);
  } finally {
    await Promise.all(connections.map((connection) => connection.close()));
    await db.stop();
  }
});
