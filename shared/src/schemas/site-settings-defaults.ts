import { site } from '../site';
import { STACK_SERVICES } from './constants';
import type { OpeningHours, SiteSettings } from './site-settings';

/** The singleton's id in revision and audit records (and in the revision routes' paths). */
export const SITE_SETTINGS_ID = 'site';

/**
 * The settings until staff save any: the texts the site was built with. Contact facts come from `site`
 * (which e-mails and the shell's fallback page still read); the rest are the home page's and footer's texts.
 */
export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  contact: {
    phone: site.phone,
    email: site.email,
    privacyEmail: site.privacyEmail,
    street: site.office.street,
    area: site.office.area,
    city: site.office.city,
    country: site.office.country,
  },
  businessHours: [
    {
      days: 'Monday - Friday',
      dayOfWeek: ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday'],
      opens: '08:00',
      closes: '18:00',
    },
    { days: 'Saturday', dayOfWeek: ['Saturday'], opens: '09:00', closes: '13:00' },
    { days: 'Sunday', dayOfWeek: ['Sunday'], opens: '', closes: '' },
  ],
  social: site.social.map(({ name, url }) => ({ name, url })),
  hero: {
    eyebrow: 'Data analytics consultancy · Nairobi, Kenya',
    title: 'Bring your data',
    highlight: 'into the light',
    lead: 'We help businesses across Africa and beyond turn scattered data into clear dashboards, reliable pipelines and predictive models, so every decision starts from the facts.',
    primaryAction: 'Start Your Project',
    secondaryAction: 'Explore Our Services',
  },
  counters: [
    { value: 12, suffix: '+', label: 'Countries Served' },
    { value: 200, suffix: '+', label: 'Projects Delivered' },
    { value: 95, suffix: '%', label: 'Client Satisfaction' },
    { value: 30, suffix: 'TB', label: 'Data Processed' },
  ],
  principles: [
    {
      title: 'Trendspotters',
      line: 'We read the signals in your data early, so you act on a shift before your competitors see it.',
    },
    {
      title: 'Simplifiers',
      line: 'We turn complex data into clear stories that everyone on your team can understand and act on.',
    },
    {
      title: 'Precisionists',
      line: 'We test every number before it reaches a dashboard, because decisions are only as good as their data.',
    },
  ],
  tools: [
    {
      name: 'Python',
      mark: 'Py',
      insight: 'The glue of our work, from quick data wrangling to production machine-learning models.',
    },
    {
      name: 'SQL',
      mark: 'SQL',
      insight: 'Still the fastest way to ask a well-structured question of your data.',
    },
    {
      name: 'Power BI',
      mark: 'BI',
      insight: 'Self-service dashboards that slot straight into Microsoft 365 workplaces.',
    },
    {
      name: 'Tableau',
      mark: 'Tb',
      insight: 'Exploratory visual analysis for when the question is not yet clear.',
    },
    {
      name: 'Apache Spark',
      mark: 'Sp',
      insight: 'Distributed processing for the billions of rows that outgrow one machine.',
    },
    {
      name: 'Airflow',
      mark: 'Af',
      insight: 'Scheduled, monitored pipelines that retry on their own when a source fails.',
    },
    {
      name: 'dbt',
      mark: 'dbt',
      insight: 'Version-controlled, tested SQL transformations your whole team can trust.',
    },
    {
      name: 'Snowflake',
      mark: 'Sf',
      insight: 'An elastic cloud warehouse that scales with demand and bills by the second.',
    },
    {
      name: 'TensorFlow',
      mark: 'TF',
      insight: 'Deep learning for images, text and forecasts when simpler models fall short.',
    },
    {
      name: 'Looker',
      mark: 'Lk',
      insight: 'One governed semantic layer, so every team counts revenue the same way.',
    },
  ],
  // Every seeded service, by its readable id and its title, in the Services page's order.
  footerServices: (
    [
      'big-data-analytics',
      'data-visualization',
      'data-pipelines',
      'data-lakes',
      'automated-data-entry',
      'cleansing-validation',
      'training',
    ] as const
  ).map((serviceId) => ({ serviceId, label: STACK_SERVICES[serviceId] })),
};

/** "08:00" → "8:00 AM". */
export function formatTime(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  const suffix = hours < 12 ? 'AM' : 'PM';
  return `${hours % 12 || 12}:${String(minutes).padStart(2, '0')} ${suffix}`;
}

/** Whether the business is closed on those days (no opening or closing time). */
export const isClosed = (row: OpeningHours) => !row.opens || !row.closes;

/** How a row's hours read: "8:00 AM - 6:00 PM", or "Closed". */
export const hoursText = (row: OpeningHours) =>
  isClosed(row) ? 'Closed' : `${formatTime(row.opens)} - ${formatTime(row.closes)}`;

/** A phone number as a tel: link ("+254 709 123 456" → "tel:+254709123456"). */
export const telHref = (phone: string) => `tel:${phone.replace(/[\s()-]+/g, '')}`;

/**
 * The settings' texts visitors read, by section: each is written in every language (the others in the
 * settings' `translations`, with the same nesting; a list's rows by position). Contact details, times,
 * numbers, names and links are the same in every language.
 */
export const SITE_SETTINGS_LOCALIZED = {
  businessHours: ['days'],
  hero: ['eyebrow', 'title', 'highlight', 'lead', 'primaryAction', 'secondaryAction'],
  counters: ['label'],
  principles: ['title', 'line'],
  tools: ['insight'],
  footerServices: ['label'],
} as const satisfies Partial<Record<keyof SiteSettings, readonly string[]>>;

type Record_ = Record<string, unknown>;
/** One language's texts of the settings: the localized sections, each text optional. */
export type SiteSettingsTranslation = Partial<Record<keyof typeof SITE_SETTINGS_LOCALIZED, unknown>>;

const textIn = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value : undefined);

function merge(english: Record_, translated: unknown, keys: readonly string[]): Record_ {
  if (!translated || typeof translated !== 'object') return english;
  const read = { ...english };
  for (const key of keys) {
    const text = textIn((translated as Record_)[key]);
    if (text !== undefined) read[key] = text;
  }
  return read;
}

/**
 * The settings in a language: each localized text replaced by its translation where there is one (an
 * untranslated text stays in English rather than leaving the page without it).
 */
export function localizeSettings(
  settings: SiteSettings,
  translation: SiteSettingsTranslation | undefined,
): SiteSettings {
  if (!translation) return settings;
  const read = { ...settings } as Record<string, unknown>;
  for (const [section, keys] of Object.entries(SITE_SETTINGS_LOCALIZED)) {
    const english = read[section];
    const translated = translation[section as keyof SiteSettingsTranslation];
    read[section] = Array.isArray(english)
      ? english.map((row: Record_, index) =>
          merge(row, Array.isArray(translated) ? translated[index] : undefined, keys),
        )
      : merge(english as Record_, translated, keys);
  }
  return read as SiteSettings;
}
