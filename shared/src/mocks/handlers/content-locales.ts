import {
  localesOf,
  localizedFields,
  localizeItem,
  missingTranslationsOf,
  alternatesOf,
  withComputed,
  LOCALE_NAMES,
  TRANSLATED_LOCALES,
  type Translations,
} from '../../collections/fields';
import type { SchemaCollection } from '../../collections/schemas';
import { isLocale, LOCALES, type Locale } from '../../i18n';
import type { Entity } from './content-lists';
import { fail } from './respond';
import { slugFromTitle } from './content-store';

/** The API's languages of content, for the mocks: `?locale=`, `alternates`, translations and their slugs. */

/** The language a public read asks for (`?locale=`), or the API's 400 for one the site does not have. */
export function localeOf(url: URL): Locale | Response {
  const asked = url.searchParams.get('locale');
  if (asked === null) return 'en';
  return isLocale(asked) ? asked : fail(400, `locale must be one of ${LOCALES.join(', ')}`);
}

/** Whether the item exists in the language (English always; another once its required fields are in). */
export const existsIn = (collection: SchemaCollection, item: Entity, locale: Locale) =>
  localesOf(collection, item.translations as Translations | undefined).includes(locale);

/** The item as visitors read it in a language: localized values, `locale` and `alternates`. */
export const inLocale = (collection: SchemaCollection, item: Entity, locale: Locale): Entity =>
  withComputed(collection, localizeItem(collection, item, locale));

/** What staff read of an item's languages. */
export function staffLocales(collection: SchemaCollection, item: Entity): Entity {
  const translations = (item.translations as Translations | undefined) ?? {};
  const read: Translations = {};
  for (const [locale, translation] of Object.entries(translations)) {
    const { previousSlugs: _previous, ...fields } = translation as Record<string, unknown>;
    read[locale as keyof Translations] = fields;
  }
  return {
    ...item,
    translations: read,
    missingTranslations: missingTranslationsOf(collection, translations),
    alternates: alternatesOf(collection, { slug: item.slug, translations }),
  };
}

/**
 * The translations a save keeps, as the API: left out, the current ones; given, each language's filled fields
 * with a slug (asked for, kept, or made from the translated title) unique in that language (409), the
 * replaced slug kept so the old address still finds the item.
 */
export function translationsFor(
  collection: SchemaCollection,
  items: Entity[],
  given: Translations | undefined,
  english: Record<string, unknown>,
  current?: Entity,
): { translations: Translations } | { response: Response } {
  const before = (current?.translations as Translations | undefined) ?? {};
  if (given === undefined) return { translations: before };
  const translations: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const fields = Object.fromEntries(
      Object.entries(given[locale] ?? {}).filter(
        ([key, value]) => localizedFields(collection).includes(key) && value !== '' && value !== undefined,
      ),
    );
    if (Object.keys(fields).length === 0) continue;
    const earlier = before[locale];
    const source = String(fields[collection.slugSource] ?? english[collection.slugSource] ?? '');
    const slug = String(fields.slug ?? earlier?.slug ?? slugFromTitle(source));
    const taken = items.some(
      (item) =>
        item.id !== current?.id &&
        (item.id === slug || (item.translations as Translations | undefined)?.[locale]?.slug === slug),
    );
    if (taken)
      return {
        response: fail(
          409,
          `This ${LOCALE_NAMES[locale]} address is already used by another ${collection.nouns.singular}. Choose another slug.`,
        ),
      };
    const previous = [
      ...((earlier?.previousSlugs as string[] | undefined) ?? []),
      ...(earlier?.slug && earlier.slug !== slug ? [String(earlier.slug)] : []),
    ];
    translations[locale] = { ...fields, slug, ...(previous.length ? { previousSlugs: previous } : {}) };
  }
  return { translations };
}

/** The item at a public address in a language: its id, its slug in the language, or an earlier one. */
export function resolveIn(items: Entity[], key: string, locale: Locale): Entity | undefined {
  if (locale === 'en') return undefined;
  const translation = (item: Entity) => (item.translations as Translations | undefined)?.[locale];
  return (
    items.find((item) => item.id === key) ??
    items.find((item) => translation(item)?.slug === key) ??
    items.find((item) => ((translation(item)?.previousSlugs as string[] | undefined) ?? []).includes(key))
  );
}
