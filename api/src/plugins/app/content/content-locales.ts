import mongoose from 'mongoose';
import {
  isFilled,
  LOCALE_NAMES,
  localesOf,
  localizedFields,
  TRANSLATED_LOCALES,
  type TranslatedLocale,
  type Translation,
  type Translations,
} from '@mwangaza/shared/collections/fields';
import type { SchemaCollection } from '@mwangaza/shared/collections/schemas';
import type { Locale } from '@mwangaza/shared/i18n';
import { HttpError } from '../../../lib/http-error';
import { escapeRegExp } from '../../../lib/search';
import { firstFreeSlug, slugFromTitle } from '../../../lib/slug';
import type { ContentDoc, ContentModel } from '../../../models/content-model';

const slugPath = (locale: TranslatedLocale) => `translations.${locale}.slug`;
const previousPath = (locale: TranslatedLocale) => `translations.${locale}.previousSlugs`;

/** A translation as it is kept: the localized fields that hold something (an empty one is not a translation). */
function cleanTranslation(collection: SchemaCollection, translation: Translation): Translation {
  const clean: Translation = {};
  for (const key of localizedFields(collection)) {
    const value = translation[key];
    if (!isFilled(value)) continue;
    clean[key] =
      value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).filter(([, inner]) => isFilled(inner)))
        : value;
  }
  return clean;
}

/**
 * The languages of one collection's items: what a public read in a language looks for, and what a write
 * keeps of the translations (each language's slug unique among that language's slugs and every id, made from
 * the translated title when none is given, its earlier slugs kept to redirect), with the derived `locales`.
 */
export class ContentLocales {
  constructor(
    private readonly model: ContentModel,
    private readonly collection: SchemaCollection,
  ) {}

  /** A public list in a language shows only the items that exist in it. */
  listFilter(locale: Locale | undefined): Record<string, unknown> {
    return locale && locale !== 'en' ? { locales: locale } : {};
  }

  /** Where a field's value is kept in a language: its own path in English, the translation's otherwise. */
  field(field: string, locale: Locale | undefined): string {
    return locale && locale !== 'en' && localizedFields(this.collection).includes(field)
      ? `translations.${locale}.${field}`
      : field;
  }

  /** How an address is looked up in a language, in order: the id, the current slug, an earlier slug. */
  lookups(idOrSlug: string, locale: Locale): Record<string, unknown>[] {
    if (locale === 'en') return [{ id: idOrSlug }, { slug: idOrSlug }, { previousSlugs: idOrSlug }];
    return [
      { id: idOrSlug, locales: locale },
      { [slugPath(locale)]: idOrSlug, locales: locale },
      { [previousPath(locale)]: idOrSlug, locales: locale },
    ];
  }

  /** Staff lists: the items a language does not have yet (`?missing=sw`). */
  missingFilter(locale: TranslatedLocale | undefined): Record<string, unknown> {
    return locale ? { locales: mongoose.trusted({ $ne: locale }) } : {};
  }

  /**
   * The translations and `locales` a write stores. `input` undefined (a replace without translations) keeps
   * what is stored; otherwise it replaces them, language by language.
   */
  async prepare(
    input: Translations | undefined,
    data: Record<string, unknown>,
    before?: ContentDoc,
    /** A restore: a slug another item has taken since is replaced by the current one rather than refused. */
    restoring = false,
  ): Promise<{ translations: Translations; locales: Locale[] }> {
    if (input === undefined) {
      const kept = before?.translations ?? {};
      return { translations: kept, locales: localesOf(this.collection, kept) };
    }
    const translations: Translations = {};
    for (const locale of TRANSLATED_LOCALES) {
      const given = input[locale];
      if (!given) continue;
      const clean = cleanTranslation(this.collection, given);
      if (Object.keys(clean).length === 0) continue;
      const earlier = before?.translations?.[locale];
      const current = typeof earlier?.slug === 'string' ? earlier.slug : undefined;
      let slug = typeof clean.slug === 'string' ? clean.slug : current;
      if (slug && slug !== current && (await this.taken(locale, slug, before?.id)))
        if (restoring) slug = current;
        else throw this.refusal(locale);
      if (!slug) {
        const source = clean[this.collection.slugSource] ?? data[this.collection.slugSource];
        slug = await this.free(locale, slugFromTitle(String(source ?? '')), before?.id);
      }
      const previous = [
        ...((earlier?.previousSlugs as string[] | undefined) ?? []),
        ...(current && current !== slug ? [current] : []),
      ].filter((old) => old !== slug);
      translations[locale] = {
        ...clean,
        slug,
        ...(previous.length ? { previousSlugs: [...new Set(previous)] } : {}),
      };
    }
    return { translations, locales: localesOf(this.collection, translations) };
  }

  /** A revision's translations, one key per language (`translations.sw`), so History names the language changed. */
  static snapshotOf(translations: Translations | undefined): Record<string, unknown> {
    return Object.fromEntries(
      Object.entries(translations ?? {}).map(([locale, translation]) => [
        `translations.${locale}`,
        translation,
      ]),
    );
  }

  /**
   * The cards of referenced items an item embeds (an insight's author, a case study's team) in the item's
   * language: their translated fields and slug where they have them; never their stored translations.
   */
  localizeCards(item: Record<string, unknown>, locale: Locale | undefined): Record<string, unknown> {
    const embeds = Object.values(this.collection.references ?? {}).flatMap((reference) =>
      reference.embed ? [reference.embed] : [],
    );
    if (embeds.length === 0) return item;
    const localize = (card: unknown) => {
      if (!card || typeof card !== 'object') return card;
      const { translations, ...rest } = card as { translations?: Translations } & Record<string, unknown>;
      const translation = locale && locale !== 'en' ? translations?.[locale] : undefined;
      if (!translation) return rest;
      const filled = Object.entries(translation).filter(
        ([key, value]) => key !== 'previousSlugs' && key in rest && isFilled(value),
      );
      return { ...rest, ...Object.fromEntries(filled) };
    };
    const read = { ...item };
    for (const { as } of embeds)
      if (read[as] !== undefined)
        read[as] = Array.isArray(read[as]) ? (read[as] as unknown[]).map(localize) : localize(read[as]);
    return read;
  }

  /** A revision's snapshot of an item (as staff read it): its editable fields, each language's translation apart. */
  static revisionSnapshot(
    item: Record<string, unknown>,
    editable: readonly string[],
  ): Record<string, unknown> {
    const snapshot: Record<string, unknown> = {};
    for (const key of editable)
      if (item[key] !== undefined && key !== 'translations') snapshot[key] = item[key];
    return { ...snapshot, ...ContentLocales.snapshotOf(item.translations as Translations) };
  }

  /** The translations a revision holds; undefined for one saved before content had languages (they stay). */
  static fromSnapshot(snapshot: Record<string, unknown>): Translations | undefined {
    const keys = Object.keys(snapshot).filter((key) => key.startsWith('translations.'));
    if (keys.length === 0) return undefined;
    return Object.fromEntries(keys.map((key) => [key.slice('translations.'.length), snapshot[key]]));
  }

  /** Whether another item has this slug in the language, or has it as its id. */
  private async taken(locale: TranslatedLocale, slug: string, exceptId?: string): Promise<boolean> {
    const owners = await this.model
      .find({ $or: [{ [slugPath(locale)]: slug }, { id: slug }] }, { id: 1 })
      .lean<{ id: string }[]>()
      .exec();
    return owners.some((owner) => owner.id !== exceptId);
  }

  /** The 409 of a slug taken in a language: 'This Kiswahili address is already used by another case study.' */
  refusal(locale: TranslatedLocale): HttpError {
    return new HttpError(
      409,
      `This ${LOCALE_NAMES[locale]} address is already used by another ${this.collection.nouns.singular}. Choose another slug.`,
    );
  }

  /** `base`, or the first of `base-2`, `base-3`... no other item has in the language or as its id. */
  private async free(locale: TranslatedLocale, base: string, exceptId?: string): Promise<string> {
    const pattern = new RegExp(`^${escapeRegExp(base)}(-\\d+)?$`);
    const rows = await this.model
      .find({ $or: [{ [slugPath(locale)]: pattern }, { id: pattern }] }, { id: 1, translations: 1 })
      .lean<ContentDoc[]>()
      .exec();
    const taken = rows
      .filter((row) => row.id !== exceptId)
      .flatMap((row) => [row.id, String(row.translations?.[locale]?.slug ?? '')]);
    return firstFreeSlug(base, new Set(taken));
  }
}
