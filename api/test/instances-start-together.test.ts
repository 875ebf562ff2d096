import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { MongoClient } from 'mongodb';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';

jest.setTimeout(120_000);

/**
 * Two API instances started at the same moment on one empty database, as systemd starts mwangaza.target or
 * compose starts api-1 and api-2: the migrations' lock lets one of them seed while the other waits, so both
 * become ready and the first-start content is there once. Real processes (src/server.ts) on a database
 * server of their own, as production runs them on the database process.
 */

const SERVER = path.join(__dirname, '../src/server.ts');
const children: ChildProcess[] = [];
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
});

function startInstance(mongodbUri: string) {
  const { MONGODB_URI: _external, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', SERVER], {
    env: {
      ...inherited,
      NODE_ENV: 'test',
      LOG_LEVEL: 'info',
      HOST: '127.0.0.1',
      PORT: '0',
      PASSWORD_HASH_COST: '10',
      MONGODB_URI: mongodbUri,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  return {
    exited,
    /** The address it listens on, once it does; rejects if it exits first. */
    async listening(): Promise<string> {
      for (;;) {
        const address = /Server listening at (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1];
        if (address) return address;
        if (child.exitCode !== null) throw new Error(`an instance exited (${child.exitCode}):\n${output}`);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    stop: () => child.kill('SIGTERM'),
  };
}

it.each([1, 2])(
  'both become ready on one empty database and the first-start content is seeded once (round %i)',
  async () => {
    const db = await startEmbeddedMongo();
    const mongodbUri = `${db.uri}mwangaza`;
    const instances = [startInstance(mongodbUri), startInstance(mongodbUri)];
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
