import { useSiteSettings as useSharedSiteSettings, type SiteSettingsView } from '@mwangaza/shared';
import type { Locale } from '@mwangaza/shared/i18n';
import { useLocale } from './locale-provider';

/**
 * The `locale` a content read passes (`?locale=`): the page's language, or nothing for English, so that an
 * English page asks exactly what it asked before there were languages (one request, one cache entry).
 */
export function useContentLocale(): Exclude<Locale, 'en'> | undefined {
  const locale = useLocale();
  return locale === 'en' ? undefined : locale;
}

/** The site settings' texts in the page's language. */
export function useSiteSettings(): SiteSettingsView {
  return useSharedSiteSettings(useLocale());
}

/** An item's addresses per language (`alternates`: the slug in each language it exists in). */
export type Alternates = Partial<Record<Locale, string>>;

/**
 * The languages an item exists in, with its slug in each. An API answer without `alternates` comes from an
 * API that serves every item in every language (it does not know languages): the same slug everywhere.
 */
export function itemAlternates(
  item: { slug: string; alternates?: Alternates },
  locales: readonly Locale[],
): Alternates {
  return item.alternates ?? Object.fromEntries(locales.map((locale) => [locale, item.slug]));
}
