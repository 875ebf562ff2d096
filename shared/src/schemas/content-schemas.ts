import { Type, type TOptional, type TProperties, type TSchema, type TString } from 'typebox';
import { DEFAULT_LOCALE, LOCALES } from '../i18n';
import { PageQuery, SearchText, Timestamps } from './common';
import { MediaImage } from './media';
import { publishedFields, publishingInput, staffListQuery } from './publishing';

/** B's properties over A's: what a spread `{ ...a, ...b }` gives, which TypeScript does not work out for generics. */
type Merge<A, B> = Omit<A, keyof B> & B;

type ItemProperties<F, R> = Merge<
  Merge<{ id: TString } & F, { slug: TString; imageMedia: TOptional<typeof MediaImage> } & R>,
  typeof publishedFields & typeof Timestamps & typeof localeProperties
>;

/** The languages besides English, which an item may be translated into. */
const TRANSLATED_LOCALES = LOCALES.filter((locale) => locale !== DEFAULT_LOCALE);
export const LocaleSchema = Type.Enum(LOCALES, { description: 'A language of the site: en, sw or fr' });
export const TranslatedLocaleSchema = Type.Enum(TRANSLATED_LOCALES, {
  description: 'A language an item is translated into: sw or fr',
});

/** A translation: the localized fields, each optional (a language has the item once the required ones are in). */
function translationSchema(fields: TProperties, localized: readonly string[]): TSchema {
  const properties: TProperties = {};
  for (const key of localized) {
    const field = fields[key] as TSchema & { type?: string; properties?: TProperties };
    if (!field) continue;
    // An object (a testimonial) is translated in part: its author's name stays as it is.
    properties[key] = Type.Optional(
      field.type === 'object'
        ? Type.Object(
            Object.fromEntries(
              Object.entries(field.properties ?? {}).map(([name, schema]) => [name, Type.Optional(schema)]),
            ),
            { additionalProperties: false },
          )
        : field,
    );
  }
  const translation = Type.Object(properties, { additionalProperties: false });
  return Type.Object(
    Object.fromEntries(TRANSLATED_LOCALES.map((locale) => [locale, Type.Optional(translation)])),
    {
      additionalProperties: false,
      description:
        'The localized fields in each language besides English, by locale (`{ sw: { title, slug, ... } }`).',
    },
  );
}

/** What a translation holds, as the API answers it and a body sends it. */
type TranslationsShape = TOptional<
  TSchema & { static: Partial<Record<(typeof TRANSLATED_LOCALES)[number], Record<string, unknown>>> }
>;

/** What every item's read carries of its languages (public reads: `locale`, `alternates`; staff: the rest). */
const localeProperties = {
  /** The language of the item's values (public reads). */
  locale: Type.Optional(LocaleSchema),
  /** The item's slug in every language it exists in: `{ en, sw?, fr? }`. */
  alternates: Type.Optional(
    Type.Object(Object.fromEntries(LOCALES.map((locale) => [locale, Type.Optional(Type.String())])), {
      description: 'The slug in each language the item exists in (English always)',
    }) as unknown as TOptional<TSchema & { static: Partial<Record<(typeof LOCALES)[number], string>> }>,
  ),
  /** Staff reads: the translations as stored. */
  translations: Type.Optional(Type.Unknown()) as unknown as TranslationsShape,
  /** Staff reads: the languages whose required fields are not all translated yet. */
  missingTranslations: Type.Optional(Type.Array(TranslatedLocaleSchema)),
};

interface ContentSchemaParts<R extends TProperties, Q extends TProperties> {
  /** Read-only properties of the item as answered: they replace an editable field's schema or join the fields. */
  readOnly?: R;
  /** The collection's own list filters, offered to visitors and staff alike. */
  filters?: Q;
  /** The descriptor's localized fields: the body's `translations` takes them, in each language. */
  localized?: readonly string[];
}

/**
 * The schemas every content collection has, from its editable fields. The item as the API answers it:
 * the fields, a stored slug, the media library's details of its image, the read-only properties,
 * publishing and timestamps. The create (and replace) body: the fields plus an optional publishing state,
 * nothing else. The list queries: page, search and the collection's filters; staff may also filter by
 * publication state.
 */
export function contentSchemas<
  F extends TProperties,
  R extends TProperties = Record<never, never>,
  Q extends TProperties = Record<never, never>,
>(fields: F, { readOnly, filters, localized = [] }: ContentSchemaParts<R, Q> = {}) {
  const translations = Type.Optional(translationSchema(fields, localized)) as unknown as TranslationsShape;
  const itemProperties = {
    id: Type.String(),
    ...fields,
    slug: Type.String(),
    /** Read-only: present when `image` is a media-library URL (see MediaImage). */
    imageMedia: Type.Optional(MediaImage),
    ...readOnly,
    ...publishedFields,
    ...Timestamps,
    ...localeProperties,
    translations,
  } as unknown as ItemProperties<F, R>;
  return {
    item: Type.Object(itemProperties),
    create: Type.Object({ ...fields, ...publishingInput, translations }, { additionalProperties: false }),
    publicQuery: Type.Object(
      {
        ...PageQuery,
        search: Type.Optional(SearchText),
        ...(filters as Q),
        locale: Type.Optional(LocaleSchema),
      },
      { additionalProperties: false },
    ),
    staffQuery: Type.Object(
      { ...staffListQuery, ...(filters as Q), missing: Type.Optional(TranslatedLocaleSchema) },
      { additionalProperties: false },
    ),
  };
}

/** The query of a public read of one item: the language to answer in (English unless given). */
export const LocaleQuery = Type.Object({ locale: Type.Optional(LocaleSchema) });
