import { cpSync, statSync, truncateSync } from 'node:fs';
import path from 'node:path';
import { DATABASE_FILE, idsOf, tempDir, withServer, writeUntilKilled } from './helpers';

// Transactions across a stop and a crash: nothing uncommitted or half-committed survives a restart.
describe('durability', () => {
  test('a transaction open when the server stops leaves nothing', async () => {
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
      expect(await idsOf(c.db('app').collection('items'))).toEqual(['before']);
    });
  });

  test('a committed transaction survives kill -9; one whose commit was cut by a crash leaves nothing', async () => {
    const dataDir = tempDir();
    await writeUntilKilled(dataDir, 'transaction', (out) => out.includes('committed'));
    const expected = Array.from({ length: 20 }, (_, i) => `t${i}`);
    await withServer({ dataDir: copyOf(dataDir) }, async (c) => {
      expect((await idsOf(c.db('app').collection('items'))).sort()).toEqual(expected.sort());
    });
    // The commit's last frame never reached the disk: the whole transaction is gone, the write before it kept.
    const wal = path.join(dataDir, `${DATABASE_FILE}-wal`);
    truncateSync(wal, statSync(wal).size - 100);
    await withServer({ dataDir }, async (c) => {
      expect(await idsOf(c.db('app').collection('items'))).toEqual(['before']);
    });
  }, 60_000);
});

function copyOf(dataDir: string): string {
  const copy = tempDir();
  cpSync(dataDir, copy, { recursive: true });
  return copy;
}
