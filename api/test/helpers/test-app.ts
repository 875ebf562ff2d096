import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';
import { startSmtp, type TestSmtp } from './smtp';

export const DEMO_EMAIL = 'admin@mwangaza-analytics.co.ke';
export const DEMO_PASSWORD = 'Demo@2024!';

export interface TestDatabase {
  uri: string;
  dbName: string;
  /** Drops the test database (real MongoDB) or stops the in-memory server. */
  stop(): Promise<void>;
  /** Embedded server only: removes expired documents now (MongoDB's own TTL pass runs every 60 s). */
  runTtlPass?: () => Promise<number>;
}

/**
 * The in-memory embedded server, or MONGODB_URI when set (then a unique database per call, dropped after).
 * dataDir makes the embedded server persistent (restart tests).
 */
export async function startDatabase(
  options: { dataDir?: string; port?: number; dbName?: string } = {},
): Promise<TestDatabase & { port?: number }> {
  const external = process.env.MONGODB_URI;
  const dbName = options.dbName ?? `mwangaza_test_${randomBytes(4).toString('hex')}`;
  if (external && !options.dataDir) {
    return {
      uri: external,
      dbName,
      async stop() {
        const connection = await mongoose.createConnection(external, { dbName }).asPromise();
        await connection.dropDatabase();
        await connection.close();
      },
    };
  }
  const server = await startEmbeddedMongo({ dataDir: options.dataDir, port: options.port });
  return {
    uri: server.uri,
    dbName,
    port: server.port,
    stop: () => server.stop(),
    runTtlPass: () => server.runTtlPass(),
  };
}

export interface CallOptions {
  body?: unknown;
  /** Sent as is (for malformed JSON); sets the JSON content type unless headers say otherwise. */
  rawBody?: string;
  token?: string;
  headers?: Record<string, string>;
}

export interface CallResult<T = Record<string, unknown>> {
  status: number;
  headers: Headers;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests read whatever shape each endpoint returns
  body: T & { success: boolean; message: string; data?: any };
}

export interface TestApp {
  app: FastifyInstance;
  config: AppConfig;
  baseUrl: string;
  call<T = Record<string, unknown>>(
    method: string,
    path: string,
    options?: CallOptions,
  ): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/** Test defaults: fast password hashing, quiet logs, limits high enough not to trip by accident. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: '10',
  RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '1000',
  BOOKING_RATE_LIMIT_MAX: '1000',
  MAIL_RETRY_INTERVAL_MS: '60000',
  SMTP_TIMEOUT_MS: '2000',
  DB_TIMEOUT_MS: '1000',
  // Swagger UI pulls in an ESM-only dependency (content-disposition) that jest on Node 20 cannot require.
  DOCS_ENABLED: 'false',
};

/** A clock a test moves by hand (windows, grace periods, expiry) instead of sleeping. */
export function manualClock(start = Date.now()) {
  let now = start;
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

/**
 * A database of its own for the tests of this file (or describe), started before them and stopped after
 * them; `each: true` gives every test a new one. Its fields are read when used: pass it where a
 * TestDatabase goes, in tests and in hooks registered after it (jest runs after-hooks in declaration order,
 * so register what must close before the database stops first).
 */
export function setUpDatabase(options: { each?: boolean } = {}): TestDatabase {
  let db: TestDatabase | undefined;
  (options.each ? beforeEach : beforeAll)(async () => {
    db = await startDatabase();
  });
  (options.each ? afterEach : afterAll)(async () => {
    await db?.stop();
    db = undefined;
  });
  const started = (): TestDatabase => {
    if (!db) throw new Error('setUpDatabase: no database (read before set-up)');
    return db;
  };
  return {
    get uri() {
      return started().uri;
    },
    get dbName() {
      return started().dbName;
    },
    stop: () => started().stop(),
    get runTtlPass() {
      return started().runTtlPass;
    },
  };
}

/** Builds the app on the given database, listens on port 0 and calls it over HTTP with fetch. */
export async function startTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  options: { clock?: () => number; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await buildApp({
    config,
    mongodbUri: db.uri,
    dbName: db.dbName,
    clock: options.clock,
    logStream: options.logStream,
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const baseUrl = `http://127.0.0.1:${port}`;

  async function call<T>(method: string, path: string, options: CallOptions = {}): Promise<CallResult<T>> {
    const headers: Record<string, string> = { ...options.headers };
    let body: string | undefined;
    if (options.rawBody !== undefined || options.body !== undefined) {
      body = options.rawBody ?? JSON.stringify(options.body);
      headers['content-type'] ??= 'application/json';
    }
    if (options.token) headers.authorization = `Bearer ${options.token}`;
    const response = await fetch(`${baseUrl}/api${path}`, { method, headers, body });
    const text = await response.text();
    return {
      status: response.status,
      headers: response.headers,
      body: text ? JSON.parse(text) : {},
    } as CallResult<T>;
  }

  return { app, config, baseUrl, call, close: () => app.close() };
}

/**
 * One test's own app (other config, a restart) on `db`, or on a database of its own when none is given,
 * closed (and that own database stopped) when `body` ends, pass or fail.
 */
export async function withTestApp<T>(
  options: { db?: TestDatabase; env?: Record<string, string>; clock?: () => number },
  body: (t: TestApp, db: TestDatabase) => Promise<T>,
): Promise<T> {
  const db = options.db ?? (await startDatabase());
  try {
    const t = await startTestApp(db, options.env, { clock: options.clock });
    try {
      return await body(t, db);
    } finally {
      await t.close();
    }
  } finally {
    if (!options.db) await db.stop();
  }
}

/** Signs in and returns the access token (and the rest of the session). */
export async function login(t: TestApp, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const result = await t.call('POST', '/auth/login', { body: { email, password } });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.body.message}`);
  return result.body.data as {
    accessToken: string;
    refreshToken: string;
    user: { id: string; role: string };
  };
}

/** Checks an error answer: its status and the `{ success: false, message }` envelope. */
export function expectRefusal(result: CallResult, status: number, message: unknown) {
  expect(result.status).toBe(status);
  expect(result.body).toEqual({ success: false, message });
}

/** The status a call answers with, for checks of who may do what. */
export async function statusOf(t: TestApp, method: string, path: string, token?: string, body?: unknown) {
  return (await t.call(method, path, { token, body })).status;
}

/** What a session's access token (GET /auth/me) and refresh token (POST /auth/refresh) are answered with. */
export async function sessionStatus(t: TestApp, session: { accessToken: string; refreshToken: string }) {
  const me = await t.call('GET', '/auth/me', { token: session.accessToken });
  const refresh = await t.call('POST', '/auth/refresh', { body: { refreshToken: session.refreshToken } });
  return { me: me.status, refresh: refresh.status };
}

let userCounter = 0;

/** Registers an account, gives it `role` (as the demo admin) and returns its session. */
export async function createUser(t: TestApp, role: 'admin' | 'editor' | 'user', adminToken: string) {
  const email = `${role}${++userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Sup3r-secret!';
  const registered = await t.call('POST', '/auth/register', {
    body: { fullName: `Test ${role}`, email, password },
  });
  if (registered.status !== 201)
    throw new Error(`register failed: ${registered.status} ${registered.body.message}`);
  if (role !== 'user') {
    await t.call('PATCH', `/auth/users/${registered.body.data.user.id}/role`, {
      token: adminToken,
      body: { role },
    });
  }
  return { ...(await login(t, email, password)), email, password };
}

/** An admin, an editor and a plain user, for role-enforcement tests. */
export async function createSessions(t: TestApp) {
  const admin = await login(t);
  const editor = await createUser(t, 'editor', admin.accessToken);
  const user = await createUser(t, 'user', admin.accessToken);
  return { admin: admin.accessToken, editor: editor.accessToken, user: user.accessToken };
}

export interface SetUpTestAppOptions {
  /** Config overrides on top of TEST_ENV (SMTP_URL is added when `mail` is on). */
  env?: Record<string, string>;
  /** The app's injectable clock (e.g. `manualClock().now`). */
  clock?: () => number;
  /** Where the app writes its JSON log lines (with LOG_LEVEL in `env`), for tests that read them. */
  logStream?: { write(line: string): void };
  /** Start a real SMTP server and point SMTP_URL at it. */
  mail?: boolean;
  /** Sign in an admin, an editor and a plain user (`tokens`). */
  sessions?: boolean;
  /** beforeAll's timeout, for files that do not raise jest's. */
  timeout?: number;
}

/** What `setUpTestApp` returns: a TestApp (for `login`, `createUser`) plus what was started with it. */
export interface SharedTestApp extends TestApp {
  db: TestDatabase;
  /** Only with `mail: true`. */
  smtp: TestSmtp;
  /** Only with `sessions: true`. */
  tokens: Awaited<ReturnType<typeof createSessions>>;
}

/**
 * The set-up most API test files share: a database of its own, the app on a free port (an SMTP server and
 * sessions when asked), started before the file's (or the describe's) tests and stopped after them. Its
 * accessors throw when read before set-up has run, so read them in tests and in hooks registered after it.
 */
export function setUpTestApp(options: SetUpTestAppOptions = {}): SharedTestApp {
  let db: TestDatabase | undefined;
  let smtp: TestSmtp | undefined;
  let t: TestApp | undefined;
  let tokens: SharedTestApp['tokens'] | undefined;

  beforeAll(async () => {
    db = await startDatabase();
    const env = { ...options.env };
    if (options.mail) {
      smtp = await startSmtp();
      env.SMTP_URL = `smtp://127.0.0.1:${smtp.port}`;
    }
    t = await startTestApp(db, env, { clock: options.clock, logStream: options.logStream });
    if (options.sessions) tokens = await createSessions(t);
  }, options.timeout);

  afterAll(async () => {
    // Closing the app settles its outbox first, so nothing is still sending when SMTP and the database stop.
    await t?.close();
    await smtp?.stop();
    await db?.stop();
  });

  const started = <T>(value: T | undefined, what: string): T => {
    if (value === undefined)
      throw new Error(`setUpTestApp: no ${what} (read before set-up, or not asked for)`);
    return value;
  };
  return Object.defineProperties(
    startedLater(() => started(t, 'app')),
    {
      db: { get: () => started(db, 'database') },
      smtp: { get: () => started(smtp, 'SMTP server (mail: true)') },
      tokens: { get: () => started(tokens, 'sessions (sessions: true)') },
    },
  ) as SharedTestApp;
}

/**
 * A TestApp that a hook starts later: it reads `current()` on every use, so it can be handed out (and
 * destructured) when the file is loaded, and used in tests and hooks once set-up has run.
 */
export function startedLater(current: () => TestApp): TestApp {
  return {
    get app() {
      return current().app;
    },
    get config() {
      return current().config;
    },
    get baseUrl() {
      return current().baseUrl;
    },
    call: (method, path, callOptions) => current().call(method, path, callOptions),
    close: () => current().close(),
  };
}
