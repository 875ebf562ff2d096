export { LocaleProvider, PageMessages, useLocale, useLocalePath } from './locale-provider';
export { ButtonLink, Link, NavLink } from './links';
export { loadCatalog, registerCatalogs, type Catalog } from './catalogs';
export { useT, type MessageId } from './use-t';
export { itemAlternates, useContentLocale, useSiteSettings, type Alternates } from './content';
