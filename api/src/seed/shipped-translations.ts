import { isDeepStrictEqual } from 'node:util';
import {
  localesOf,
  localizedFields,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type Translation,
  type Translations,
} from '@mwangaza/shared/collections/fields';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import {
  DEFAULT_SITE_SETTINGS,
  SITE_SETTINGS_LOCALIZED,
  type SiteSettings,
  type SiteSettingsTranslation,
  type SiteSettingsTranslations,
} from '@mwangaza/shared/schemas';
import type { Locale } from '@mwangaza/shared/i18n';
import { seedCaseStudies } from './data/case-studies';
import { seedCultureItems } from './data/culture';
import { seedInsights } from './data/insights';
import { seedPeople } from './data/people';
import { seedServices } from './data/services';
import { frTranslations } from './data/translations/fr';
import { swTranslations } from './data/translations/sw';

/**
 * The translations the product ships (data/translations/<locale>.ts, by seed id) applied to content: a new
 * database is seeded with them; an existing one gets them added where staff have not translated the item,
 * and only for the texts still as shipped in English (a translation of a text an editor has since rewritten
 * would say something else).
 */

type Shipped = Partial<Record<string, Record<string, Record<string, unknown>>>>;
const SHIPPED: Record<TranslatedLocale, Shipped> = {
  sw: swTranslations as unknown as Shipped,
  fr: frTranslations as unknown as Shipped,
};

/** Each collection's key in the translation files, and its seed records (the English they translate). */
const SOURCES: Record<string, { key: string; seed: readonly { id: string }[] }> = {
  services: { key: 'services', seed: seedServices },
  'case-studies': { key: 'caseStudies', seed: seedCaseStudies },
  culture: { key: 'culture', seed: seedCultureItems },
  insights: { key: 'insights', seed: seedInsights },
  people: { key: 'people', seed: seedPeople },
};

/**
 * An item's shipped translations, each field kept only where `english` (what the item holds now) is still the
 * seed's English; a language missing a required field then simply does not have the item.
 */
export function shippedTranslations(
  collection: SchemaCollection,
  id: string,
  english?: Record<string, unknown>,
): Translations {
  const source = SOURCES[collection.name];
  const seed = source?.seed.find((record) => record.id === id) as Record<string, unknown> | undefined;
  if (!source || !seed) return {};
  const translations: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const shipped = SHIPPED[locale][source.key]?.[id];
    if (!shipped) continue;
    const translation: Translation = {};
    for (const key of localizedFields(collection)) {
      if (shipped[key] === undefined) continue;
      if (key !== 'slug' && english && !isDeepStrictEqual(english[key], seed[key])) continue;
      translation[key] = shipped[key];
    }
    if (Object.keys(translation).length) translations[locale] = translation;
  }
  return translations;
}

/** What a seeded record stores of its languages. */
export function seededLanguages(
  collection: SchemaCollection,
  id: string,
): { translations: Translations; locales: Locale[] } {
  const translations = shippedTranslations(collection, id);
  return { translations, locales: localesOf(collection, translations) };
}

const same = (a: unknown, b: unknown) => isDeepStrictEqual(a, b);

/** The shipped translations of the site settings' texts still as shipped in English. */
export function shippedSettingsTranslations(settings: SiteSettings): SiteSettingsTranslations {
  const translations: SiteSettingsTranslations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const shipped = SHIPPED[locale].settings as Record<string, unknown> | undefined;
    if (!shipped) continue;
    const translation: Record<string, unknown> = {};
    for (const [section, keys] of Object.entries(SITE_SETTINGS_LOCALIZED)) {
      const now = settings[section as keyof SiteSettings] as unknown;
      const was = DEFAULT_SITE_SETTINGS[section as keyof SiteSettings] as unknown;
      const pick = (row: unknown, current: unknown, original: unknown) =>
        Object.fromEntries(
          keys.flatMap((key) => {
            const text = (row as Record<string, unknown> | undefined)?.[key];
            const english = (current as Record<string, unknown> | undefined)?.[key];
            return text !== undefined &&
              same(english, (original as Record<string, unknown> | undefined)?.[key])
              ? [[key, text]]
              : [];
          }),
        );
      const given = shipped[section];
      translation[section] = Array.isArray(given)
        ? given.map((row, index) =>
            pick(row, (now as unknown[] | undefined)?.[index], (was as unknown[] | undefined)?.[index]),
          )
        : pick(given, now, was);
    }
    translations[locale] = translation as SiteSettingsTranslation;
  }
  return translations;
}
