/**
 * A content collection described once, for every layer: the API's routes, repository and database model,
 * the mocks, the RTK Query endpoints, the console's screens, link previews and the sitemap all read it.
 * Plain values only (no TypeBox, no React), so the browser and the static servers can import it; the
 * collection's TypeBox schemas are paired with it in `./schemas`.
 */

/** How a query parameter of the public list narrows it (beyond page, limit and search). */
export type ListFilter =
  /** `?category=Finance`: the field holds exactly this value. */
  | { kind: 'equals'; field?: string }
  /** `?featured=true` or `false`: a yes/no field. */
  | { kind: 'flag'; field?: string }
  /** `?tag=python`: a list field (tags, references) contains the value. */
  | { kind: 'includes'; field?: string };

/**
 * A field holding the id of another record (or a list of ids): every write checks that each exists.
 * `to` is a content collection's name, or 'staff' (the account of an editor or an administrator).
 */
export interface ReferenceField {
  to: string;
  /**
   * Reads add this field with what is named in words: a staff member's full name, an item's title (a list
   * for a list of ids). Visitors cannot read the accounts, so this is how a page shows an author.
   */
  nameAs?: string;
  /**
   * Reads add this field with what a page needs to show and link each referenced item that visitors may see
   * (published and due): its id, slug and the given fields, and its picture's library details
   * (`imageMedia`) when `image` is one of them. A list for a list of ids. This is how an insight's byline
   * shows its author's photo, name and role, linked to their profile.
   */
  embed?: { readonly as: string; readonly fields: readonly string[] };
}

/** A field worked out from the item on every read (e.g. minutes of reading from the body): never stored or sent. */
export type ComputedField = (item: Readonly<Record<string, unknown>>) => unknown;

/**
 * The schema.org description of an item's page: an `Article` (author, dates, image), a `CaseStudy` (an
 * Article about its client), a `Service` (provider, area served) or a `Person` (a profile page).
 */
export type ItemSchemaType = 'Article' | 'CaseStudy' | 'Service' | 'Person';

/** What a collection adds to the one publishing layer; each is a field of the collection's schemas. */
export interface CollectionOptions {
  /** A yes/no field flipped by its own call (`PATCH /:id/<field>`); a replace that leaves it out keeps it. */
  readonly featured?: string;
  /** An enum field whose values in use (published items only, in the enum's order) `GET /categories` lists. */
  readonly categories?: string;
  /** A display order staff set by moving rows (`PUT /order`, `PATCH /:id/order`); revisions leave it out. */
  readonly order?: string;
}

export interface CollectionDescriptor {
  /** The URL segment in the API (`/api/<name>`), the console (`/admin/<name>`) and previews. */
  readonly name: string;
  /** As every message says them: 'case study' / 'case studies' ('Case study created successfully'). */
  readonly nouns: { readonly singular: string; readonly plural: string };
  /** The console's heading and menu label; the plural in title case ('Case Studies') unless given. */
  readonly title?: string;
  /** PascalCase names: the database model and cache tag ('CaseStudy'), and the plural ('CaseStudies'). */
  readonly typeName: { readonly one: string; readonly many: string };
  /** Envelope keys: `{ caseStudy }` and `{ caseStudies, pagination }`; the list key names the database collection. */
  readonly keys: { readonly item: string; readonly list: string };
  /** An item's public page is `<publicPath>/<slug>`. */
  readonly publicPath: string;
  /**
   * The public page that lists the collection (breadcrumbs, the sitemap's dates). Its `description` (the
   * page's meta description) is given when the page is the collection's own, not another page's section.
   */
  readonly listing: { readonly path: string; readonly title: string; readonly description?: string };
  /** What a detail page says (title, description) while its item loads or when it cannot be read. */
  readonly loading: { readonly title: string; readonly description: string };
  /**
   * The field that names an item wherever it is listed or mentioned (the console's lists and messages,
   * the media library's usage, link previews, breadcrumbs, reference names): `title` unless given
   * (`name` for a person).
   */
  readonly titleField?: string;
  /** The text field that sums an item up (link previews' description). */
  readonly summaryField: string;
  /** Fields a search looks in (case-insensitive, literal), for visitors' and for staff's lists. */
  readonly search: { readonly public: readonly string[]; readonly staff: readonly string[] };
  /** The field a new item's slug is made from. */
  readonly slugSource: string;
  /** List order; `id` last keeps pages stable. The database indexes it. */
  readonly sort: Readonly<Record<string, 1 | -1>>;
  /** Query parameters of the public list, by name (declared in the collection's list query schema too). */
  readonly filters?: Readonly<Record<string, ListFilter>>;
  readonly references?: Readonly<Record<string, ReferenceField>>;
  readonly computed?: Readonly<Record<string, ComputedField>>;
  readonly options?: CollectionOptions;
  /**
   * Markdown fields that may show images from the media library (`![alt](/api/media/…)`): each must be
   * the library's and have alt text, counts as a use of the image, and reads carry the images' details
   * (`inlineMedia`) for responsive pictures.
   */
  readonly markdownImages?: readonly string[];
  /** The picture shown (and saved) when an item's optional `image` is left empty. */
  readonly imageFallback?: string;
  /** What an item's page is described as in its JSON-LD (see shared/src/structured-data). */
  readonly structuredData?: ItemSchemaType;
  /** RSS 2.0 and Atom feeds of the published items at `<listing.path>/feed.xml` and `/atom.xml`. */
  readonly feed?: CollectionFeed;
  /**
   * The fields written in each language (`slug` included: every language has its own address). English
   * stays in the item's own fields; the others in `translations.<locale>`. An item exists in a language
   * once every one of these that the create body requires is filled in it (see localesOf in ./fields).
   */
  readonly localized?: readonly string[];
}

/** What a collection's feeds say of themselves, and the field whose Markdown is each entry's full content. */
export interface CollectionFeed {
  readonly title: string;
  readonly description: string;
  readonly contentField: string;
}

/** Where a collection's feeds are served. */
export const feedPaths = (collection: CollectionDescriptor) => ({
  rss: `${collection.listing.path}/feed.xml`,
  atom: `${collection.listing.path}/atom.xml`,
});

/** Keeps the literal types of a descriptor (the names the RTK Query endpoints are generated from). */
export function defineCollection<const D extends CollectionDescriptor>(descriptor: D): D {
  return descriptor;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);
const titleCase = (text: string) => text.split(' ').map(capitalize).join(' ');

/** A collection's nouns in the forms the screens and messages use. */
export function nounsOf(collection: CollectionDescriptor) {
  const { singular, plural } = collection.nouns;
  return {
    singular,
    plural,
    /** 'Case study': starts a sentence ('Case study not found'). */
    Singular: capitalize(singular),
    /** 'Case studies'. */
    Plural: capitalize(plural),
    /** 'Case Study': buttons and headings ('Add Case Study'). */
    SingularTitle: titleCase(singular),
    /** 'Case Studies'. */
    PluralTitle: titleCase(plural),
    /** The section's heading and menu label ('Culture'). */
    title: collection.title ?? titleCase(plural),
  };
}

/** The options a collection adds (none for most). */
export const optionsOf = (collection: CollectionDescriptor): CollectionOptions => collection.options ?? {};

/** 'Case study not found': the 404 message of the API, the mocks and the screens. */
export const notFoundMessage = (collection: CollectionDescriptor) =>
  `${nounsOf(collection).Singular} not found`;

/** The field that names the collection's items: 'title', or the descriptor's `titleField`. */
export const titleFieldOf = (collection: CollectionDescriptor) => collection.titleField ?? 'title';

/** What names an item in words (its title, a person's name), or '' when it has none. */
export function itemTitle(collection: CollectionDescriptor, item: Readonly<Record<string, unknown>>): string {
  const value = item[titleFieldOf(collection)];
  return typeof value === 'string' ? value : '';
}

/** What the audit log calls an item of the collection: 'case-study'. */
export const auditTypeOf = <D extends CollectionDescriptor>(collection: D) =>
  collection.nouns.singular.replace(/ /g, '-') as AuditTypeOf<D>;

type Kebab<S extends string> = S extends `${infer A} ${infer B}` ? `${A}-${Kebab<B>}` : S;
export type AuditTypeOf<D extends CollectionDescriptor> = Kebab<D['nouns']['singular']>;

/** The field a filter reads: its own `field`, else the query parameter's name. */
export const filterField = (name: string, filter: ListFilter) => filter.field ?? name;
