import { site } from '@mwangaza/shared/site';
import { duration, flag, integer, secret, text, url } from '@mwangaza/shared/env';
import { accounts, demo, twoFactor } from './account-variables';
import { analytics } from './analytics-variables';
import { database, server } from './server-variables';

export type { TrustProxy } from './trust-proxy';

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
  BOOKING_RATE_LIMIT_MAX: integer({
    description: 'discovery-call bookings and changes per client per contact window',
    default: 10,
    min: 1,
  }),
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
  MAIL_CONCURRENCY: integer({
    description: 'messages one instance sends at the same time (over pooled SMTP connections)',
    default: 4,
    min: 1,
    max: 100,
  }),
  MAIL_BATCH_SIZE: integer({
    description: 'messages one delivery pass attempts; a full pass is followed by the next at once',
    default: 100,
    min: 1,
    max: 10_000,
  }),
  MAIL_RATE_PER_MINUTE: integer({
    description:
      'at most this many messages started per minute by one instance, for SMTP providers that impose a rate (0: no limit)',
    default: 0,
    min: 0,
    max: 1_000_000,
  }),
  NEWSLETTER_CONFIRM_TTL_MS: integer({
    description: "how long a newsletter subscription's confirmation link works",
    default: 172_800_000,
    min: 60_000,
  }),
  SUBSCRIBE_RATE_LIMIT_MAX: integer({
    description:
      'newsletter subscribe requests per client per SUBSCRIBE_RATE_LIMIT_WINDOW_MS (one address gets at most one confirmation e-mail an hour whatever this is)',
    default: 10,
    min: 1,
  }),
  SUBSCRIBE_RATE_LIMIT_WINDOW_MS: integer({
    description: "the subscribe limit's window",
    default: 3_600_000,
    min: 1000,
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

const backups = {
  BACKUP_DIR: text({
    description:
      "where backup archives are written (the backup command, scheduled backups) and pruned (relative: from the project's root)",
    default: 'backups',
  }),
  BACKUP_KEY: secret({
    description:
      'encrypts archives (AES-256-GCM; 32+ characters, e.g. `openssl rand -base64 48`); restore needs the same key. Unset: archives are plain, authenticated with `TWO_FACTOR_KEY`',
  }),
  BACKUP_EVERY: duration({
    description: 'how often the API takes a scheduled backup (at least `1m`, e.g. `24h`); unset: none',
  }),
  BACKUP_KEEP: integer({
    description: 'how many archives `BACKUP_DIR` keeps after a scheduled backup (the newest)',
    default: 7,
    min: 1,
    max: 10_000,
  }),
};

/**
 * The API's variables by topic, in the order the docs list them. Add a variable to its topic's list: here,
 * in server-variables.ts (server, database), account-variables.ts (accounts, two-factor, demo mode) or
 * analytics-variables.ts.
 */
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
  Analytics: analytics,
  Backups: backups,
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
  ...analytics,
  ...backups,
};
