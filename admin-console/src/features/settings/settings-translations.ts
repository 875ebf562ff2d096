import { TRANSLATED_LOCALES, type TranslatedLocale } from '@mwangaza/shared/collections/fields';
import {
  SITE_SETTINGS_LOCALIZED,
  type SiteSettings as Settings,
  type SiteSettingsTranslations as Translations,
} from '@mwangaza/shared';

/**
 * The settings' texts in Kiswahili and French, as the form edits them: the API's shape (the same nesting as
 * the settings, a list's texts by row position), each text optional. A text left empty shows in English.
 */

export type LocalizedSection = keyof typeof SITE_SETTINGS_LOCALIZED;
type Row = Record<string, unknown>;

export const isLocalized = (key: string): key is LocalizedSection => key in SITE_SETTINGS_LOCALIZED;

/** Where one text is: its section, its row (a list's), its key. */
export interface TextPlace {
  section: LocalizedSection;
  index?: number;
  key: string;
}

/** The form's path of a translated text ('/translations/sw/tools/0/insight'): the key of its error. */
export const translationPath = (locale: TranslatedLocale, { section, index, key }: TextPlace) =>
  `/translations/${locale}/${section}${index === undefined ? '' : `/${index}`}/${key}`;

const filled = (text: unknown): text is string => typeof text === 'string' && text.trim() !== '';

/** Every localized text of the settings, with its English, in the form's order. */
export function localizedTexts(settings: Settings): (TextPlace & { english: string })[] {
  return Object.entries(SITE_SETTINGS_LOCALIZED).flatMap(([name, keys]) => {
    const section = name as LocalizedSection;
    const english = settings[section] as Row | Row[];
    const rows = Array.isArray(english) ? english : [english];
    return rows.flatMap((row, at) =>
      keys.map((key) => ({
        section,
        ...(Array.isArray(english) ? { index: at } : {}),
        key,
        english: String(row[key] ?? ''),
      })),
    );
  });
}

function rowOf(translations: Translations, locale: TranslatedLocale, place: TextPlace): Row | undefined {
  const section = translations[locale]?.[place.section];
  if (place.index === undefined) return section as Row | undefined;
  return Array.isArray(section) ? (section[place.index] as Row | undefined) : undefined;
}

/** The translation of one text ('' when there is none). */
export function textIn(translations: Translations, locale: TranslatedLocale, place: TextPlace): string {
  const text = rowOf(translations, locale, place)?.[place.key];
  return typeof text === 'string' ? text : '';
}

/** The translations with one text changed. */
export function withText(
  translations: Translations,
  locale: TranslatedLocale,
  place: TextPlace,
  text: string,
): Translations {
  const language = { ...translations[locale] };
  const row = { ...rowOf(translations, locale, place), [place.key]: text };
  if (place.index === undefined) language[place.section] = row;
  else {
    const saved = language[place.section];
    const rows = Array.isArray(saved) ? [...(saved as Row[])] : [];
    for (let at = rows.length; at < place.index; at++) rows[at] = {};
    rows[place.index] = row;
    language[place.section] = rows;
  }
  return { ...translations, [locale]: language };
}

/** "Copy from English": each empty text of the language takes its English, for the translator to write over. */
export function copyFromEnglish(
  settings: Settings,
  translations: Translations,
  locale: TranslatedLocale,
): Translations {
  return localizedTexts(settings).reduce(
    (next, place) =>
      filled(textIn(next, locale, place)) ? next : withText(next, locale, place, place.english),
    translations,
  );
}

/** How many of the language's texts are not translated (they show in English). */
export const untranslatedCount = (settings: Settings, translations: Translations, locale: TranslatedLocale) =>
  localizedTexts(settings).filter(
    (place) => filled(place.english) && !filled(textIn(translations, locale, place)),
  ).length;

/** The languages with a text still untranslated ("Missing translation"). */
export const missingLanguages = (settings: Settings, translations: Translations): TranslatedLocale[] =>
  TRANSLATED_LOCALES.filter((locale) => untranslatedCount(settings, translations, locale) > 0);

/**
 * What PUT /settings is sent: only the texts that hold something (an empty text is no translation, and the
 * API refuses one), a list's rows as many as the English has.
 */
export function translationsBody(settings: Settings, translations: Translations | undefined): Translations {
  const body: Translations = {};
  for (const locale of TRANSLATED_LOCALES) {
    const language: Record<string, Row | Row[]> = {};
    for (const [name, keys] of Object.entries(SITE_SETTINGS_LOCALIZED)) {
      const section = name as LocalizedSection;
      const english = settings[section];
      const pick = (index?: number) => {
        const row: Row = {};
        for (const key of keys) {
          const text = textIn(translations ?? {}, locale, { section, index, key });
          if (filled(text)) row[key] = text;
        }
        return row;
      };
      if (Array.isArray(english)) {
        const rows = english.map((_row, index) => pick(index));
        while (rows.length && Object.keys(rows.at(-1)!).length === 0) rows.pop();
        if (rows.length) language[section] = rows;
      } else {
        const row = pick();
        if (Object.keys(row).length) language[section] = row;
      }
    }
    if (Object.keys(language).length) body[locale] = language;
  }
  return body;
}

/** A row of the English list removed: its translations go with it, so the rows after it keep theirs. */
export function withoutRow(
  translations: Translations,
  section: LocalizedSection,
  index: number,
): Translations {
  const next: Translations = { ...translations };
  for (const locale of TRANSLATED_LOCALES) {
    const rows = translations[locale]?.[section];
    if (Array.isArray(rows))
      next[locale] = { ...translations[locale], [section]: rows.filter((_row, at) => at !== index) };
  }
  return next;
}
