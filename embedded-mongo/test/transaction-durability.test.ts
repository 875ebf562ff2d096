import { readdirSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { idsOf, tempDir, withServer } from './helpers';

// Transactions across a stop and a crash: nothing uncommitted or half-committed survives a restart.
describe('durability', () => {
  test('a transaction open when the server stops leaves nothing; a commit cut by a crash leaves nothing', async () => {
    const dataDir = tempDir();
    await withServer({ dataDir }, async (c) => {
      const items = c.db('app').collection('items');
      await items.insertOne({ _id: 'before' } as never);
      const open = c.startSession();
      open.startTransaction();
      await items.insertOne({ _id: 'never-committed' } as never, { session: open });
      // The server stops with this transaction still open (the session is never ended).
    });
    await withServer({ dataDir }, async (c) => {
      const items = c.db('app').collection('items');
      expect(await idsOf(items)).toEqual(['before']);
      const session = c.startSession();
      await session.withTransaction(async () => {
        for (let i = 0; i < 20; i += 1) await items.insertOne({ _id: `t${i}` } as never, { session });
        await items.deleteOne({ _id: 'before' } as never, { session });
      });
      await session.endSession();
      expect(await items.countDocuments()).toBe(20);
    });
    // A crash while the commit record was being written: its tail never reached the disk.
    const journal = path.join(dataDir, readdirSync(dataDir).find((f) => f.startsWith('journal-')) as string);
    truncateSync(journal, statSync(journal).size - 100);
    await withServer({ dataDir }, async (c) => {
      expect(await idsOf(c.db('app').collection('items'))).toEqual(['before']);
    });
  });
});
