import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { site } from '@mwangaza/shared/site';
import { compileTrust } from './lib/client-address';

/** Everything the API reads from the environment, validated once at start (documented in .env.example). */
export interface AppConfig {
  nodeEnv: string;
  isProduction: boolean;
  host: string;
  port: number;
  logLevel: string;
  /** Which hops in front of the API may say who the client is (X-Forwarded-For): see client-address.ts. */
  trustProxy: TrustProxy;
  /** Set by the shell's server on every proxied request; without it forwarded headers are dropped. */
  proxySecret: string | undefined;
  bodyLimit: number;
  /** How long a stopping instance lets requests in flight finish before cutting their connections. */
  shutdownTimeoutMs: number;
  corsOrigins: string[];
  docsEnabled: boolean;

  mongodbUri: string | undefined;
  /** Database name on MONGODB_URI (default: the one in the URI); the embedded server always uses 'mwangaza'. */
  mongodbDbName: string | undefined;
  dataDir: string;
  allowEmbeddedDb: boolean;
  embeddedDbPort: number;
  dbTimeoutMs: number;
  seedOnStart: boolean;

  jwtSecret: string;
  jwtSecretGenerated: boolean;
  accessTokenTtlSeconds: number;
  refreshTokenTtlSeconds: number;
  /** A rotated refresh token presented again within this many seconds gets the same new pair (tabs racing). */
  refreshGraceSeconds: number;
  passwordHashCost: number;
  /** Whether the first account registered on a database without an administrator becomes one. */
  allowFirstAdminRegistration: boolean;

  demoMode: boolean;
  demoAdminEmail: string;
  demoAdminPassword: string;

  rateLimitMax: number;
  rateLimitWindowMs: number;
  contactRateLimitMax: number;
  contactRateLimitWindowMs: number;
  /** A form sent faster than this after it appeared is kept as suspected spam (issue 16.6). */
  contactMinFillMs: number;
  /** Acknowledgements to one e-mail address per window, so the form cannot be used to flood someone's inbox. */
  contactAckMaxPerAddress: number;
  contactAckWindowMs: number;
  /** Enquiries older than this many months are anonymised (the privacy notice states it: site.ts). */
  enquiryRetentionMonths: number;
  /** How often the retention pass runs. */
  enquiryRetentionIntervalMs: number;
  loginMaxFailuresPerAccountClient: number;
  loginMaxFailuresPerClient: number;
  loginFailureWindowMs: number;
  loginAccountBackoffAfter: number;
  loginAccountWindowMs: number;
  loginAccountBackoffMaxMs: number;
  /** How long the second step of a sign-in (the code) may wait after the password. */
  twoFactorChallengeTtlMs: number;
  /** Wrong two-factor codes an account takes per LOGIN_FAILURE_WINDOW_MS before 429. */
  twoFactorMaxFailures: number;
  /** Code attempts (right or wrong) a client may make per LOGIN_FAILURE_WINDOW_MS. */
  twoFactorMaxAttemptsPerClient: number;
  /** Editors and administrators must use two-factor sign-in, whatever the console's setting says. */
  twoFactorRequired: boolean;
  /** Seals the authenticator keys stored in the database (lib/secret-box.ts). */
  twoFactorKey: string;
  /** Earlier TWO_FACTOR_KEYs: they still open what they sealed, and startup seals it again with the new one. */
  twoFactorPreviousKeys: string[];
  /** No TWO_FACTOR_KEY was given (outside production): a fixed development key is used. */
  twoFactorKeyIsDevelopmentDefault: boolean;

  smtpUrl: string | undefined;
  /** Where the admin console is served, for links in e-mails (password reset). */
  consoleUrl: string;
  /** `open`: anyone may register; `invite`: accounts come from invitations only. */
  registration: 'open' | 'invite';
  invitationTtlMs: number;
  passwordResetTtlMs: number;
  passwordResetMaxPerClient: number;
  passwordResetMaxPerAddress: number;
  passwordResetWindowMs: number;
  smtpTimeoutMs: number;
  contactTo: string;
  mailFrom: string;
  mailRetryIntervalMs: number;
  mailRetryBaseDelayMs: number;
  /** Longest wait between two attempts (the delay doubles from the base up to this). */
  mailRetryMaxDelayMs: number;
  /** How long an undelivered message keeps being retried before it is marked failed (default 2 days). */
  mailRetryForMs: number;

  /** Audit entries older than this are removed by a TTL index. */
  auditRetentionDays: number;

  publicCacheTtlMs: number;
  /** How often the shared content version is read again (another instance's write shows within it). */
  contentVersionCheckMs: number;
  publicMaxAgeSeconds: number;

  /** Largest image upload accepted by the media library, in bytes. */
  mediaMaxBytes: number;
  previewTtlSeconds: number;
  /** POST /api/test/clock (browser tests move the API's clock); only ever with NODE_ENV=test. */
  testClockRoute: boolean;
}

type Env = Record<string, string | undefined>;

/** `hops`: how many proxies in front of the API are trusted; `addresses`: only hops from these. */
export interface TrustProxy {
  hops: number;
  addresses?: string[];
}

export class ConfigError extends Error {
  override name = 'ConfigError';
}

const DEMO_ADMIN_EMAIL = 'admin@mwangaza-analytics.co.ke';
const DEMO_ADMIN_PASSWORD = 'Demo@2024!';
const MIN_SECRET_LENGTH = 32;
/** Below what 32 random hex characters show (about 110); 32 identical characters show none. */
const MIN_SECRET_BITS = 96;

function text(env: Env, key: string): string | undefined {
  const value = env[key]?.trim();
  return value ? value : undefined;
}

function int(env: Env, key: string, fallback: number, min = 0, max = Number.MAX_SAFE_INTEGER): number {
  const raw = text(env, key);
  if (raw === undefined) return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < min || value > max) {
    throw new ConfigError(`${key} must be an integer between ${min} and ${max} (got "${raw}")`);
  }
  return value;
}

function bool(env: Env, key: string, fallback: boolean): boolean {
  const raw = text(env, key)?.toLowerCase();
  if (raw === undefined) return fallback;
  if (['true', '1', 'yes', 'on'].includes(raw)) return true;
  if (['false', '0', 'no', 'off'].includes(raw)) return false;
  throw new ConfigError(`${key} must be true or false (got "${raw}")`);
}

/** "900", "900s", "15m", "12h", "7d" → seconds. */
export function parseDuration(key: string, raw: string): number {
  const match = /^(\d+)\s*([smhd]?)$/.exec(raw.trim());
  if (!match) throw new ConfigError(`${key} must be a duration like 900, 15m, 12h or 7d (got "${raw}")`);
  const unit = { '': 1, s: 1, m: 60, h: 3600, d: 86_400 }[match[2] as '' | 's' | 'm' | 'h' | 'd'];
  const seconds = Number(match[1]) * unit;
  if (seconds < 1) throw new ConfigError(`${key} must be at least one second`);
  return seconds;
}

/**
 * A hop count ("1": the shell's server; "2": a load balancer in front of it), "false"/"0", or the proxies'
 * addresses for proxy-addr ("loopback", "10.0.0.0/8, 127.0.0.1"). Default: one hop, from this machine (the
 * shell's server proxying /api beside the API). "true" is refused: every client could then name its address.
 */
function trustProxy(raw: string | undefined): TrustProxy {
  if (raw === undefined) return { hops: 1, addresses: ['loopback'] };
  if (raw === 'false') return { hops: 0 };
  if (raw === 'true') {
    throw new ConfigError(
      'TRUST_PROXY=true would let any client choose its address: give the number of proxies or their addresses',
    );
  }
  if (/^\d+$/.test(raw)) return { hops: Number(raw) };
  const addresses = raw
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  try {
    compileTrust(addresses);
  } catch (error) {
    throw new ConfigError(`TRUST_PROXY: ${(error as Error).message}`);
  }
  return { hops: Number.POSITIVE_INFINITY, addresses };
}

/**
 * Bits of randomness a secret shows, estimated from how evenly its characters are spread (Shannon): a
 * repeated character or a short pattern scores far below a random string of the same length.
 */
export function estimatedEntropyBits(secret: string): number {
  const counts = new Map<string, number>();
  for (const char of secret) counts.set(char, (counts.get(char) ?? 0) + 1);
  let perChar = 0;
  for (const count of counts.values()) {
    const p = count / secret.length;
    perChar -= p * Math.log2(p);
  }
  return perChar * secret.length;
}

/** Outside production only, when TWO_FACTOR_KEY is not set: public, so it protects nothing. */
const DEVELOPMENT_TWO_FACTOR_KEY = 'development-only two-factor key: set TWO_FACTOR_KEY in production';

/**
 * A signing or sealing secret: in production it must be set, 32+ characters and random-looking; elsewhere a
 * missing or weak one gives undefined (the caller picks a development value).
 */
function strongSecret(env: Env, name: string, isProduction: boolean): string | undefined {
  const secret = text(env, name);
  if (secret && secret.length >= MIN_SECRET_LENGTH && estimatedEntropyBits(secret) >= MIN_SECRET_BITS)
    return secret;
  if (!isProduction) return undefined;
  throw new ConfigError(
    !secret || secret.length < MIN_SECRET_LENGTH
      ? `${name} must be set to at least ${MIN_SECRET_LENGTH} characters in production.`
      : `${name} is too easy to guess (repeated characters or a short pattern): use a random value, e.g. \`openssl rand -base64 48\`.`,
  );
}

export function loadConfig(env: Env = process.env): AppConfig {
  const nodeEnv = text(env, 'NODE_ENV') ?? 'development';
  const isProduction = nodeEnv === 'production';

  const mongodbUri = text(env, 'MONGODB_URI');
  const allowEmbeddedDb = bool(env, 'ALLOW_EMBEDDED_DB', false);
  if (isProduction && !mongodbUri && !allowEmbeddedDb) {
    throw new ConfigError(
      'MONGODB_URI is not set. In production the embedded database is refused unless ALLOW_EMBEDDED_DB=true.',
    );
  }

  let jwtSecret = strongSecret(env, 'JWT_SECRET', isProduction);
  const jwtSecretGenerated = !jwtSecret;
  // Outside production a random per-process secret keeps a fresh checkout working; sessions end on restart.
  jwtSecret ??= randomBytes(48).toString('base64url');

  // Not random when unset: a development database's authenticator keys must still open after a restart.
  const twoFactorKey = strongSecret(env, 'TWO_FACTOR_KEY', isProduction);
  const twoFactorPreviousKeys = (text(env, 'TWO_FACTOR_PREVIOUS_KEYS') ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

  const registration = text(env, 'REGISTRATION') ?? (isProduction ? 'invite' : 'open');
  if (registration !== 'open' && registration !== 'invite')
    throw new ConfigError('REGISTRATION must be open or invite');

  const smtpUrl = text(env, 'SMTP_URL');
  if (smtpUrl && !/^smtps?:\/\//.test(smtpUrl))
    throw new ConfigError('SMTP_URL must start with smtp:// or smtps://');

  const corsOrigins = (
    text(env, 'CORS_ORIGINS') ?? 'http://localhost:3000,http://localhost:3001,http://localhost:3002'
  )
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean);

  const demoMode = bool(env, 'DEMO_MODE', !isProduction);
  if (isProduction && demoMode) {
    throw new ConfigError(
      "DEMO_MODE=true is refused in production: demo mode publishes the demo administrator's password. " +
        'Unset DEMO_MODE and create the first administrator with `npm run create-admin -w api`.',
    );
  }
  const demoAdminPassword = text(env, 'DEMO_ADMIN_PASSWORD') ?? DEMO_ADMIN_PASSWORD;
  if (demoAdminPassword.length < 8)
    throw new ConfigError('DEMO_ADMIN_PASSWORD must be at least 8 characters');

  const testClockRoute = bool(env, 'TEST_CLOCK_ROUTE', false);
  if (testClockRoute && nodeEnv !== 'test')
    throw new ConfigError('TEST_CLOCK_ROUTE is only allowed with NODE_ENV=test');

  return {
    nodeEnv,
    isProduction,
    host: text(env, 'HOST') ?? '127.0.0.1',
    port: int(env, 'PORT', 4000, 0, 65_535),
    logLevel: text(env, 'LOG_LEVEL') ?? (nodeEnv === 'test' ? 'silent' : 'info'),
    trustProxy: trustProxy(text(env, 'TRUST_PROXY')),
    proxySecret: text(env, 'PROXY_SECRET'),
    bodyLimit: int(env, 'BODY_LIMIT_BYTES', 100 * 1024, 1024),
    shutdownTimeoutMs: int(env, 'SHUTDOWN_TIMEOUT_MS', 10_000, 0, 600_000),
    corsOrigins,
    // The API's map is for developers; a production site shows it only when asked to.
    docsEnabled: bool(env, 'DOCS_ENABLED', !isProduction),

    mongodbUri,
    mongodbDbName: text(env, 'MONGODB_DB_NAME'),
    dataDir: path.resolve(text(env, 'DATA_DIR') ?? '.data'),
    allowEmbeddedDb,
    embeddedDbPort: int(env, 'EMBEDDED_DB_PORT', 0, 0, 65_535),
    dbTimeoutMs: int(env, 'DB_TIMEOUT_MS', 3000, 100),
    seedOnStart: bool(env, 'SEED_ON_START', true),

    jwtSecret,
    jwtSecretGenerated,
    accessTokenTtlSeconds: parseDuration('ACCESS_TOKEN_TTL', text(env, 'ACCESS_TOKEN_TTL') ?? '15m'),
    refreshTokenTtlSeconds: parseDuration('REFRESH_TOKEN_TTL', text(env, 'REFRESH_TOKEN_TTL') ?? '7d'),
    refreshGraceSeconds: int(env, 'REFRESH_GRACE_SECONDS', 30, 0, 300),
    passwordHashCost: int(env, 'PASSWORD_HASH_COST', 17, 4, 20),
    allowFirstAdminRegistration: bool(env, 'ALLOW_FIRST_ADMIN_REGISTRATION', !isProduction),

    demoMode,
    demoAdminEmail: DEMO_ADMIN_EMAIL,
    demoAdminPassword,

    rateLimitMax: int(env, 'RATE_LIMIT_MAX', 600, 1),
    rateLimitWindowMs: int(env, 'RATE_LIMIT_WINDOW_MS', 60_000, 1000),
    contactRateLimitMax: int(env, 'CONTACT_RATE_LIMIT_MAX', 5, 1),
    contactRateLimitWindowMs: int(env, 'CONTACT_RATE_LIMIT_WINDOW_MS', 600_000, 1000),
    contactMinFillMs: int(env, 'CONTACT_MIN_FILL_MS', 3000, 0, 600_000),
    contactAckMaxPerAddress: int(env, 'CONTACT_ACK_MAX_PER_ADDRESS', 3, 0),
    contactAckWindowMs: int(env, 'CONTACT_ACK_WINDOW_MS', 86_400_000, 1000),
    enquiryRetentionMonths: int(env, 'ENQUIRY_RETENTION_MONTHS', site.enquiryRetentionMonths, 1, 1200),
    enquiryRetentionIntervalMs: int(env, 'ENQUIRY_RETENTION_INTERVAL_MS', 21_600_000, 1000),
    loginMaxFailuresPerAccountClient: int(env, 'LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT', 5, 1),
    loginMaxFailuresPerClient: int(env, 'LOGIN_MAX_FAILURES_PER_CLIENT', 20, 1),
    loginFailureWindowMs: int(env, 'LOGIN_FAILURE_WINDOW_MS', 900_000, 1000),
    loginAccountBackoffAfter: int(env, 'LOGIN_ACCOUNT_BACKOFF_AFTER', 10, 1),
    loginAccountWindowMs: int(env, 'LOGIN_ACCOUNT_WINDOW_MS', 3_600_000, 1000),
    loginAccountBackoffMaxMs: int(env, 'LOGIN_ACCOUNT_BACKOFF_MAX_MS', 300_000, 1000),
    twoFactorChallengeTtlMs: int(env, 'TWO_FACTOR_CHALLENGE_TTL_MS', 5 * 60_000, 10_000),
    twoFactorMaxFailures: int(env, 'TWO_FACTOR_MAX_FAILURES', 10, 1),
    twoFactorMaxAttemptsPerClient: int(env, 'TWO_FACTOR_MAX_ATTEMPTS_PER_CLIENT', 30, 1),
    twoFactorRequired: bool(env, 'TWO_FACTOR_REQUIRED', false),
    twoFactorKey: twoFactorKey ?? DEVELOPMENT_TWO_FACTOR_KEY,
    twoFactorPreviousKeys,
    twoFactorKeyIsDevelopmentDefault: !twoFactorKey,

    smtpUrl,
    consoleUrl: (text(env, 'CONSOLE_URL') ?? 'http://localhost:3000/admin').replace(/\/+$/, ''),
    registration,
    invitationTtlMs: int(env, 'INVITATION_TTL_MS', 7 * 86_400_000, 60_000),
    passwordResetTtlMs: int(env, 'PASSWORD_RESET_TTL_MS', 30 * 60_000, 60_000),
    passwordResetMaxPerClient: int(env, 'PASSWORD_RESET_MAX_PER_CLIENT', 10, 1),
    passwordResetMaxPerAddress: int(env, 'PASSWORD_RESET_MAX_PER_ADDRESS', 3, 1),
    passwordResetWindowMs: int(env, 'PASSWORD_RESET_WINDOW_MS', 3_600_000, 1000),
    smtpTimeoutMs: int(env, 'SMTP_TIMEOUT_MS', 10_000, 100),
    contactTo: text(env, 'CONTACT_TO') ?? site.email,
    mailFrom: text(env, 'MAIL_FROM') ?? `${site.name} Website <no-reply@mwangaza-analytics.co.ke>`,
    mailRetryIntervalMs: int(env, 'MAIL_RETRY_INTERVAL_MS', 60_000, 50),
    mailRetryBaseDelayMs: int(env, 'MAIL_RETRY_BASE_DELAY_MS', 60_000, 0),
    mailRetryMaxDelayMs:
      parseDuration('MAIL_RETRY_MAX_DELAY', text(env, 'MAIL_RETRY_MAX_DELAY') ?? '1h') * 1000,
    mailRetryForMs: parseDuration('MAIL_RETRY_FOR', text(env, 'MAIL_RETRY_FOR') ?? '2d') * 1000,

    auditRetentionDays: int(env, 'AUDIT_RETENTION_DAYS', 365, 1, 36_500),

    publicCacheTtlMs: int(env, 'PUBLIC_CACHE_TTL_MS', 600_000, 0),
    contentVersionCheckMs: int(env, 'CONTENT_VERSION_CHECK_MS', 1000, 0, 60_000),
    publicMaxAgeSeconds: int(env, 'PUBLIC_MAX_AGE_SECONDS', 60, 0),

    mediaMaxBytes: int(env, 'MEDIA_MAX_BYTES', 10 * 1024 * 1024, 1024, 100 * 1024 * 1024),
    previewTtlSeconds: parseDuration('PREVIEW_TTL', text(env, 'PREVIEW_TTL') ?? '30m'),
    testClockRoute,
  };
}
