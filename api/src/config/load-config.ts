import { randomBytes } from 'node:crypto';
import {
  durationSeconds,
  protocolOf,
  readEnv,
  secretWeakness,
  weakSecretMessage,
  MAKE_A_SECRET,
  type Env,
  type EnvReading,
} from '@mwangaza/shared/env';
import { API_VARIABLES } from './api-variables';
import { projectPath } from './project-root';

export class ConfigError extends Error {
  override name = 'ConfigError';
  /** Every problem found, one sentence each (the message lists them one per line). */
  readonly problems: string[];

  constructor(problems: string | string[]) {
    const list = Array.isArray(problems) ? problems : [problems];
    super(list.join('\n'));
    this.problems = list;
  }
}

const DEMO_ADMIN_EMAIL = 'admin@mwangaza-analytics.co.ke';
/** Outside production only, when TWO_FACTOR_KEY is not set: public, so it protects nothing. */
const DEVELOPMENT_TWO_FACTOR_KEY = 'development-only two-factor key: set TWO_FACTOR_KEY in production';

/** "900", "900s", "15m", "12h", "7d" → seconds. */
export function parseDuration(key: string, raw: string): number {
  const seconds = durationSeconds(raw);
  if (seconds === undefined)
    throw new ConfigError(
      `${key} must be a duration of at least a second like 900, 15m, 12h or 7d (got "${raw}")`,
    );
  return seconds;
}

type ApiEnv = EnvReading<typeof API_VARIABLES>['values'];

/** The checks that involve more than one variable or depend on NODE_ENV, one sentence per problem. */
function crossChecks(env: ApiEnv, isProduction: boolean, refused: Set<string>): string[] {
  const problems: string[] = [];
  const refuse = (problem: string | false | undefined) => problem && problems.push(problem);

  refuse(
    env.BACKUP_KEY !== undefined &&
      env.BACKUP_KEY.length < 32 &&
      'BACKUP_KEY must be at least 32 characters, e.g. `openssl rand -base64 48`.',
  );
  refuse(
    env.BACKUP_EVERY !== undefined && env.BACKUP_EVERY < 60 && 'BACKUP_EVERY must be at least 1m (e.g. 24h).',
  );
  refuse(
    env.METRICS_TOKEN !== undefined &&
      env.METRICS_TOKEN.length < 16 &&
      'METRICS_TOKEN must be at least 16 characters, e.g. `openssl rand -base64 32`.',
  );
  refuse(
    env.HEADERS_TIMEOUT_MS > env.REQUEST_TIMEOUT_MS &&
      `HEADERS_TIMEOUT_MS (${env.HEADERS_TIMEOUT_MS}) must not be longer than REQUEST_TIMEOUT_MS (${env.REQUEST_TIMEOUT_MS}): the headers are part of the request.`,
  );

  refuse(
    isProduction &&
      !env.MONGODB_URI &&
      !env.ALLOW_EMBEDDED_DB &&
      'MONGODB_URI is not set. In production the embedded database is refused unless ALLOW_EMBEDDED_DB=true.',
  );
  if (isProduction) {
    for (const name of ['JWT_SECRET', 'TWO_FACTOR_KEY'] as const) {
      const value = env[name];
      if (!value || secretWeakness(value)) refuse(weakSecretMessage(name, value, ' in production'));
    }
    refuse(
      env.JWT_SECRET !== undefined &&
        env.TWO_FACTOR_KEY === env.JWT_SECRET &&
        `TWO_FACTOR_KEY must not be the same as JWT_SECRET (a leaked signing key would open the stored authenticator keys): ${MAKE_A_SECRET}.`,
    );
    // Without the secret, every request through a trusted proxy could name its own client address.
    const trustsProxy = env.TRUST_PROXY.hops > 0;
    const proxySecret = env.PROXY_SECRET;
    if ((trustsProxy || proxySecret) && (!proxySecret || secretWeakness(proxySecret)))
      refuse(
        weakSecretMessage(
          'PROXY_SECRET',
          proxySecret,
          " in production while TRUST_PROXY trusts a proxy (the same value in the shell's server)",
        ),
      );
    refuse(
      refused.has('CONSOLE_URL')
        ? undefined
        : !env.CONSOLE_URL
          ? 'CONSOLE_URL must be set in production to the https address of the admin console (e.g. https://www.example.com/admin): invitation and password-reset e-mails link to it.'
          : protocolOf(env.CONSOLE_URL) !== 'https:' &&
            `CONSOLE_URL must be an https address in production (got "${env.CONSOLE_URL}").`,
    );
    refuse(
      env.DEMO_MODE &&
        "DEMO_MODE=true is refused in production: demo mode publishes the demo administrator's password. " +
          'Unset DEMO_MODE and create the first administrator with `npm run create-admin -w api`.',
    );
  }
  refuse(
    env.TEST_CLOCK_ROUTE && env.NODE_ENV !== 'test' && 'TEST_CLOCK_ROUTE is only allowed with NODE_ENV=test',
  );
  return problems;
}

/** The configuration the code reads (`app.config`), from the validated variables. */
function toAppConfig(env: ApiEnv) {
  const isProduction = env.NODE_ENV === 'production';
  // Outside production a missing or weak secret is replaced: a random per-process JWT secret (sessions end
  // on restart) and a fixed development key (a development database's authenticator keys survive a restart).
  const jwtSecret = env.JWT_SECRET && !secretWeakness(env.JWT_SECRET) ? env.JWT_SECRET : undefined;
  const twoFactorKey =
    env.TWO_FACTOR_KEY && !secretWeakness(env.TWO_FACTOR_KEY) ? env.TWO_FACTOR_KEY : undefined;
  return {
    nodeEnv: env.NODE_ENV,
    isProduction,
    host: env.HOST,
    port: env.PORT,
    logLevel: env.LOG_LEVEL,
    /** Which hops in front of the API may say who the client is (X-Forwarded-For): see client-address.ts. */
    trustProxy: env.TRUST_PROXY,
    /** Set by the shell's server on every proxied request; without it forwarded headers are dropped. */
    proxySecret: env.PROXY_SECRET,
    bodyLimit: env.BODY_LIMIT_BYTES,
    metricsToken: env.METRICS_TOKEN,
    clientErrorsRateLimitMax: env.CLIENT_ERRORS_RATE_LIMIT_MAX,
    clientErrorsRateLimitWindowMs: env.CLIENT_ERRORS_RATE_LIMIT_WINDOW_MS,
    requestTimeoutMs: env.REQUEST_TIMEOUT_MS,
    headersTimeoutMs: env.HEADERS_TIMEOUT_MS,
    keepAliveTimeoutMs: env.KEEP_ALIVE_TIMEOUT_MS,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    corsOrigins: env.CORS_ORIGINS,
    docsEnabled: env.DOCS_ENABLED,

    mongodbUri: env.MONGODB_URI,
    /** Database name on MONGODB_URI (default: the one in the URI); the embedded server always uses 'mwangaza'. */
    mongodbDbName: env.MONGODB_DB_NAME,
    /** Relative folders are read from the project's root, wherever a process starts (project-root.ts). */
    dataDir: projectPath(env.DATA_DIR),
    backupDir: projectPath(env.BACKUP_DIR),
    backupKey: env.BACKUP_KEY,
    backupEveryMs: env.BACKUP_EVERY === undefined ? undefined : env.BACKUP_EVERY * 1000,
    backupKeep: env.BACKUP_KEEP,
    allowEmbeddedDb: env.ALLOW_EMBEDDED_DB,
    embeddedDbPort: env.EMBEDDED_DB_PORT,
    embeddedDbCacheMb: env.EMBEDDED_DB_CACHE_MB,
    dbTimeoutMs: env.DB_TIMEOUT_MS,
    seedOnStart: env.SEED_ON_START,
    /** The first-start content includes the sample case studies. */
    seedSampleContent: env.SEED_SAMPLE_CONTENT,

    jwtSecret: jwtSecret ?? randomBytes(48).toString('base64url'),
    jwtSecretGenerated: !jwtSecret,
    accessTokenTtlSeconds: env.ACCESS_TOKEN_TTL,
    refreshTokenTtlSeconds: env.REFRESH_TOKEN_TTL,
    refreshGraceSeconds: env.REFRESH_GRACE_SECONDS,
    passwordHashCost: env.PASSWORD_HASH_COST,
    allowFirstAdminRegistration: env.ALLOW_FIRST_ADMIN_REGISTRATION,

    demoMode: env.DEMO_MODE,
    demoAdminEmail: DEMO_ADMIN_EMAIL,
    demoAdminPassword: env.DEMO_ADMIN_PASSWORD,

    rateLimitMax: env.RATE_LIMIT_MAX,
    rateLimitWindowMs: env.RATE_LIMIT_WINDOW_MS,
    contactRateLimitMax: env.CONTACT_RATE_LIMIT_MAX,
    bookingRateLimitMax: env.BOOKING_RATE_LIMIT_MAX,
    contactRateLimitWindowMs: env.CONTACT_RATE_LIMIT_WINDOW_MS,
    contactMinFillMs: env.CONTACT_MIN_FILL_MS,
    contactAckMaxPerAddress: env.CONTACT_ACK_MAX_PER_ADDRESS,
    contactAckWindowMs: env.CONTACT_ACK_WINDOW_MS,
    enquiryRetentionMonths: env.ENQUIRY_RETENTION_MONTHS,
    enquiryRetentionIntervalMs: env.ENQUIRY_RETENTION_INTERVAL_MS,
    loginMaxFailuresPerAccountClient: env.LOGIN_MAX_FAILURES_PER_ACCOUNT_CLIENT,
    loginMaxFailuresPerClient: env.LOGIN_MAX_FAILURES_PER_CLIENT,
    loginFailureWindowMs: env.LOGIN_FAILURE_WINDOW_MS,
    loginAccountBackoffAfter: env.LOGIN_ACCOUNT_BACKOFF_AFTER,
    loginAccountWindowMs: env.LOGIN_ACCOUNT_WINDOW_MS,
    loginAccountBackoffMaxMs: env.LOGIN_ACCOUNT_BACKOFF_MAX_MS,
    twoFactorChallengeTtlMs: env.TWO_FACTOR_CHALLENGE_TTL_MS,
    twoFactorMaxFailures: env.TWO_FACTOR_MAX_FAILURES,
    twoFactorMaxAttemptsPerClient: env.TWO_FACTOR_MAX_ATTEMPTS_PER_CLIENT,
    twoFactorRequired: env.TWO_FACTOR_REQUIRED,
    /** Seals the authenticator keys stored in the database (lib/secret-box.ts). */
    twoFactorKey: twoFactorKey ?? DEVELOPMENT_TWO_FACTOR_KEY,
    /** Earlier TWO_FACTOR_KEYs: they still open what they sealed, and startup seals it again with the new one. */
    twoFactorPreviousKeys: env.TWO_FACTOR_PREVIOUS_KEYS,
    /** No TWO_FACTOR_KEY was given (outside production): a fixed development key is used. */
    twoFactorKeyIsDevelopmentDefault: !twoFactorKey,

    smtpUrl: env.SMTP_URL,
    /** Where the admin console is served, for links in e-mails (production refuses to start without it). */
    consoleUrl: env.CONSOLE_URL ?? '',
    registration: env.REGISTRATION,
    invitationTtlMs: env.INVITATION_TTL_MS,
    passwordResetTtlMs: env.PASSWORD_RESET_TTL_MS,
    passwordResetMaxPerClient: env.PASSWORD_RESET_MAX_PER_CLIENT,
    passwordResetMaxPerAddress: env.PASSWORD_RESET_MAX_PER_ADDRESS,
    passwordResetWindowMs: env.PASSWORD_RESET_WINDOW_MS,
    smtpTimeoutMs: env.SMTP_TIMEOUT_MS,
    contactTo: env.CONTACT_TO,
    mailFrom: env.MAIL_FROM,
    mailRetryIntervalMs: env.MAIL_RETRY_INTERVAL_MS,
    mailConcurrency: env.MAIL_CONCURRENCY,
    mailBatchSize: env.MAIL_BATCH_SIZE,
    mailRatePerMinute: env.MAIL_RATE_PER_MINUTE,
    newsletterConfirmTtlMs: env.NEWSLETTER_CONFIRM_TTL_MS,
    subscribeRateLimitMax: env.SUBSCRIBE_RATE_LIMIT_MAX,
    subscribeRateLimitWindowMs: env.SUBSCRIBE_RATE_LIMIT_WINDOW_MS,
    mailRetryBaseDelayMs: env.MAIL_RETRY_BASE_DELAY_MS,
    /** Longest wait between two attempts (the delay doubles from the base up to this). */
    mailRetryMaxDelayMs: env.MAIL_RETRY_MAX_DELAY * 1000,
    /** How long an undelivered message keeps being retried before it is marked failed. */
    mailRetryForMs: env.MAIL_RETRY_FOR * 1000,

    auditRetentionDays: env.AUDIT_RETENTION_DAYS,

    publicCacheTtlMs: env.PUBLIC_CACHE_TTL_MS,
    contentVersionCheckMs: env.CONTENT_VERSION_CHECK_MS,
    publicMaxAgeSeconds: env.PUBLIC_MAX_AGE_SECONDS,

    analyticsRawDays: env.ANALYTICS_RAW_DAYS,
    analyticsRollupMonths: env.ANALYTICS_ROLLUP_MONTHS,
    analyticsRollupIntervalMs: env.ANALYTICS_ROLLUP_INTERVAL_MS,
    analyticsVisitorsPerAddress: env.ANALYTICS_VISITORS_PER_ADDRESS,
    analyticsRateLimitMax: env.ANALYTICS_RATE_LIMIT_MAX,
    analyticsRateLimitWindowMs: env.ANALYTICS_RATE_LIMIT_WINDOW_MS,

    mediaMaxBytes: env.MEDIA_MAX_BYTES,
    previewTtlSeconds: env.PREVIEW_TTL,
    /** POST /api/test/clock (browser tests move the API's clock); only ever with NODE_ENV=test. */
    testClockRoute: env.TEST_CLOCK_ROUTE,
  };
}

/** Everything the API reads from the environment, validated once at start (api-variables.ts). */
export type AppConfig = ReturnType<typeof toAppConfig>;

/** The API's variables as read from `env`, and every problem with them (check-config prints both). */
export function checkApiConfig(env: Env) {
  const reading = readEnv(API_VARIABLES, env);
  const isProduction = reading.nodeEnv === 'production';
  const problems = [...reading.problems, ...crossChecks(reading.values, isProduction, reading.refused)];
  return { ...reading, problems };
}

/** The API's configuration; a ConfigError listing every problem when there is any. */
export function loadConfig(env: Env = process.env): AppConfig {
  const { values, problems } = checkApiConfig(env);
  if (problems.length) throw new ConfigError(problems);
  return toAppConfig(values);
}
