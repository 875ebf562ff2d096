import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { setUpServerProcesses } from './helpers/server-process';

jest.setTimeout(120_000);

/**
 * Two API instances started at the same moment on one empty database, as systemd starts mwangaza.target or
 * compose starts api-1 and api-2: the migrations' lock lets one of them seed while the other waits, so both
 * become ready and the first-start content is there once. Real processes (src/server.ts) on a database
 * server of their own, as production runs them on the database process.
 */

const startServer = setUpServerProcesses();

it.each([1, 2])(
  'both become ready on one empty database and the first-start content is seeded once (round %i)',
  async () => {
    const db = await startEmbeddedMongo();
    const mongodbUri = `${db.uri}mwangaza`;
    const instances = [startServer({ MONGODB_URI: mongodbUri }), startServer({ MONGODB_URI: mongodbUri })];
    try {
      for (const instance of instances) {
        const ready = await fetch(`${await instance.listening()}/api/health/ready`);
        expect(await ready.json()).toMatchObject({ success: true, data: { database: 'up' } });
      }
      const client = await MongoClient.connect(mongodbUri);
      try {
        const data = client.db();
        expect(await data.collection('services').countDocuments()).toBe(7);
        expect(await data.collection('cultureItems').countDocuments()).toBe(5);
        expect(
          await data.collection('migrations').countDocuments({ _id: 'seed:first-start-content' as never }),
        ).toBe(1);
      } finally {
        await client.close();
      }
      for (const instance of instances) instance.stop();
      expect(await Promise.all(instances.map((instance) => instance.exited))).toEqual([0, 0]);
    } finally {
      await db.stop();
    }
  },
);
