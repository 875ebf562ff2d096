import { DEFAULT_LOCALE, type Locale } from '@mwangaza/shared/i18n';
import type en from '@mwangaza/shared/i18n/messages/en.json';

/** A language's UI texts: message id → ICU MessageFormat. English is the source every other one follows. */
export type Catalog = Record<keyof typeof en, string>;

const loaded = new Map<Locale, Catalog>();
const loading = new Map<Locale, Promise<Catalog>>();

// One chunk per language: a visitor downloads only the catalog of the language they read.
const importers: Record<Locale, () => Promise<{ default: Catalog }>> = {
  en: () => import(/* webpackChunkName: "messages-en" */ '@mwangaza/shared/i18n/messages/en.json'),
  sw: () => import(/* webpackChunkName: "messages-sw" */ '@mwangaza/shared/i18n/messages/sw.json'),
  fr: () => import(/* webpackChunkName: "messages-fr" */ '@mwangaza/shared/i18n/messages/fr.json'),
};

/** The catalog when it has been loaded (or registered by the server), else undefined. */
export function loadedCatalog(locale: Locale): Catalog | undefined {
  return loaded.get(locale);
}

/** Loads a language's catalog once; later calls share the same promise. */
export function loadCatalog(locale: Locale): Promise<Catalog> {
  const known = loaded.get(locale);
  if (known) return Promise.resolve(known);
  let promise = loading.get(locale);
  if (!promise) {
    promise = importers[locale]().then(({ default: catalog }) => {
      loaded.set(locale, catalog);
      return catalog;
    });
    promise.catch(() => loading.delete(locale));
    loading.set(locale, promise);
  }
  return promise;
}

/** The server prerenders every language: it has every catalog at hand, with no chunk to load. */
export function registerCatalogs(catalogs: Partial<Record<Locale, Catalog>>): void {
  for (const [locale, catalog] of Object.entries(catalogs)) loaded.set(locale as Locale, catalog);
}

export { DEFAULT_LOCALE };
