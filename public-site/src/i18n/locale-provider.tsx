import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { LOCALE_INFO, localePath, type Locale } from '@mwangaza/shared/i18n';
import { loadCatalog, loadedCatalog } from './catalogs';

const LocaleContext = createContext<Locale>('en');

/**
 * The page's language, from its URL alone (the route it is mounted under), and its texts. A catalog not
 * loaded yet (a switch to another language) suspends the page until it has arrived.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  const messages = loadedCatalog(locale) ?? use(loadCatalog(locale));
  // <html lang> follows the page after a client-side switch (the server wrote it for the first page).
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].tag;
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      <IntlProvider locale={LOCALE_INFO[locale].intl} defaultLocale="en-KE" messages={messages}>
        {children}
      </IntlProvider>
    </LocaleContext>
  );
}

/** The language of the page being shown. */
export function useLocale(): Locale {
  return useContext(LocaleContext);
}

/** `(path) => path in the page's language`: `/services` on a French page is `/fr/services`. */
export function useLocalePath(): (path: string) => string {
  const locale = useLocale();
  return useMemo(() => (path: string) => localePath(path, locale), [locale]);
}
