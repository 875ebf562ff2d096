import { site } from '@mwangaza/shared/site';
import { duration, flag, integer, list, oneOf, secret, text, url } from '@mwangaza/shared/env';
import { compileTrust } from '../lib/client-address';

/** `hops`: how many proxies in front of the API are trusted; `addresses`: only hops from these. */
export interface TrustProxy {
  hops: number;
  addresses?: string[];
}

const addressesOf = (raw: string) =>
  raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

function isTrustProxy(raw: string): boolean {
  if (raw === 'false' || /^\d+$/.test(raw)) return true;
  if (raw === 'true') return false;
  try {
    compileTrust(addressesOf(raw));
    return true;
  } catch {
    return false;
  }
}

/**
 * A hop count ("1": the shell's server; "2": a load balancer in front of it), "false"/"0", or the proxies'
 * addresses for proxy-addr ("loopback", "10.0.0.0/8, 127.0.0.1"). Unset: one hop, from this machine (the
 * shell's server proxying /api beside the API). "true" is refused: every client could then name its address.
 */
function toTrustProxy(raw: unknown): TrustProxy {
  if (typeof raw !== 'string') return { hops: 1, addresses: ['loopback'] };
  if (raw === 'false') return { hops: 0 };
  if (/^\d+$/.test(raw)) return { hops: Number(raw) };
  return { hops: Number.POSITIVE_INFINITY, addresses: addressesOf(raw) };
}

const inProduction = { production: undefined };

const server = {
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
  CORS_ORIGINS: list({
    description: 'browser origins allowed to call the API, comma-separated',
    default: 'http://localhost:3000,http://localhost:3001,http://localhost:3002',
  }),
  DOCS_ENABLED: flag({
    description: 'Swagger UI at `/api/docs` and the OpenAPI document at `/api/docs/json`',
    default: true,
    defaultFor: { production: false },
  }),
};

const database = {
  MONGODB_URI: text({
    description: 'a real MongoDB (a replica set in production); unset: the embedded database',
    defaultText: 'the embedded database',
    valid: (value) => /^mongodb(\+srv)?:\/\//.test(value),
    expected: 'a mongodb:// or mongodb+srv:// URL',
  }),
  MONGODB_DB_NAME: text({ description: "the database on `MONGODB_URI` (default: the URI's own)" }),
  DATA_DIR: text({ description: 'where the embedded database keeps its files', default: '.data' }),
  ALLOW_EMBEDDED_DB: flag({ description: 'lets production run on the embedded database', default: false }),
  EMBEDDED_DB_PORT: integer({
    description: "the embedded database's port (0: any free one)",
    default: 0,
    max: 65_535,
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

const accounts = {
  JWT_SECRET: secret({
    description: 'signs access tokens; at least 32 random characters, required in production',
    defaultText: 'random per process (outside production)',
  }),
  ACCESS_TOKEN_TTL: duration({ description: 'access token lifetime', default: '15m' }),
  REFRESH_TOKEN_TTL: duration({ description: 'refresh token lifetime', default: '7d' }),
  REFRESH_GRACE_SECONDS: integer({
    description: 'a refresh token presented again this soon returns the same new pair',
    default: 30,
    max: 300,
  }),
  PASSWORD_HASH_COST: integer({
    description: 'scrypt cost as log2(N) (tests use 10)',
    default: 17,
    min: 4,
    max: 20,
  }),
  ALLOW_FIRST_ADMIN_REGISTRATION: flag({
    description: 'the first account registered on a database without an administrator becomes one',
    default: true,
    defaultFor: { production: false },
  }),
  REGISTRATION: oneOf(['open', 'invite'], {
    description: '`invite`: self-registration is refused (403); accounts come from invitations',
    default: 'open',
    defaultFor: { production: 'invite' },
  }),
  INVITATION_TTL_MS: integer({
    description: 'how long an invitation link works',
    default: 604_800_000,
    min: 60_000,
  }),
  CONSOLE_URL: url({
    description: "the admin console's address, for links in e-mails; required (https) in production",
    default: 'http://localhost:3000/admin',
    defaultFor: inProduction,
  }),
  PASSWORD_RESET_TTL_MS: integer({ description: "a reset link's lifetime", default: 1_800_000, min: 60_000 }),
  PASSWORD_RESET_MAX_PER_CLIENT: integer({
    description: 'reset requests and confirmations per client per window',
    default: 10,
    min: 1,
  }),
  PASSWORD_RESET_MAX_PER_ADDRESS: integer({
    description: 'reset requests per address per window',
    default: 3,
    min: 1,
  }),
  PASSWORD_RESET_WINDOW_MS: integer({
    description: 'the password reset limits’ window',
    default: 3_600_000,
    min: 1000,
  }),
  LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT: integer({
    description: 'failed sign-ins of one client on one account per window',
    default: 5,
    min: 1,
  }),
  LOGIN_MAX_FAILURES_PER_CLIENT: integer({
    description: 'failed sign-ins of one client per window',
    default: 20,
    min: 1,
  }),
  LOGIN_FAILURE_WINDOW_MS: integer({
    description: 'the sign-in limits’ window',
    default: 900_000,
    min: 1000,
  }),
  LOGIN_ACCOUNT_BACKOFF_AFTER: integer({
    description: 'failures on one account after which clients with recent failures wait',
    default: 10,
    min: 1,
  }),
  LOGIN_ACCOUNT_WINDOW_MS: integer({
    description: 'the per-account backoff window',
    default: 3_600_000,
    min: 1000,
  }),
  LOGIN_ACCOUNT_BACKOFF_MAX_MS: integer({
    description: 'the longest per-account wait',
    default: 300_000,
    min: 1000,
  }),
};

const twoFactor = {
  TWO_FACTOR_KEY: secret({
    description:
      'seals stored authenticator keys; at least 32 random characters, not `JWT_SECRET`, required in production',
    defaultText: 'a public development key (outside production)',
  }),
  TWO_FACTOR_PREVIOUS_KEYS: list({
    description: 'earlier `TWO_FACTOR_KEY`s, comma-separated, while moving to a new one',
    secret: true,
  }),
  TWO_FACTOR_REQUIRED: flag({
    description: 'editors and administrators must use two-factor sign-in',
    default: false,
  }),
  TWO_FACTOR_CHALLENGE_TTL_MS: integer({
    description: 'how long the code step waits after the password',
    default: 300_000,
    min: 10_000,
  }),
  TWO_FACTOR_MAX_FAILURES: integer({
    description: 'wrong codes per account per `LOGIN_FAILURE_WINDOW_MS`',
    default: 10,
    min: 1,
  }),
  TWO_FACTOR_MAX_ATTEMPTS_PER_CLIENT: integer({
    description: 'code attempts per client per `LOGIN_FAILURE_WINDOW_MS`',
    default: 30,
    min: 1,
  }),
};

const demo = {
  DEMO_MODE: flag({
    description:
      'seeds the demo administrator and shows its credentials on the login page (refused in production)',
    default: true,
    defaultFor: { production: false },
  }),
  DEMO_ADMIN_PASSWORD: {
    ...text({
      description: "the demo administrator's password",
      default: 'Demo@2024!',
      valid: (value) => value.length >= 8,
      expected: 'at least 8 characters',
    }),
    secret: true,
  },
};

const limits = {
  RATE_LIMIT_MAX: integer({
    description: 'requests per client per window (per instance)',
    default: 600,
    min: 1,
  }),
  RATE_LIMIT_WINDOW_MS: integer({
    description: 'the global rate limit’s window',
    default: 60_000,
    min: 1000,
  }),
  CONTACT_RATE_LIMIT_MAX: integer({ description: 'enquiries per client per window', default: 5, min: 1 }),
  CONTACT_RATE_LIMIT_WINDOW_MS: integer({
    description: 'the contact limit’s window',
    default: 600_000,
    min: 1000,
  }),
  CONTACT_MIN_FILL_MS: integer({
    description: 'a form sent sooner after it appeared is kept as suspected spam (0: off)',
    default: 3000,
    max: 600_000,
  }),
  CONTACT_ACK_MAX_PER_ADDRESS: integer({
    description: 'acknowledgement e-mails per visitor address per window',
    default: 3,
  }),
  CONTACT_ACK_WINDOW_MS: integer({
    description: 'the acknowledgement limit’s window',
    default: 86_400_000,
    min: 1000,
  }),
};

const privacy = {
  ENQUIRY_RETENTION_MONTHS: integer({
    description: 'enquiries older than this are anonymised (the privacy notice states it)',
    default: site.enquiryRetentionMonths,
    min: 1,
    max: 1200,
  }),
  ENQUIRY_RETENTION_INTERVAL_MS: integer({
    description: 'how often the retention pass runs (also once at start)',
    default: 21_600_000,
    min: 1000,
  }),
  AUDIT_RETENTION_DAYS: integer({
    description: 'how long the audit log keeps an entry',
    default: 365,
    min: 1,
    max: 36_500,
  }),
};

const mail = {
  SMTP_URL: url({
    description:
      'the SMTP server (`smtp://user:pass@host:587` or `smtps://…`); unset: e-mails wait (or are logged in demo mode)',
    protocols: ['smtp', 'smtps'],
  }),
  SMTP_TIMEOUT_MS: integer({
    description: 'SMTP connection, greeting and socket timeouts',
    default: 10_000,
    min: 100,
  }),
  CONTACT_TO: text({ description: 'where enquiries are e-mailed', default: site.email }),
  MAIL_FROM: text({
    description: 'the sender of every e-mail',
    default: `${site.name} Website <no-reply@mwangaza-analytics.co.ke>`,
  }),
  MAIL_RETRY_INTERVAL_MS: integer({
    description: 'how often the outbox looks for due messages',
    default: 60_000,
    min: 50,
  }),
  MAIL_RETRY_BASE_DELAY_MS: integer({
    description: 'the first retry delay (doubling each attempt)',
    default: 60_000,
  }),
  MAIL_RETRY_MAX_DELAY: duration({ description: 'the longest delay between two attempts', default: '1h' }),
  MAIL_RETRY_FOR: duration({
    description: 'how long an undelivered e-mail is retried before it is failed',
    default: '2d',
  }),
};

const content = {
  PUBLIC_CACHE_TTL_MS: integer({
    description: 'backstop lifetime of cached public answers (0: no cache)',
    default: 600_000,
  }),
  CONTENT_VERSION_CHECK_MS: integer({
    description: "how soon another instance's content write shows here",
    default: 1000,
    max: 60_000,
  }),
  PUBLIC_MAX_AGE_SECONDS: integer({
    description: 'browsers’ and CDNs’ max-age for public reads',
    default: 60,
  }),
  MEDIA_MAX_BYTES: integer({
    description: 'largest image upload (413 above)',
    default: 10 * 1024 * 1024,
    min: 1024,
    max: 100 * 1024 * 1024,
  }),
  PREVIEW_TTL: duration({ description: 'how long a staff preview link works', default: '30m' }),
  TEST_CLOCK_ROUTE: flag({
    description: 'adds `POST /api/test/clock` for browser tests; refused unless `NODE_ENV=test`',
    default: false,
  }),
};

/** The API's variables by topic, in the order the docs list them. Add a variable to its topic's list. */
export const API_SECTIONS = {
  Server: server,
  Database: database,
  'Accounts and sessions': accounts,
  'Two-factor sign-in': twoFactor,
  'Demo mode': demo,
  'Rate limits and the contact form': limits,
  'Privacy and the audit log': privacy,
  'E-mail (the outbox)': mail,
  'Public content and media': content,
};

export const API_VARIABLES = {
  ...server,
  ...database,
  ...accounts,
  ...twoFactor,
  ...demo,
  ...limits,
  ...privacy,
  ...mail,
  ...content,
};
