import { Type, type Static, type TProperties, type TSchema } from 'typebox';
import { SITE_SETTINGS_LOCALIZED, type SiteSettingsTranslation } from './site-settings-defaults';
import { SLUG_PATTERN } from './constants';
import { Email } from './user';

/**
 * Site settings: the facts and texts staff change without a rebuild (one document, like Payload's
 * globals). The console's form reads its limits from here and the API validates every save with it. The
 * enquiry retention period is not a setting: the API's ENQUIRY_RETENTION_MONTHS is stated as it is.
 */

const text = (description: string, maxLength: number) =>
  Type.String({ description, minLength: 1, maxLength, pattern: '\\S' });
/** A settings section: only the fields it names. */
const section = <P extends TProperties>(properties: P) =>
  Type.Object(properties, { additionalProperties: false });
const list = <P extends TProperties>(item: P, description: string, minItems: number, maxItems: number) =>
  Type.Array(section(item), { description, minItems, maxItems });

export const DAYS_OF_WEEK = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;
export type DayOfWeek = (typeof DAYS_OF_WEEK)[number];

/** "08:00" (24-hour clock), or empty when the business is closed on those days. */
const TimeOfDay = (description: string) =>
  Type.String({ description, pattern: '^(?:(?:[01]\\d|2[0-3]):[0-5]\\d)?$', maxLength: 5 });

export const SiteSettings = section({
  contact: section({
    phone: Type.String({
      description: 'The phone number as visitors dial it ("+254 709 123 456")',
      minLength: 7,
      maxLength: 25,
      pattern: '^\\+?[0-9][0-9 ()-]{5,23}[0-9]$',
    }),
    email: { ...Email, description: 'The address enquiries and visitors write to' },
    privacyEmail: { ...Email, description: 'Where privacy requests go (the privacy notice names it)' },
    street: text('Building and street', 120),
    area: text('The neighbourhood (Westlands)', 60),
    city: text('City', 60),
    country: text('Country', 60),
  }),
  businessHours: list(
    {
      days: text('How the days read on the site ("Monday - Friday")', 40),
      dayOfWeek: Type.Array(Type.Enum(DAYS_OF_WEEK), {
        description: 'The days these hours apply to (structured data for search engines)',
        minItems: 1,
        maxItems: 7,
        uniqueItems: true,
      }),
      opens: TimeOfDay('Opening time, 24-hour ("08:00"); empty with closes when closed'),
      closes: TimeOfDay('Closing time, 24-hour ("18:00"); empty with opens when closed'),
    },
    'Business hours, one row per group of days',
    1,
    7,
  ),
  social: list(
    {
      name: text('The network ("LinkedIn", "X", "GitHub": those have icons)', 40),
      url: Type.String({
        description: 'The profile page (https:)',
        format: 'uri',
        pattern: '^https://',
        maxLength: 300,
      }),
    },
    'Social links in the footer',
    0,
    8,
  ),
  hero: section({
    eyebrow: text('The small line above the headline', 100),
    title: text('The headline, before its highlighted words', 80),
    highlight: text('The headline’s highlighted ending', 60),
    lead: text('The promise under the headline', 400),
    primaryAction: text('The button to the contact page', 40),
    secondaryAction: text('The button to the services', 40),
  }),
  counters: list(
    {
      value: Type.Integer({ description: 'The number counted up to', minimum: 0, maximum: 1_000_000 }),
      suffix: Type.String({ description: 'Shown after the number ("+", "%", "TB")', maxLength: 6 }),
      label: text('What the number counts', 40),
    },
    'The home page’s four counters',
    4,
    4,
  ),
  principles: list(
    { title: text('The principle', 40), line: text('One sentence on what it means for a client', 200) },
    'The home page’s three principles',
    3,
    3,
  ),
  tools: list(
    {
      name: text('The tool', 40),
      mark: text('Its short mark on the tile ("Py")', 4),
      insight: text('The one-line insight shown on hover', 160),
    },
    'The home page’s tools grid',
    1,
    12,
  ),
  footerServices: list(
    {
      label: text('The link text', 60),
      serviceId: Type.String({
        description: 'The service’s id or slug (/services/<id>)',
        minLength: 1,
        maxLength: 80,
        pattern: SLUG_PATTERN,
      }),
    },
    'The footer’s service links',
    1,
    8,
  ),
});
export type SiteSettings = Static<typeof SiteSettings>;
export type OpeningHours = SiteSettings['businessHours'][number];

/** One language's texts of the settings (SITE_SETTINGS_LOCALIZED): the same nesting, every text optional. */
const SettingsTranslation = Type.Object(
  Object.fromEntries(
    Object.entries(SITE_SETTINGS_LOCALIZED).map(([name, keys]) => {
      const section = SiteSettings.properties[name as keyof typeof SITE_SETTINGS_LOCALIZED] as unknown as {
        type: string;
        maxItems?: number;
        items?: { properties: Record<string, TSchema> };
        properties?: Record<string, TSchema>;
      };
      const properties = section.items?.properties ?? section.properties ?? {};
      const row = Type.Object(Object.fromEntries(keys.map((key) => [key, Type.Optional(properties[key]!)])), {
        additionalProperties: false,
      });
      return [
        name,
        Type.Optional(section.type === 'array' ? Type.Array(row, { maxItems: section.maxItems }) : row),
      ];
    }),
  ),
  { additionalProperties: false },
);

/** The settings' texts in the other languages (`{ sw: { hero: { title } }, fr: ... }`). */
export const SiteSettingsTranslations = Type.Object(
  { sw: Type.Optional(SettingsTranslation), fr: Type.Optional(SettingsTranslation) },
  { additionalProperties: false, description: 'The visitor-facing texts in Kiswahili (sw) and French (fr)' },
);
export type SiteSettingsTranslations = {
  sw?: SiteSettingsTranslation;
  fr?: SiteSettingsTranslation;
};

/** PUT /settings: the settings, and optionally their translations (left out, the saved ones stay). */
export const SiteSettingsBody = Type.Object(
  { ...SiteSettings.properties, translations: Type.Optional(SiteSettingsTranslations) },
  { additionalProperties: false },
);
export type SiteSettingsBody = SiteSettings & { translations?: SiteSettingsTranslations };

/** GET /settings: the settings (the defaults until anything is saved) and what the API's configuration says. */
export const SiteSettingsAnswer = Type.Object({
  settings: SiteSettings,
  /** ENQUIRY_RETENTION_MONTHS: the privacy notice states it, it is never typed into the settings. */
  enquiryRetentionMonths: Type.Integer({ description: 'How long enquiries are kept (API configuration)' }),
  version: Type.Integer({ description: 'Increases with every save; 0 while the defaults stand' }),
  updatedAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]),
});
export type SiteSettingsAnswer = Static<typeof SiteSettingsAnswer>;

/** GET /settings/admin: the same, with who saved last (staff only). */
export const SiteSettingsRecord = Type.Object({
  ...SiteSettingsAnswer.properties,
  updatedBy: Type.Union([Type.String(), Type.Null()]),
  /** The texts in the other languages. */
  translations: Type.Optional(SiteSettingsTranslations),
});
export type SiteSettingsRecord = Static<typeof SiteSettingsRecord>;
