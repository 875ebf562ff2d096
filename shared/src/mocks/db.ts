import { COLLECTIONS, type Collection } from '../collections';
import type { ItemOf } from '../collections/schemas';
import type {
  AuditEntry,
  Availability,
  Booking,
  DeviceSession,
  Enquiry,
  Invitation,
  Media,
  PublicHoliday,
  Revision,
  SiteSettings,
  SiteSettingsTranslations,
  Subscriber,
  User,
} from '../schemas';
import { DEFAULT_SITE_SETTINGS } from '../schemas/site-settings-defaults';
import { auditFixtures } from './fixtures/audit';
import { bookingFixtures, holidayFixtures } from './fixtures/bookings';
import { caseStudyFixtures } from './fixtures/case-studies';
import { CONTENT_FIXTURES } from './fixtures/content';
import { cultureItemFixtures } from './fixtures/culture';
import { DEMO_ACCOUNT, enquiryFixtures, userFixtures, type MockUser } from './fixtures/people';
import { serviceFixtures } from './fixtures/services';
import { subscriberFixtures } from './fixtures/subscribers';

export {
  auditFixtures,
  caseStudyFixtures,
  cultureItemFixtures,
  enquiryFixtures,
  serviceFixtures,
  subscriberFixtures,
  userFixtures,
  DEMO_ACCOUNT,
};
export type { MockUser };

/** The mock's authenticator always shows this code (the API checks real TOTP codes). */
export const MOCK_TOTP_CODE = '123456';
export const MOCK_TOTP_SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';

/** Each collection's items under its list key (`db.caseStudies`). */
export type ContentTables = { [C in Collection as C['keys']['list']]: ItemOf<C['name']>[] };

/** In-memory stand-in for the API's database, shared by jest tests and the standalone remotes. */
export interface MockDb extends ContentTables {
  enquiries: Enquiry[];
  /** Discovery calls, made around the time the database was seeded (the agenda is about now). */
  bookings: Booking[];
  /** Each consultant's discovery-call rules, by person id (everyone starts from the same sample). */
  availability: Map<string, Availability>;
  holidays: PublicHoliday[];
  /** The newsletter's subscribers. */
  subscribers: Subscriber[];
  users: MockUser[];
  media: Media[];
  /** Uploaded bytes by media URL path (every variant of a mock upload serves the original bytes). */
  mediaFiles: Map<string, { bytes: Uint8Array; type: string }>;
  /** Revision history per `<collection>/<id>`, oldest first. */
  revisions: Map<string, Revision[]>;
  /** Earlier slugs per `<collection>/<slug>` to the item's id, for redirects. */
  earlierSlugs: Map<string, string>;
  auditEntries: AuditEntry[];
  /** Live refresh tokens (rotated on every use) to their user id. */
  refreshTokens: Map<string, string>;
  /** Access tokens revoked by logout. */
  revokedAccessTokens: Set<string>;
  tokenCounter: number;
  /** Live password-reset tokens (as e-mailed; the mock keeps no mailbox) to their user id. */
  passwordResets: Map<string, string>;
  /** Open invitations with the token their e-mail would carry. */
  invitations: { invitation: Invitation; token: string }[];
  /** The signed-in person's devices (this one and a phone, until signed out). */
  devices: DeviceSession[];
  twoFactorRequiredForStaff: boolean;
  /** The site settings as last saved (null: the defaults stand) and their history under `settings/site`. */
  siteSettings: { settings: SiteSettings; version: number; updatedAt: string; updatedBy: string } | null;
  /** The settings' texts in the other languages (a few, as the mocks' sample). */
  siteSettingsTranslations: SiteSettingsTranslations;
}

function seedDevices(): DeviceSession[] {
  const at = new Date().toISOString();
  return [
    {
      id: 'this-device',
      browser: 'Chrome 131 on Linux',
      ip: '127.0.0.1',
      signedInAt: at,
      lastUsedAt: at,
      current: true,
    },
    {
      id: 'phone',
      browser: 'Safari 18 on iOS',
      ip: '196.201.214.10',
      signedInAt: at,
      lastUsedAt: at,
      current: false,
    },
  ];
}

const clone = <T>(value: T): T => JSON.parse(JSON.stringify(value)) as T;

function seed(): MockDb {
  return {
    ...(Object.fromEntries(
      COLLECTIONS.map((collection) => [collection.keys.list, clone(CONTENT_FIXTURES[collection.name] ?? [])]),
    ) as ContentTables),
    enquiries: clone(enquiryFixtures),
    bookings: bookingFixtures(),
    availability: new Map(),
    holidays: clone(holidayFixtures),
    subscribers: clone(subscriberFixtures),
    users: clone(userFixtures),
    media: [],
    mediaFiles: new Map(),
    revisions: new Map(),
    earlierSlugs: new Map(),
    auditEntries: clone(auditFixtures),
    refreshTokens: new Map(),
    revokedAccessTokens: new Set(),
    tokenCounter: 0,
    passwordResets: new Map(),
    invitations: [],
    devices: seedDevices(),
    twoFactorRequiredForStaff: false,
    siteSettings: null,
    siteSettingsTranslations: {
      sw: { hero: { title: 'Ilete data yako', highlight: 'kwenye mwangaza' } },
      fr: { hero: { title: 'Mettez vos données', highlight: 'en pleine lumière' } },
    },
  };
}

export const db: MockDb = seed();

/** Back to the fixtures: jest's setup calls it after each test. */
export function resetMockDb(): void {
  Object.assign(db, seed());
}

/** Tests: the site settings as if an administrator had saved these changes over the defaults. */
export function saveMockSiteSettings(change: Partial<SiteSettings>): SiteSettings {
  const settings = { ...DEFAULT_SITE_SETTINGS, ...change };
  db.siteSettings = { settings, version: 1, updatedAt: new Date().toISOString(), updatedBy: 'Demo Admin' };
  return settings;
}

/** 7-character base-36 ids, like the API's. */
export function newId(): string {
  let id = '';
  while (id.length < 7) id += Math.random().toString(36).slice(2);
  return id.slice(0, 7);
}

export const publicUser = ({ password: _password, ...user }: MockUser): User => user;

export const ACCESS_PREFIX = 'mock-access-';
export const REFRESH_PREFIX = 'mock-refresh-';

/** Fake tokens name their user: `mock-access-<userId>` (or `.<n>` after a refresh). */
export function issueTokens(userId: string, rotated = false) {
  db.tokenCounter += 1;
  const accessToken = rotated ? `${ACCESS_PREFIX}${userId}.${db.tokenCounter}` : `${ACCESS_PREFIX}${userId}`;
  const refreshToken = `${REFRESH_PREFIX}${userId}.${db.tokenCounter}`;
  db.refreshTokens.set(refreshToken, userId);
  return { accessToken, refreshToken };
}

export function userForAccessToken(token: string | undefined): MockUser | undefined {
  if (!token?.startsWith(ACCESS_PREFIX) || db.revokedAccessTokens.has(token)) return undefined;
  const userId = token.slice(ACCESS_PREFIX.length).replace(/\.\d+$/, '');
  return db.users.find((user) => user.id === userId);
}

/** Lets component tests sign in as any user: adds it (and its refresh token) to the mock database. */
export function ensureMockUser(user: User, refreshToken?: string): void {
  if (!db.users.some((existing) => existing.id === user.id))
    db.users.push({ ...user, password: 'Password@123' });
  if (refreshToken) db.refreshTokens.set(refreshToken, user.id);
}
