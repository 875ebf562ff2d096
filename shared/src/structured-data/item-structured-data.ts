/**
 * JSON-LD (schema.org) for a content item's public page, built once for the two places that show it: the
 * static server puts it in the head of the served page, the public site puts the same data in the head after
 * a client-side navigation. Typed with schema-dts (schema.org's vocabulary as TypeScript types), so a
 * property schema.org does not define for a type fails the typecheck.
 */
import type {
  Article,
  BreadcrumbList,
  Organization,
  Person,
  ProfilePage,
  Service,
  WithContext,
} from 'schema-dts';
import { itemTitle, type CollectionDescriptor, type ItemSchemaType } from '../collections/define-collection';
import { findCollection } from '../collections';
import { site } from '../site';
import { DEFAULT_LOCALE, LOCALE_INFO, localePath, type Locale } from '../i18n';

/** An item as the API answers it (any collection). */
export type ItemRecord = Readonly<Record<string, unknown>>;
export type StructuredData =
  WithContext<Article> | WithContext<BreadcrumbList> | WithContext<Service> | WithContext<ProfilePage>;

/** Marks the head's JSON-LD that belongs to the page shown (not the site-wide Organization). */
export const PAGE_DATA_ATTRIBUTE = 'data-page-structured-data';

/** The picture a page without its own is shared with (link previews, JSON-LD). */
export const DEFAULT_SHARE_IMAGE = '/images/hero.webp';

/** Where the consultancy works, as a Service's areaServed says it. */
export const AREA_SERVED = [
  { '@type': 'Country', name: 'Kenya' },
  { '@type': 'Place', name: 'Africa' },
] as const;

/** A site-relative path becomes absolute on the public site; absolute http(s) URLs are kept. */
export function absoluteUrl(origin: string, pathOrUrl: string): string {
  if (/^https?:\/\//i.test(pathOrUrl)) return pathOrUrl;
  return `${origin}${pathOrUrl.startsWith('/') ? '' : '/'}${pathOrUrl}`;
}

const text = (item: ItemRecord, key: string) =>
  typeof item[key] === 'string' && item[key] !== '' ? (item[key] as string) : undefined;

/** The consultancy as the publisher, author or provider of a page's subject. */
export function consultancy(origin: string): Organization {
  return { '@type': 'Organization', name: site.name, url: `${origin}/` };
}

/** An item's current public address. */
export function itemPath(collection: CollectionDescriptor, item: ItemRecord): string {
  return `${collection.publicPath}/${encodeURIComponent(text(item, 'slug') ?? String(item.id))}`;
}

export function breadcrumbList(
  origin: string,
  crumbs: ReadonlyArray<{ name: string; path: string }>,
): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: absoluteUrl(origin, crumb.path),
    })),
  };
}

/**
 * A person with a profile page (a collection described as `Person`): name, job title (`role`), profile,
 * portrait, the consultancy they work for, and their other profiles (`links`).
 */
function person(origin: string, collection: CollectionDescriptor, card: ItemRecord): Person {
  const image = text(card, 'image');
  const role = text(card, 'role');
  const links = Array.isArray(card.links) ? card.links.filter((link) => typeof link === 'string') : [];
  return {
    '@type': 'Person',
    name: itemTitle(collection, card),
    ...(role ? { jobTitle: role } : {}),
    url: absoluteUrl(origin, itemPath(collection, card)),
    ...(image ? { image: absoluteUrl(origin, image) } : {}),
    worksFor: consultancy(origin),
    ...(links.length ? { sameAs: links } : {}),
  };
}

/**
 * The people an item names, by reference field: its references to a collection of `Person` profiles whose
 * reads embed them (an insight's author, a case study's team).
 */
function peopleNamed(origin: string, collection: CollectionDescriptor, item: ItemRecord) {
  const named = new Map<string, Person[]>();
  for (const [field, reference] of Object.entries(collection.references ?? {})) {
    const target: CollectionDescriptor | undefined = findCollection(reference.to);
    if (!reference.embed || target?.structuredData !== 'Person') continue;
    const value = item[reference.embed.as];
    const cards = (Array.isArray(value) ? value : value ? [value] : []) as ItemRecord[];
    named.set(
      field,
      cards.map((card) => person(origin, target, card)),
    );
  }
  return named;
}

interface Subject {
  origin: string;
  collection: CollectionDescriptor;
  item: ItemRecord;
  url: string;
  image: string;
}

/**
 * schema.org's Article with what Google's Article guidelines recommend: headline, image, datePublished,
 * dateModified, author (a Person with a name, else the organisation) and the publisher.
 */
function article({ origin, collection, item, url, image }: Subject): WithContext<Article> {
  const published = text(item, 'publishAt') ?? text(item, 'createdAt');
  const modified = text(item, 'updatedAt');
  const people = peopleNamed(origin, collection, item);
  const authorName = text(item, 'authorName');
  const author: Person | Organization =
    people.get('author')?.[0] ?? (authorName ? { '@type': 'Person', name: authorName } : consultancy(origin));
  const contributors = [...people].flatMap(([field, persons]) => (field === 'author' ? [] : persons));
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: itemTitle(collection, item),
    description: text(item, collection.summaryField),
    image: [image],
    url,
    mainEntityOfPage: url,
    ...(published ? { datePublished: published } : {}),
    ...(modified ? { dateModified: modified } : {}),
    author,
    ...(contributors.length ? { contributor: contributors } : {}),
    publisher: consultancy(origin),
  };
}

/** A person's profile page: schema.org's ProfilePage about the Person. */
function profile({ origin, collection, item, url }: Subject): WithContext<ProfilePage> {
  const modified = text(item, 'updatedAt');
  return {
    '@context': 'https://schema.org',
    '@type': 'ProfilePage',
    url,
    ...(modified ? { dateModified: modified } : {}),
    mainEntity: {
      ...(person(origin, collection, item) as Exclude<Person, string>),
      description: text(item, collection.summaryField),
    },
  };
}

/**
 * A case study is an Article (the type search engines show as an article: headline, image, dates) whose
 * subject is the client: schema.org's `about` names what a creative work is about, and has no `client`
 * property; `sourceOrganization` would say the client wrote it.
 */
function caseStudy(subject: Subject): WithContext<Article> {
  const client = text(subject.item, 'client');
  return { ...article(subject), ...(client ? { about: { '@type': 'Organization', name: client } } : {}) };
}

/** schema.org's Service: what it is, who provides it, where, its page and picture. */
function service({ origin, collection, item, url, image }: Subject): WithContext<Service> {
  return {
    '@context': 'https://schema.org',
    '@type': 'Service',
    name: itemTitle(collection, item),
    description: text(item, collection.summaryField),
    serviceType: itemTitle(collection, item),
    provider: consultancy(origin),
    areaServed: AREA_SERVED.map((area) => ({ ...area })),
    url,
    image,
  };
}

const BUILDERS: Record<ItemSchemaType, (subject: Subject) => StructuredData> = {
  Article: article,
  CaseStudy: caseStudy,
  Service: service,
  Person: profile,
};

/**
 * The JSON-LD of an item's page: its breadcrumbs (Home › section › item) and, for a collection described
 * as one, the item itself (an Article, a case study or a Service).
 */
export function itemStructuredData(
  collection: CollectionDescriptor,
  item: ItemRecord,
  origin: string,
  /** The language of the item's texts: its addresses are that language's, and its entity says so (`inLanguage`). */
  locale: Locale = DEFAULT_LOCALE,
): StructuredData[] {
  const path = localePath(itemPath(collection, item), locale);
  const url = absoluteUrl(origin, path);
  const crumbs = breadcrumbList(origin, [
    { name: 'Home', path: localePath('/', locale) },
    { name: collection.listing.title, path: localePath(collection.listing.path, locale) },
    { name: itemTitle(collection, item), path },
  ]);
  const build = collection.structuredData ? BUILDERS[collection.structuredData] : undefined;
  if (!build) return [crumbs];
  const image = absoluteUrl(origin, text(item, 'image') ?? DEFAULT_SHARE_IMAGE);
  const entity = build({ origin, collection, item, url, image });
  return [crumbs, { ...entity, inLanguage: LOCALE_INFO[locale].tag } as StructuredData];
}
