import { DEFAULT_LOCALE, type Locale } from '@mwangaza/shared';
import type en from '@mwangaza/shared/i18n/messages/en.json';
import type { CatalogPart } from './catalog-parts';

/** A language's UI texts: message id → ICU MessageFormat. English is the source every other one follows. */
export type Catalog = Record<keyof typeof en, string>;

type Key = `${Locale}:${CatalogPart}`;
type Importer = () => Promise<{ default: Partial<Catalog> }>;

const loaded = new Map<Key, Partial<Catalog>>();
const loading = new Map<Key, Promise<Partial<Catalog>>>();
/** Whole catalogs made of loaded parts, kept so that a page's provider gets the same object every render. */
const merged = new Map<string, Catalog>();
/** One promise per set of parts, so that a component suspended on it (React's `use`) gets the same one back. */
const pending = new Map<string, Promise<Catalog>>();

// One chunk per language and part (catalog-parts.ts): a visitor downloads only the texts of the language they
// read, and the home page only its own.
const importers: Record<Key, Importer> = {
  'en:home': () =>
    import(/* webpackChunkName: "messages-en-home" */ '@mwangaza/shared/i18n/messages/en.json?part=home'),
  'en:pages': () =>
    import(/* webpackChunkName: "messages-en-pages" */ '@mwangaza/shared/i18n/messages/en.json?part=pages'),
  'sw:home': () =>
    import(/* webpackChunkName: "messages-sw-home" */ '@mwangaza/shared/i18n/messages/sw.json?part=home'),
  'sw:pages': () =>
    import(/* webpackChunkName: "messages-sw-pages" */ '@mwangaza/shared/i18n/messages/sw.json?part=pages'),
  'fr:home': () =>
    import(/* webpackChunkName: "messages-fr-home" */ '@mwangaza/shared/i18n/messages/fr.json?part=home'),
  'fr:pages': () =>
    import(/* webpackChunkName: "messages-fr-pages" */ '@mwangaza/shared/i18n/messages/fr.json?part=pages'),
};

/**
 * The texts of `parts` in `locale` once they have all been loaded (or registered by the server), else
 * undefined. The same object for the same parts, as long as nothing more is loaded.
 */
export function loadedCatalog(locale: Locale, parts: readonly CatalogPart[]): Catalog | undefined {
  const texts = parts.map((part) => loaded.get(`${locale}:${part}`));
  if (texts.some((part) => part === undefined)) return undefined;
  const key = `${locale}:${parts.join('+')}`;
  const known = merged.get(key);
  if (known) return known;
  const catalog = Object.assign({}, ...texts) as Catalog;
  merged.set(key, catalog);
  return catalog;
}

/** Loads a language's catalog parts once (later calls share the same promises): their texts together. */
export function loadCatalog(locale: Locale, parts: readonly CatalogPart[]): Promise<Catalog> {
  const key = `${locale}:${parts.join('+')}`;
  let promise = pending.get(key);
  if (!promise) {
    promise = Promise.all(parts.map((part) => loadPart(`${locale}:${part}`))).then(() =>
      loadedCatalog(locale, parts)!,
    );
    promise.catch(() => pending.delete(key));
    pending.set(key, promise);
  }
  return promise;
}

function loadPart(key: Key): Promise<Partial<Catalog>> {
  const known = loaded.get(key);
  if (known) return Promise.resolve(known);
  let promise = loading.get(key);
  if (!promise) {
    promise = importers[key]().then(({ default: catalog }) => {
      loaded.set(key, catalog);
      return catalog;
    });
    promise.catch(() => loading.delete(key));
    loading.set(key, promise);
  }
  return promise;
}

/** The server prerenders every language: it has every catalog at hand, whole, with no chunk to load. */
export function registerCatalogs(catalogs: Partial<Record<Locale, Catalog>>): void {
  for (const [locale, catalog] of Object.entries(catalogs)) {
    loaded.set(`${locale as Locale}:home`, catalog);
    loaded.set(`${locale as Locale}:pages`, {});
  }
  merged.clear();
}

export { DEFAULT_LOCALE };
