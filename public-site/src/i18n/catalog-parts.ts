/**
 * Each language's catalog reaches the browser in two parts, so that the home page (most visitors' first page)
 * downloads only the texts it shows:
 *
 * - `home`: every page's frame (header, language switcher, footer with the newsletter form, error and
 *   not-found pages) and the home page with its cards;
 * - `pages`: every other page's texts, loaded with that page's code (`routes.tsx`).
 *
 * A message belongs to `home` when its id starts with one of HOME_MESSAGES (a namespace ends in a dot). The
 * build's ICU loader (`scripts/icu-ast-loader.cjs`) splits each catalog with `catalogPart`; a unit test renders
 * the home page and the frame in every language from the `home` part alone and fails on any missing text.
 * Jest and the server-side prerender keep whole catalogs.
 */
export const CATALOG_PARTS = ['home', 'pages'] as const;
export type CatalogPart = (typeof CATALOG_PARTS)[number];

export const HOME_MESSAGES = [
  'layout.',
  'nav.',
  'switcher.',
  'footer.',
  'newsletter.',
  'error.',
  'notFound.',
  'home.',
  'viz.',
  'cta.',
  // The home page's case-study and insight cards.
  'caseStudies.category.',
  'caseStudies.imageAlt',
  'insights.readingTime',
  'insights.by',
  'insights.tags',
] as const;

export function partOf(id: string): CatalogPart {
  return HOME_MESSAGES.some((prefix) => (prefix.endsWith('.') ? id.startsWith(prefix) : id === prefix))
    ? 'home'
    : 'pages';
}

/** The messages of `catalog` that belong to `part`. */
export function catalogPart<T>(catalog: Record<string, T>, part: CatalogPart): Record<string, T> {
  return Object.fromEntries(Object.entries(catalog).filter(([id]) => partOf(id) === part));
}
