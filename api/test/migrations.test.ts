import { execFile } from 'node:child_process';
import path from 'node:path';
import { promisify } from 'node:util';
import mongoose, { type Connection } from 'mongoose';
import { loadConfig } from '../src/config';
import { MIGRATIONS, MigrationStore, runMigrations, type Migration } from '../src/migrations';
import { createModels } from '../src/models';
import {
  startDatabase,
  startTestApp,
  TEST_ENV,
  type TestApp,
  type TestDatabase,
  setUpDatabase,
} from './helpers/test-app';

jest.setTimeout(90_000);

const quiet = { info: () => undefined };

/** A connection of its own, as another API instance has. */
async function connect(db: TestDatabase): Promise<Connection> {
  return mongoose.createConnection(db.uri, { dbName: db.dbName }).asPromise();
}

describe('start-up migrations', () => {
  const db = setUpDatabase({ each: true });

  it('are recorded in `migrations` and never run again', async () => {
    let t = await startTestApp(db);
    const records = () => t.app.db.connection.collection('migrations').find({ kind: 'migration' }).toArray();
    const first = await records();
    expect(first.map((record) => record._id)).toEqual(MIGRATIONS.map((migration) => migration.id));
    expect(first[0]).toMatchObject({ appliedAt: expect.any(Date), changed: 0, by: expect.any(String) });
    await t.close();
    t = await startTestApp(db);
    try {
      expect(await records()).toEqual(first);
    } finally {
      await t.close();
    }
  });

  it('run once each, in order, when several instances start together', async () => {
    const ran: string[] = [];
    const step = (id: string): Migration => ({
      id,
      description: id,
      async up() {
        ran.push(`${id} start`);
        await new Promise((resolve) => setTimeout(resolve, 50));
        ran.push(`${id} end`);
        return 1;
      },
    });
    const steps = [step('first'), step('second'), step('third')];
    const connections = await Promise.all([1, 2, 3].map(() => connect(db)));
    try {
      const context = (connection: Connection) => ({
        models: createModels(connection),
        config: loadConfig(TEST_ENV),
        clock: Date.now,
        log: quiet,
      });
      const results = await Promise.all(
        connections.map((connection) =>
          runMigrations(new MigrationStore(connection, { pollMs: 20 }), context(connection), steps),
        ),
      );
      expect(ran).toEqual([
        'first start',
        'first end',
        'second start',
        'second end',
        'third start',
        'third end',
      ]);
      // One instance ran them all; the others found them applied.
      expect(results.map((ids) => ids.length).sort()).toEqual([0, 0, 3]);
      const store = new MigrationStore(connections[0]!);
      expect((await store.applied()).map((record) => record._id)).toEqual(['first', 'second', 'third']);
    } finally {
      await Promise.all(connections.map((connection) => connection.close()));
    }
  });

  it('takes over the lock of an instance that died while migrating', async () => {
    const connection = await connect(db);
    try {
      await connection
        .collection('migrations')
        .insertOne({ _id: '_lock' as never, owner: 'dead-host:123', expiresAt: new Date(Date.now() - 1000) });
      const context = {
        models: createModels(connection),
        config: loadConfig(TEST_ENV),
        clock: Date.now,
        log: quiet,
      };
      const ran = await runMigrations(new MigrationStore(connection), context, [
        { id: 'only', description: 'only', up: async () => 0 },
      ]);
      expect(ran).toEqual(['only']);
    } finally {
      await connection.close();
    }
  });
});

const exec = promisify(execFile);
const apiRoot = path.resolve(__dirname, '..');

/** `npm run <script> -w api -- ...args` on the test's database, as an operator runs it. */
async function npmRun(db: TestDatabase, script: string, ...args: string[]): Promise<string> {
  const { stdout } = await exec(
    process.execPath,
    ['--import', 'tsx', path.join(apiRoot, 'src', script), ...args],
    {
      cwd: apiRoot,
      env: { ...process.env, ...TEST_ENV, MONGODB_URI: db.uri, MONGODB_DB_NAME: db.dbName },
    },
  );
  return stdout;
}

describe('npm run migrate -w api', () => {
  let db: TestDatabase;
  let t: TestApp | undefined;
  beforeAll(async () => {
    db = await startDatabase();
  });
  afterAll(async () => {
    await t?.close();
    await db.stop();
  });

  it('--status lists each migration, applied (when) or pending, and the first-start content', async () => {
    expect(await npmRun(db, 'commands/migrate.ts', '--status')).toMatch(
      new RegExp(MIGRATIONS.map((migration) => `pending +${migration.id}`).join('[^]*')),
    );

    t = await startTestApp(db);
    await t.app.db.connection.collection('migrations').deleteOne({ _id: 'content-slugs' as never });
    const status = await npmRun(db, 'commands/migrate.ts', '--status');
    expect(status).toMatch(/applied +\d{4}-\d\d-\d\dT[\d:.]+Z +0 changed +enquiry-status-to-stage/);
    expect(status).toMatch(/pending +content-slugs/);
    expect(status).toMatch(
      /applied .* seed:first-start-content +services, culture items, the sample case studies/,
    );
    expect(status).toMatch(/1 pending/);

    // Without --status it applies what is pending.
    const applied = await npmRun(db, 'commands/migrate.ts');
    expect(applied).toMatch(/Applied 1 migration/);
    expect(applied).toMatch(/applied .* content-slugs/);
    expect(applied).toMatch(/Nothing pending/);
  });

  it('npm run seed -w api does nothing on a database seeded before', async () => {
    expect(await npmRun(db, 'commands/seed.ts')).toMatch(/Nothing to do: this database was seeded on /);
  });
});
