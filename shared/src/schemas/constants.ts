/**
 * The plain values of the schemas (enumerations, patterns, limits): what the frontends need at run time,
 * without TypeBox. The schemas build on these; the package root exports these and only the types of the rest.
 */

/** Content ids: 7-character base-36 for new records, readable slugs for seeded ones. Opaque to frontends. */
export const IdPattern = '^[a-z0-9][a-z0-9-]{0,63}$';

/** Readable addresses: lowercase words joined by single hyphens (`/case-studies/<slug>`). */
export const SLUG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
export const SLUG_MAX_LENGTH = 80;
/** A public detail URL names an item by its id or any of its slugs, current or earlier. */
export const IdOrSlugPattern = '^[a-z0-9][a-z0-9-]{0,79}$';

/** Revisions kept per entity; older ones are pruned on write. */
export const REVISIONS_KEPT = 50;

export const DEFAULT_PAGE = 1;
export const DEFAULT_LIMIT = 10;
export const MAX_LIMIT = 100;

/** The categories offered, in a fixed order that the filters show (also the order of GET /case-studies/categories). */
export const CASE_STUDY_CATEGORIES = [
  'Healthcare',
  'Finance',
  'Agriculture',
  'Retail',
  'Non-profit',
  'Telecommunications',
  'Other',
] as const;
export type CaseStudyCategory = (typeof CASE_STUDY_CATEGORIES)[number];

export const CONTACT_TIMES = ['Morning', 'Afternoon', 'Evening', 'Any time'] as const;
export type ContactTime = (typeof CONTACT_TIMES)[number];
/**
 * The pipeline an enquiry moves through. `won` and `lost` close it. Enquiries stored before the
 * pipeline had `status: new | handled`; `handled` meant someone had answered the visitor, so it is migrated
 * to `contacted` (not `won`: nothing says work was agreed).
 */
export const ENQUIRY_STAGES = [
  'new',
  'contacted',
  'meeting',
  'qualified',
  'proposal',
  'won',
  'lost',
] as const;
export type EnquiryStage = (typeof ENQUIRY_STAGES)[number];
/** Stages in which an enquiry is still open (a past next step date makes it overdue). */
export const OPEN_ENQUIRY_STAGES: readonly EnquiryStage[] = [
  'new',
  'contacted',
  'meeting',
  'qualified',
  'proposal',
];
export const ENQUIRY_NOTE_MAX_LENGTH = 5_000;
/**
 * An anonymised enquiry's personal fields; it keeps its id, dates, stage, assignee and questionnaire (for
 * statistics) and loses its internal notes.
 */
export const ANONYMISED_ENQUIRY_FIELDS = {
  name: 'Anonymised',
  email: '',
  company: '',
  project: '',
  challenge: '',
  success: '',
  contactTime: '',
} as const;

/**
 * Build My Stack's questions, by the ids an enquiry stores its answers under:
 * `goals` (one or more of STACK_GOALS) and `maturity` (1 to 3). The public site's rules and the console's
 * display both read these, and POST /contact accepts only these ids and values.
 */
export const STACK_GOALS = [
  'Visualize existing data',
  'Automate reporting',
  'Integrate multiple data sources',
  'Improve data quality',
  'Predictive analytics',
  'Real-time dashboards',
] as const;
export type StackGoal = (typeof STACK_GOALS)[number];
export const STACK_MATURITY_LEVELS = [1, 2, 3] as const;
export type StackMaturity = (typeof STACK_MATURITY_LEVELS)[number];
export const STACK_MATURITY_LABELS: Record<StackMaturity, string> = {
  1: 'Just starting',
  2: 'Intermediate',
  3: 'Advanced',
};
/** The services Build My Stack can recommend: the seeded services' ids and the names the results show. */
export const STACK_SERVICES = {
  'data-visualization': 'Data Visualization',
  'data-pipelines': 'Data Pipelines',
  'automated-data-entry': 'Automated Data Entry',
  'data-lakes': 'Data Lakes',
  'cleansing-validation': 'Cleansing & Validation',
  'big-data-analytics': 'Big Data Analytics',
  training: 'Training',
} as const;
export type StackServiceId = keyof typeof STACK_SERVICES;
export const STACK_SERVICE_IDS = Object.keys(STACK_SERVICES) as StackServiceId[];

/** Why an enquiry is held as suspected spam: a filled honeypot, or sent faster than a person types. */
export const SPAM_REASONS = ['honeypot', 'too-fast'] as const;
export type SpamReason = (typeof SPAM_REASONS)[number];
export const DELIVERY_STATES = ['pending', 'sent', 'failed'] as const;
export type DeliveryState = (typeof DELIVERY_STATES)[number];

/**
 * The site's default picture: shown for a culture item without an image, and to visitors in place of an
 * image URL stored before the rule below (one on another host), until an editor chooses another.
 */
export const DEFAULT_IMAGE = '/images/desk.avif';
/** Shown when a culture item has no image, so every card has a picture. */
export const DEFAULT_CULTURE_IMAGE = DEFAULT_IMAGE;

/**
 * An e-mail address as the HTML standard's `<input type="email">` defines it (WHATWG), with a dot in the
 * domain (a local address is no use for a reply): no spaces, quotes, angle brackets or other characters a mail
 * header or a page could mistake for markup ('Please enter a valid email address').
 */
export const EMAIL_PATTERN =
  "^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+@[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?(?:\\.[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?)+$";

/**
 * Every image field's one rule: a path on this site, the media library's ("/api/media/<id>/<file>") or the
 * site's own files ("/images/x.avif"). Never another host: an image URL becomes an <img> on our pages and
 * their og:image, so a stranger's server would learn of every visit. Not "//host" or "/\\host" (both lead
 * browsers to another host), nor quotes, angle brackets, backslashes or spaces anywhere.
 */
export const IMAGE_URL_PATTERN = '^/(?![/\\\\])[^\\s"\'<>\\\\`]*$';
const IMAGE_URL = new RegExp(IMAGE_URL_PATTERN, 'u');

/** Whether `url` follows the image fields' rule (IMAGE_URL_PATTERN). */
export function isImageUrl(url: string): boolean {
  return IMAGE_URL.test(url);
}

export const PASSWORD_MIN_LENGTH = 8;
/** Authenticator codes (TOTP, RFC 6238): six digits every 30 seconds. */
export const TOTP_DIGITS = 6;
/** Recovery codes as shown: `xxxxx-xxxxx` (letters and digits); typed case-insensitively, dash optional. */
export const RECOVERY_CODE_PATTERN = '^[A-Za-z0-9]{5}-?[A-Za-z0-9]{5}$';
export const RECOVERY_CODE_COUNT = 10;
/** Upper bound keeps the slow hash from being used as a denial of service. */
export const PASSWORD_MAX_LENGTH = 128;

export const ROLES = ['admin', 'editor', 'user'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that may write content; only admin manages users and runs the e-mail test. */
export const CONTENT_WRITER_ROLES: readonly Role[] = ['admin', 'editor'];
/**
 * The 403 a read-only account (`user`) gets for unpublished content: staff lists with drafts and scheduled
 * items, an item in any state, staff previews and revision histories are for the roles that write content.
 */
/** The 428 of PUT /settings without If-Match (the API requires it; the console always sends it). */
export const SETTINGS_IF_MATCH_REQUIRED_MESSAGE =
  'Send If-Match with the ETag of GET /api/settings, so a save cannot overwrite one made since; If-Match: * overwrites whatever is saved.';
export const UNPUBLISHED_CONTENT_MESSAGE =
  'Unpublished content (drafts, scheduled items, previews and revisions) is for editors and administrators. Your account can read what the site publishes.';

/** Media library: the image types accepted, by the type sniffed from the bytes. */
export const MEDIA_SOURCE_FORMATS = ['jpeg', 'png', 'webp', 'avif'] as const;
export type MediaSourceFormat = (typeof MEDIA_SOURCE_FORMATS)[number];
/** Formats of the stored variants: AVIF and WebP for <picture>, plus the upload's own format as the fallback. */
export const MEDIA_VARIANT_FORMATS = ['avif', 'webp', 'jpeg', 'png'] as const;
export type MediaVariantFormat = (typeof MEDIA_VARIANT_FORMATS)[number];
/** Responsive widths made at upload time (never wider than the original). */
export const MEDIA_WIDTHS = [400, 800, 1200, 1600] as const;
export const MEDIA_ALT_MAX_LENGTH = 300;

/**
 * An image from the library is referenced in an entity's `image` field by its site-relative URL,
 * `/api/media/<mediaId>/<file>` (the full-size fallback file), so old clients still get a working image.
 */
const MEDIA_URL = /^\/api\/media\/([a-z0-9]{7})\/[^/?#\s]+$/;

/** The media id an image URL points to, or undefined for any other URL. */
export function mediaIdFromUrl(url: string | undefined): string | undefined {
  return url ? MEDIA_URL.exec(url.trim())?.[1] : undefined;
}
/** A content entity is a draft or published; published with a future publishAt is "scheduled". */
export const PUBLICATION_STATUSES = ['draft', 'published'] as const;
export type PublicationStatus = (typeof PUBLICATION_STATUSES)[number];
/** What staff lists filter by: scheduled is published content whose time has not come. */
export const PUBLICATION_STATES = ['draft', 'scheduled', 'published'] as const;
export type PublicationState = (typeof PUBLICATION_STATES)[number];
/** Publish times are shown and entered in Nairobi time (EAT, UTC+3, no daylight saving). */
export const PUBLISHING_TIME_ZONE = 'Africa/Nairobi';

/**
 * What the audit log records (GET /audit filters by these). Add a new action here when a feature starts
 * recording it: the API's `app.audit.record` and the console's Activity filter both read this list.
 */
export const AUDIT_ACTIONS = [
  'content.created',
  'content.updated',
  'content.deleted',
  'content.featured',
  'content.reordered',
  'content.published',
  'content.restored',
  'content.unpublished',
  'content.scheduled',
  /** Written before enquiries had pipeline stages; kept so old entries stay readable. */
  'enquiry.status_changed',
  'enquiry.stage_changed',
  'enquiry.assigned',
  'enquiry.notification_resent',
  'enquiry.marked_not_spam',
  'enquiry.exported',
  'booking.cancelled',
  'booking.outcome',
  'booking.availability_changed',
  'booking.holidays_changed',
  'newsletter.sent',
  'newsletter.subscriber_deleted',
  'newsletter.subscribers_exported',
  'privacy.subject_exported',
  'privacy.subject_erased',
  'privacy.retention_anonymised',
  'user.role_changed',
  'user.invited',
  'user.invitation_revoked',
  'auth.registered',
  'auth.password_reset_sent',
  'auth.password_reset',
  'auth.login',
  'auth.login_failed',
  'auth.2fa_enabled',
  'auth.2fa_disabled',
  'auth.2fa_reset',
  'auth.2fa_recovery_used',
  'auth.2fa_recovery_regenerated',
  'auth.session_revoked',
  'auth.sessions_revoked',
  'user.disabled',
  'user.enabled',
  'user.signed_out',
  'settings.two_factor_policy',
  'settings.updated',
  'settings.restored',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

// Their own module: the shell's entry reads them before the shared package has loaded.
export * from './client-error-limits';

/** An insight's tag: lowercase words joined by single hyphens ('data-quality'). */
export const INSIGHT_TAG_PATTERN = '^[a-z0-9]+(?:-[a-z0-9]+)*$';
/** Words a reader gets through in a minute: an insight's reading time. */
export const READING_WORDS_PER_MINUTE = 200;

/**
 * A culture item's icon: one of the design library's line icons (LineIcon), by name. The console offers
 * them as a list; pages draw them in the site's gold line style.
 */
export const CULTURE_ICONS = [
  'search',
  'people',
  'book',
  'globe',
  'sprout',
  'lightbulb',
  'target',
  'shield',
  'heart',
  'compass',
  'chart',
  'chat',
] as const;
export type CultureIcon = (typeof CULTURE_ICONS)[number];

/** The Insights newsletter's values: its subscribers' states and languages, its forms and consent text. */
export const SUBSCRIBER_STATUSES = ['pending', 'confirmed', 'unsubscribed', 'bounced'] as const;
export type SubscriberStatus = (typeof SUBSCRIBER_STATUSES)[number];

/** Languages a subscriber can read the newsletter in (the page's language when they subscribed). */
export const NEWSLETTER_LOCALES = ['en', 'sw', 'fr'] as const;
export type NewsletterLocale = (typeof NEWSLETTER_LOCALES)[number];

/** Where the subscription was asked for. */
export const SUBSCRIBE_FORMS = ['footer', 'insight', 'contact'] as const;
export type SubscribeForm = (typeof SUBSCRIBE_FORMS)[number];

/**
 * The consent text a subscribe form shows, versioned: a subscriber's consent records the version they saw
 * (and the text itself), so what they agreed to can be shown later. Change the text, raise the version.
 */
export const NEWSLETTER_CONSENT = {
  version: '2026-12-01',
  /** The text in each language the forms are shown in; the one the subscriber read is kept. */
  text: {
    en: 'Send me new Insights from Mwangaza Analytics by e-mail. I can unsubscribe at any time with one click.',
    sw: 'Nitumie makala mpya za Insights kutoka Mwangaza Analytics kwa barua pepe. Ninaweza kujiondoa wakati wowote kwa kubofya mara moja.',
    fr: 'Je souhaite recevoir par e-mail les nouveaux articles Insights de Mwangaza Analytics. Je peux me désabonner à tout moment, en un clic.',
  },
} as const satisfies { version: string; text: Record<NewsletterLocale, string> };
