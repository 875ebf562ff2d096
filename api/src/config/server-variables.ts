import { flag, integer, list, oneOf, secret, text } from '@mwangaza/shared/env';
import { isTrustProxy, toTrustProxy } from './trust-proxy';

export const server = {
  NODE_ENV: text({
    description:
      '`production`: demo mode off, strong secrets, `CONSOLE_URL`, a database and `PROXY_SECRET` required; `test`: quiet logs',
    default: 'development',
  }),
  HOST: text({
    description: 'the interface the API listens on (`0.0.0.0` in a container)',
    default: '127.0.0.1',
  }),
  PORT: integer({ description: 'the port the API listens on', default: 4000, max: 65_535 }),
  LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], {
    description: 'the lowest level written to the log',
    default: 'info',
    defaultFor: { test: 'silent' },
  }),
  TRUST_PROXY: {
    ...text({
      description:
        'which proxies may report the client address: a hop count, `false`, or their addresses (see Security)',
      defaultText: 'one hop, from this machine (`loopback`)',
      valid: isTrustProxy,
      expected:
        'false, a number of proxies or their addresses (true is refused: every client could choose its address)',
    }),
    parse: toTrustProxy,
  },
  PROXY_SECRET: secret({
    description:
      "proves a request came through the shell's server (same value there); required in production when a proxy is trusted",
    defaultText: 'random per `npm start`',
  }),
  BODY_LIMIT_BYTES: integer({
    description: 'largest request body accepted (413 above)',
    default: 102_400,
    min: 1024,
  }),
  REQUEST_TIMEOUT_MS: integer({
    description:
      'the whole request, body included, must arrive within this (else 408 and the connection closes)',
    default: 30_000,
    min: 100,
    max: 600_000,
  }),
  HEADERS_TIMEOUT_MS: integer({
    description: "the request's headers must arrive within this; at most `REQUEST_TIMEOUT_MS`",
    default: 10_000,
    min: 100,
    max: 600_000,
  }),
  KEEP_ALIVE_TIMEOUT_MS: integer({
    description: 'an idle keep-alive connection is closed after this',
    default: 5_000,
    min: 100,
    max: 600_000,
  }),
  SHUTDOWN_TIMEOUT_MS: integer({
    description: 'after SIGTERM, how long requests in flight may finish before their connections are cut',
    default: 10_000,
    max: 600_000,
  }),
  CORS_ORIGINS: list({
    description: 'browser origins allowed to call the API, comma-separated',
    default: 'http://localhost:3000,http://localhost:3001,http://localhost:3002',
  }),
  METRICS_TOKEN: secret({
    description:
      'the bearer token `GET /metrics` asks for (16+ characters, e.g. `openssl rand -base64 32`); unset: `/metrics` answers 404',
  }),
  CLIENT_ERRORS_RATE_LIMIT_MAX: integer({
    description:
      'browser error reports (`POST /api/client-errors`) one client may send per window, per instance',
    default: 10,
    min: 1,
  }),
  CLIENT_ERRORS_RATE_LIMIT_WINDOW_MS: integer({
    description: 'the window of `CLIENT_ERRORS_RATE_LIMIT_MAX`',
    default: 60_000,
    min: 1000,
  }),
  DOCS_ENABLED: flag({
    description: 'Swagger UI at `/api/docs` and the OpenAPI document at `/api/docs/json`',
    default: true,
    defaultFor: { production: false },
  }),
};

export const database = {
  MONGODB_URI: text({
    description: 'a real MongoDB (a replica set in production); unset: the embedded database',
    defaultText: 'the embedded database',
    valid: (value) => /^mongodb(\+srv)?:\/\//.test(value),
    expected: 'a mongodb:// or mongodb+srv:// URL',
  }),
  MONGODB_DB_NAME: text({ description: "the database on `MONGODB_URI` (default: the URI's own)" }),
  DATA_DIR: text({
    description:
      "where the embedded database keeps its files (relative: from the project's root, wherever a command runs)",
    default: '.data',
  }),
  ALLOW_EMBEDDED_DB: flag({ description: 'lets production run on the embedded database', default: false }),
  EMBEDDED_DB_PORT: integer({
    description: "the embedded database's port (0: any free one)",
    default: 0,
    max: 65_535,
  }),
  EMBEDDED_DB_CACHE_MB: integer({
    description:
      "the embedded database's memory for caches in MB (SQLite's pages and decoded documents), whatever the data size",
    default: 32,
    min: 4,
    max: 4096,
  }),
  DB_TIMEOUT_MS: integer({
    description: 'how long a database call waits for a server before answering 503',
    default: 3000,
    min: 100,
  }),
  SEED_ON_START: flag({
    description: 'seed a new database with the first-start content at start',
    default: true,
  }),
  SEED_SAMPLE_CONTENT: flag({
    description: 'the first-start content includes the sample case studies (fictional clients)',
    default: true,
    defaultFor: { production: false },
  }),
};
