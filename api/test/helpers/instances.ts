import { setUpDatabase, startTestApp, startedLater, type TestApp, type TestDatabase } from './test-app';

/**
 * Several API instances on one database of their own, as behind a load balancer: one per `envs` entry,
 * started before the file's (or the describe's) tests, closed and the database stopped after them. Read
 * them (and `.db`, for one more instance) in tests and in hooks registered after this call.
 */
export function setUpInstances<E extends readonly Record<string, string>[]>(
  envs: readonly [...E],
  options: { clock?: () => number; logStream?: { write(line: string): void } } = {},
): { [K in keyof E]: TestApp } & { db: TestDatabase } {
  const started: TestApp[] = [];
  // jest runs after-hooks in declaration order: the instances close before the database stops.
  afterAll(async () => {
    for (const instance of started.splice(0)) await instance.close();
  });
  const db = setUpDatabase();
  beforeAll(async () => {
    for (const env of envs) started.push(await startTestApp(db, env, options));
  });

  const instances = envs.map((_env, i) =>
    startedLater(() => {
      const instance = started[i];
      if (!instance) throw new Error('setUpInstances: no instance (read before set-up)');
      return instance;
    }),
  );
  return Object.assign(instances as { [K in keyof E]: TestApp }, { db });
}
