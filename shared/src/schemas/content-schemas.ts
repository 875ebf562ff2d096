import { Type, type TOptional, type TProperties, type TString } from 'typebox';
import { PageQuery, SearchText, Timestamps } from './common';
import { MediaImage } from './media';
import { publishedFields, publishingInput, staffListQuery } from './publishing';

/** B's properties over A's: what a spread `{ ...a, ...b }` gives, which TypeScript does not work out for generics. */
type Merge<A, B> = Omit<A, keyof B> & B;

type ItemProperties<F, R> = Merge<
  Merge<{ id: TString } & F, { slug: TString; imageMedia: TOptional<typeof MediaImage> } & R>,
  typeof publishedFields & typeof Timestamps
>;

interface ContentSchemaParts<R extends TProperties, Q extends TProperties> {
  /** Read-only properties of the item as answered: they replace an editable field's schema or join the fields. */
  readOnly?: R;
  /** The collection's own list filters, offered to visitors and staff alike. */
  filters?: Q;
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
>(fields: F, { readOnly, filters }: ContentSchemaParts<R, Q> = {}) {
  const itemProperties = {
    id: Type.String(),
    ...fields,
    slug: Type.String(),
    /** Read-only: present when `image` is a media-library URL (see MediaImage). */
    imageMedia: Type.Optional(MediaImage),
    ...readOnly,
    ...publishedFields,
    ...Timestamps,
  } as unknown as ItemProperties<F, R>;
  return {
    item: Type.Object(itemProperties),
    create: Type.Object({ ...fields, ...publishingInput }, { additionalProperties: false }),
    publicQuery: Type.Object(
      {
        ...PageQuery,
        search: Type.Optional(SearchText),
        // The language to read (`?locale=`): part of the public contract; English when absent.
        locale: Type.Optional(Type.Union([Type.Literal('en'), Type.Literal('sw'), Type.Literal('fr')])),
        ...(filters as Q),
      },
      { additionalProperties: false },
    ),
    staffQuery: Type.Object({ ...staffListQuery, ...(filters as Q) }, { additionalProperties: false }),
  };
}
