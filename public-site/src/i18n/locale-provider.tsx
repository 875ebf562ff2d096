import { createContext, use, useContext, useEffect, useMemo, type ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
// From the shared package's singleton, which has them already: '@mwangaza/shared/i18n' would be a second copy.
import { LOCALE_INFO, localePath, type Locale } from '@mwangaza/shared';
import type { CatalogPart } from './catalog-parts';
import { loadCatalog, loadedCatalog } from './catalogs';

const LocaleContext = createContext<Locale>('en');

const FRAME: readonly CatalogPart[] = ['home'];
const EVERY_PAGE: readonly CatalogPart[] = ['home', 'pages'];

/**
 * The page's language, from its URL alone (the route it is mounted under), and the texts of the page's frame
 * and of the home page (catalog-parts.ts). A catalog not loaded yet (a switch to another language) suspends
 * the page until it has arrived.
 */
export function LocaleProvider({ locale, children }: { locale: Locale; children: ReactNode }) {
  // <html lang> follows the page after a client-side switch (the server wrote it for the first page).
  useEffect(() => {
    document.documentElement.lang = LOCALE_INFO[locale].tag;
  }, [locale]);
  return (
    <LocaleContext value={locale}>
      <Messages locale={locale} parts={FRAME}>
        {children}
      </Messages>
    </LocaleContext>
  );
}

/** Every other page's texts around it: it suspends until they have arrived (loaded with its code). */
export function PageMessages({ children }: { children: ReactNode }) {
  return (
    <Messages locale={useLocale()} parts={EVERY_PAGE}>
      {children}
    </Messages>
  );
}

function Messages({
  locale,
  parts,
  children,
}: {
  locale: Locale;
  parts: readonly CatalogPart[];
  children: ReactNode;
}) {
  const messages = loadedCatalog(locale, parts) ?? use(loadCatalog(locale, parts));
  return (
    <IntlProvider locale={LOCALE_INFO[locale].intl} defaultLocale="en-KE" messages={messages}>
      {children}
    </IntlProvider>
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
