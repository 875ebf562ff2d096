import { LOCALES, LOCALE_INFO, type Locale } from '@mwangaza/shared/i18n';

/** The console is in English: a language is named in English ("French"), as the CSV export names it. */
export const languageName = (locale: Locale) => LOCALE_INFO[locale].englishName;

/** The language filter's choices, in the site's order. */
export const LANGUAGE_OPTIONS = LOCALES.map((locale) => ({ value: locale, label: languageName(locale) }));
