import { duration, flag, integer, list, oneOf, secret, text, url } from '@mwangaza/shared/env';

const inProduction = { production: undefined };

export const accounts = {
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
    description: 'scrypt cost as log2(N), with r = 8 and p = 3 (tests use 10)',
    default: 15,
    min: 4,
    max: 20,
  }),
  ALLOW_FIRST_ADMIN_REGISTRATION: flag({
    description: 'the first account registered on a database without an administrator becomes one',
    default: true,
    defaultFor: { production: false },
  }),
  REGISTRATION: oneOf(['open', 'invite'], {
    description:
      '`invite`: self-registration is refused (403) but for a first administrator where ALLOW_FIRST_ADMIN_REGISTRATION allows one; accounts come from invitations',
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

export const twoFactor = {
  TWO_FACTOR_KEY: secret({
    description:
      'seals what the API must read back (authenticator keys, e-mails waiting in the outbox) and authenticates plain backups; at least 32 random characters, not `JWT_SECRET`, required in production',
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

export const demo = {
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
