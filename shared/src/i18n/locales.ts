/**
 * The site's languages, in one place: the shell, the public site, the static server and the API read them here.
 * English is the default and lives at the root (its URLs never change); every other language lives under its
 * own prefix. Section paths stay in English in every language (`/fr/services`); only content slugs are
 * translated (`/fr/case-studies/<french-slug>`).
 */
export const LOCALES = ['en', 'sw', 'fr'] as const;

export type Locale = (typeof LOCALES)[number];

export const DEFAULT_LOCALE: Locale = 'en';

export interface LocaleInfo {
  /** The language's name in that language, as the switcher shows it. */
  name: string;
  /** The language's name in English, for staff screens (the console is in English). */
  englishName: string;
  /** The BCP 47 tag of `<html lang>` and `hreflang`. */
  tag: string;
  /** `og:locale`: language_TERRITORY, as Open Graph expects. */
  ogLocale: string;
  /** The URL prefix: '' for the default language, '/sw' and '/fr' for the others. */
  prefix: string;
  /** The `Intl` tag for dates and numbers. */
  intl: string;
}

/**
 * Kenya for English and Kiswahili (the office's market); French readers are spread over some twenty African
 * countries with no single territory, so `fr_FR` (the French locale every platform knows) is used for
 * `og:locale`, while dates and numbers use the generic `fr` conventions shared across francophone Africa.
 */
export const LOCALE_INFO: Readonly<Record<Locale, LocaleInfo>> = {
  en: { name: 'English', englishName: 'English', tag: 'en', ogLocale: 'en_KE', prefix: '', intl: 'en-KE' },
  sw: {
    name: 'Kiswahili',
    englishName: 'Kiswahili',
    tag: 'sw',
    ogLocale: 'sw_KE',
    prefix: '/sw',
    intl: 'sw-KE',
  },
  fr: { name: 'Français', englishName: 'French', tag: 'fr', ogLocale: 'fr_FR', prefix: '/fr', intl: 'fr' },
};

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value);
}

/**
 * The path in a language: `localePath('/services', 'fr')` is `/fr/services`; the home page in French is
 * `/fr/` (with its slash, the one URL the static server and the sitemap use). A query or hash is kept.
 * The path given is the English (unprefixed) one.
 */
export function localePath(path: string, locale: Locale): string {
  const normalized = path.startsWith('/') ? path : `/${path}`;
  const { prefix } = LOCALE_INFO[locale];
  if (!prefix) return normalized;
  return `${prefix}${normalized}`;
}

/**
 * The language of a URL path and the path without its prefix: `/fr/services` is `{ locale: 'fr', path:
 * '/services' }`, `/fr` and `/fr/` are `{ locale: 'fr', path: '/' }`, anything else is English unchanged.
 */
export function splitLocalePath(pathname: string): { locale: Locale; path: string } {
  for (const locale of LOCALES) {
    const { prefix } = LOCALE_INFO[locale];
    if (!prefix) continue;
    if (pathname === prefix) return { locale, path: '/' };
    if (pathname.startsWith(`${prefix}/`)) return { locale, path: pathname.slice(prefix.length) };
  }
  return { locale: DEFAULT_LOCALE, path: pathname };
}

/** The other languages than the one given, in the site's order. */
export function otherLocales(locale: Locale): Locale[] {
  return LOCALES.filter((candidate) => candidate !== locale);
}
