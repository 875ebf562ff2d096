import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import mongoose from 'mongoose';
import { startEmbeddedMongo } from '../../embedded-mongo/src';
import { buildApp } from '../../src/app';
import { loadConfig, type AppConfig } from '../../src/config';

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
export async function startDatabase(options: { dataDir?: string; port?: number; dbName?: string } = {}): Promise<TestDatabase & { port?: number }> {
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
  return { uri: server.uri, dbName, port: server.port, stop: () => server.stop(), runTtlPass: () => server.runTtlPass() };
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
  call<T = Record<string, unknown>>(method: string, path: string, options?: CallOptions): Promise<CallResult<T>>;
  close(): Promise<void>;
}

/** Test defaults: fast password hashing, quiet logs, limits high enough not to trip by accident. */
export const TEST_ENV: Record<string, string> = {
  NODE_ENV: 'test',
  LOG_LEVEL: 'silent',
  PASSWORD_HASH_COST: '10',
  RATE_LIMIT_MAX: '100000',
  CONTACT_RATE_LIMIT_MAX: '1000',
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

/** Builds the app on the given database, listens on port 0 and calls it over HTTP with fetch. */
export async function startTestApp(
  db: TestDatabase,
  env: Record<string, string> = {},
  options: { clock?: () => number; logStream?: { write(line: string): void } } = {},
): Promise<TestApp> {
  const config = loadConfig({ ...TEST_ENV, ...env });
  const app = await buildApp({ config, mongodbUri: db.uri, dbName: db.dbName, clock: options.clock, logStream: options.logStream });
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
    return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : {} } as CallResult<T>;
  }

  return { app, config, baseUrl, call, close: () => app.close() };
}

/** Signs in and returns the access token (and the rest of the session). */
export async function login(t: TestApp, email = DEMO_EMAIL, password = DEMO_PASSWORD) {
  const result = await t.call('POST', '/auth/login', { body: { email, password } });
  if (result.status !== 200) throw new Error(`login failed: ${result.status} ${result.body.message}`);
  return result.body.data as { accessToken: string; refreshToken: string; user: { id: string; role: string } };
}

let userCounter = 0;

/** Registers an account, gives it `role` (as the demo admin) and returns its session. */
export async function createUser(t: TestApp, role: 'admin' | 'editor' | 'user', adminToken: string) {
  const email = `${role}${++userCounter}-${randomBytes(3).toString('hex')}@example.com`;
  const password = 'Sup3r-secret!';
  const registered = await t.call('POST', '/auth/register', { body: { fullName: `Test ${role}`, email, password } });
  if (registered.status !== 201) throw new Error(`register failed: ${registered.status} ${registered.body.message}`);
  if (role !== 'user') {
    await t.call('PATCH', `/auth/users/${registered.body.data.user.id}/role`, { token: adminToken, body: { role } });
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
