import { Link, useLocation } from '@mwangaza/shared/router';
import {
  COLLECTIONS,
  contentApi,
  cx,
  LOCALE_INFO,
  LOCALES,
  localePath,
  splitLocalePath,
  type Locale,
} from '@mwangaza/shared';
import { itemAlternates, useLocale, useT, type Alternates } from '../i18n';
import styles from './language-switcher.module.css';

type ItemQueryHook = (
  args: string | { id: string; locale: Locale },
  options: { skip: boolean },
) => { data?: Record<string, { slug: string; alternates?: Alternates } | undefined> };

/** The collection whose detail page `path` (an English path) is, and the item's key in it. */
function detailRoute(path: string) {
  for (const collection of COLLECTIONS) {
    const prefix = `${collection.publicPath}/`;
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (rest && !rest.includes('/')) return { collection, id: decodeURIComponent(rest) };
  }
  return null;
}

/**
 * Where the page being read lives in each language. A content item's page reads the same cached answer as
 * the page itself (so the prerendered HTML links the translated slugs) and offers only the languages the
 * item exists in; every other page exists in every language, at the same path.
 */
function useAlternatePaths(): Partial<Record<Locale, string>> {
  const locale = useLocale();
  const { pathname, search } = useLocation();
  const { path } = splitLocalePath(pathname);
  const detail = detailRoute(path);
  const endpoints = contentApi.endpoints as unknown as Record<string, { useQuery: ItemQueryHook }>;
  // The same hook for every page (hooks keep their order); skipped where the page is not an item's.
  const endpoint = detail ? endpoints[`get${detail.collection.typeName.one}`]! : endpoints.getService!;
  const id = detail?.id ?? '';
  const { data } = endpoint.useQuery(locale === 'en' ? id : { id, locale }, { skip: !detail });
  if (!detail) return Object.fromEntries(LOCALES.map((l) => [l, localePath(path, l) + search]));
  const item = data?.[detail.collection.keys.item];
  if (!item) return { [locale]: pathname };
  const slugs = itemAlternates(item, LOCALES);
  return Object.fromEntries(
    LOCALES.flatMap((l) => {
      const slug = slugs[l];
      return slug ? [[l, localePath(`${detail.collection.publicPath}/${encodeURIComponent(slug)}`, l)]] : [];
    }),
  );
}

const label = (locale: Locale, name: string, compact: boolean) =>
  compact ? (
    <>
      {locale.toUpperCase()}
      <span className={styles.srOnly}> {name}</span>
    </>
  ) : (
    name
  );

/**
 * `compact` (the header): each language by its code (EN, SW, FR), followed by its full name for screen
 * readers (the visible code starts the accessible name, as WCAG's "label in name" asks).
 *
 * The languages of the page being read, by link (the URL is the language: nothing is remembered), each
 * named in its own language; the current one is marked, the others lead to the same page in them.
 */
export function LanguageSwitcher({ className, compact = false }: { className?: string; compact?: boolean }) {
  const t = useT();
  const locale = useLocale();
  const paths = useAlternatePaths();
  return (
    <nav
      aria-label={t('switcher.label')}
      className={cx(styles.switcher, compact && styles.compact, className)}
    >
      <ul role="list" className={styles.list}>
        {LOCALES.map((l) => {
          const { name, tag } = LOCALE_INFO[l];
          const to = paths[l];
          if (l === locale) {
            return (
              <li key={l}>
                <span className={styles.current} aria-current="true" lang={tag}>
                  {label(l, name, compact)}
                </span>
              </li>
            );
          }
          return to ? (
            <li key={l}>
              {/* The router's own Link: the path is already in its language. */}
              <Link to={to} lang={tag} hrefLang={tag} className={styles.link}>
                {label(l, name, compact)}
              </Link>
            </li>
          ) : null;
        })}
      </ul>
    </nav>
  );
}
