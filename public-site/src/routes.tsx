import type { ComponentType } from 'react';
import { lazyWithPreload, type PreloadableComponent } from 'react-lazy-with-preload';
// Before the shared library: the build lists the pages' stylesheets in import order, and the prerendered
// pages inline them in that order, so every page's styles come before the design library's, as they did.
import { COLLECTION_PAGES } from './collection-pages';
import { matchRoutes, useRoutes, type RouteObject } from '@mwangaza/shared/router';
import { COLLECTIONS, LOCALES, LOCALE_INFO, registerBuild, splitLocalePath } from '@mwangaza/shared';
import type { BuildInfo } from '@mwangaza/shared/schemas';
import { PublicLayout } from './layout/public-layout';
import { NotFoundPage } from './features/not-found/components/not-found-page';
import { LocaleProvider, PageMessages, loadCatalog } from './i18n';

// One chunk per page: a visitor downloads only the pages they open. Preloadable, so that a page the server
// prerendered can be loaded before the first render and replace that HTML without a loading state between.
const HomePage = lazyWithPreload(() =>
  import('./features/home/components/home-page').then((m) => ({ default: m.HomePage })),
);
const AboutPage = lazyWithPreload(() =>
  import('./features/about/components/about-page').then((m) => ({ default: m.AboutPage })),
);
const PreviewPage = lazyWithPreload(() =>
  import('./features/preview/components/preview-page').then((m) => ({ default: m.PreviewPage })),
);
const ContactPage = lazyWithPreload(() =>
  import('./features/contact/components/contact-page').then((m) => ({ default: m.ContactPage })),
);

const BookPage = lazyWithPreload(() =>
  import('./features/booking/components/book-page').then((m) => ({ default: m.BookPage })),
);
const ManageBookingPage = lazyWithPreload(() =>
  import('./features/booking/components/manage-page').then((m) => ({ default: m.ManageBookingPage })),
);

const PrivacyPage = lazyWithPreload(() =>
  import('./features/privacy/components/privacy-page').then((m) => ({ default: m.PrivacyPage })),
);

const ConfirmPage = lazyWithPreload(() =>
  import('./features/newsletter/components/confirm-page').then((m) => ({ default: m.ConfirmPage })),
);
const UnsubscribePage = lazyWithPreload(() =>
  import('./features/newsletter/components/unsubscribe-page').then((m) => ({ default: m.UnsubscribePage })),
);

type Page = PreloadableComponent<ComponentType>;

/** Each collection's list page (at its listing path) and detail page (at `<publicPath>/:id`). */
const collectionPages = COLLECTIONS.flatMap(({ name, listing, publicPath }): [RouteObject, Page][] => {
  const { list, detail } = COLLECTION_PAGES[name];
  const detailRoute: [RouteObject, Page] = [{ path: `${publicPath.slice(1)}/:id` }, lazyWithPreload(detail)];
  return list ? [[{ path: listing.path.slice(1) }, lazyWithPreload(list)], detailRoute] : [detailRoute];
});

const pages: [RouteObject, Page][] = (
  [
    [{ index: true }, HomePage],
    [{ path: 'about' }, AboutPage],
    ...collectionPages,
    [{ path: 'contact' }, ContactPage],
    [{ path: 'book' }, BookPage],
    [{ path: 'book/manage' }, ManageBookingPage],
    [{ path: 'privacy' }, PrivacyPage],
    [{ path: 'newsletter/confirm' }, ConfirmPage],
    [{ path: 'newsletter/unsubscribe' }, UnsubscribePage],
    [{ path: 'preview/:collection/:token' }, PreviewPage],
  ] as [RouteObject, Page][]
).map(([route, Page]) => [
  // The home page's texts come with the frame's; every other page's are loaded with its code.
  {
    ...route,
    element:
      Page === HomePage ? (
        <Page />
      ) : (
        <PageMessages>
          <Page />
        </PageMessages>
      ),
  } as RouteObject,
  Page,
]);

const pageOf = new Map(pages);

/**
 * Every public route, relative to where it is mounted (`/*` in the shell and standalone), once per language:
 * English at the root, the others under their prefix (`/sw/...`, `/fr/...`). The page's language comes from
 * its URL alone.
 */
const routes: RouteObject[] = LOCALES.map((locale) => ({
  ...(LOCALE_INFO[locale].prefix ? { path: LOCALE_INFO[locale].prefix.slice(1) } : {}),
  element: (
    <LocaleProvider locale={locale}>
      <PublicLayout />
    </LocaleProvider>
  ),
  children: [...pageOf.keys(), { path: '*', element: <NotFoundPage /> }],
}));

declare const __MWANGAZA_BUILD__: BuildInfo | undefined;
// Set by the build (webpack DefinePlugin); absent in jest.
registerBuild('publicSite', typeof __MWANGAZA_BUILD__ === 'undefined' ? null : __MWANGAZA_BUILD__);

export default function PublicSiteRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the code of the page at `pathname` (relative to where the routes are mounted) and the texts it shows
 * in its language (the home page only its own: catalog-parts.ts); no page code if none matches.
 */
export async function preloadRoute(pathname: string): Promise<void> {
  const leaf = matchRoutes(routes, pathname)?.at(-1)?.route;
  const page = leaf && pageOf.get(leaf);
  const { locale } = splitLocalePath(pathname);
  await Promise.all([
    page?.preload(),
    loadCatalog(locale, !page || page === HomePage ? ['home'] : ['home', 'pages']),
  ]);
}
