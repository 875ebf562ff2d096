/**
 * Prerenders a public page on the server (built by webpack.server.config.js into dist-ssr/, used by the public
 * site's static server): the HTML a browser paints before any script has run, and the API answers it was
 * made from, which the browser's store starts with so the page's first render looks the same.
 */
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Provider } from 'react-redux';
import { StaticRouter } from 'react-router';
import {
  AuthProvider,
  RemoteMount,
  apiSlice,
  createStore,
  isApiError,
  type RootState,
} from '@mwangaza/shared';
import PublicSiteRoutes from '../routes';
import { registerCatalogs } from '../i18n';
import en from '@mwangaza/shared/i18n/messages/en.json';
import fr from '@mwangaza/shared/i18n/messages/fr.json';
import sw from '@mwangaza/shared/i18n/messages/sw.json';

// Every language is prerendered here: its texts at hand, not loaded on demand as in the browser.
registerCatalogs({ en, sw, fr });

export interface PrerenderedPage {
  html: string;
  /** The store's state to start the browser with (only the API cache). */
  state: Pick<RootState, 'api'>;
}

/** The first pass asks for a page's data, the second has it; dependent queries (related items) take a third. */
const MAX_PASSES = 4;

export class PrerenderError extends Error {}

/** What the store knows: each query and how it ended (fulfilled, rejected, still uninitialized). */
function outcomes(queries: RootState['api']['queries']): string {
  return Object.entries(queries)
    .map(([key, query]) => `${key} ${query?.status}`)
    .sort()
    .join('\n');
}

async function renderToHtml(element: ReactNode): Promise<string> {
  // Every boundary inline, however large: React would otherwise send big ones after the page and move them
  // into place with a script, which browsers without JavaScript (and crawlers) never run.
  const { prelude } = await prerenderToNodeStream(element, {
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  let html = '';
  for await (const chunk of prelude) html += chunk;
  return html;
}

/**
 * `url` is the page's path and query relative to where the public site is mounted (`/services?x=1`). The
 * tree draws the same DOM as the shell's (store, router, session, toasts, the remote's mount), so the
 * browser hydrates the HTML in place rather than drawing the page again.
 */
export async function renderPage(url: string): Promise<PrerenderedPage> {
  const store = createStore();
  const page = (
    <Provider store={store}>
      <StaticRouter location={url}>
        <AuthProvider>
          <RemoteMount name="publicSite">
            <PublicSiteRoutes />
          </RemoteMount>
        </AuthProvider>
      </StaticRouter>
    </Provider>
  );

  try {
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      const before = outcomes(store.getState().api.queries);
      const html = await renderToHtml(page);
      // Hooks started their queries while rendering (see the api slice); wait for their answers.
      await Promise.all(store.dispatch(apiSlice.util.getRunningQueriesThunk()));
      const queries = store.getState().api.queries;
      // The render asked for data it did not have yet: render again. (A failed query is asked again by
      // every render; its outcome staying the same is what says the page has all it will get.)
      if (outcomes(queries) !== before) continue;
      // A page whose data could not be read is left to the browser, which shows its own error and Retry. An
      // item the API says does not exist is an answer: its page is the "not found" screen, sent as a 404.
      const failed = Object.entries(queries).find(
        ([, query]) =>
          query?.status === 'rejected' && !(isApiError(query.error) && query.error.status === 404),
      );
      if (failed) throw new PrerenderError(`The API did not answer ${failed[0]}`);
      return { html, state: { api: store.getState().api } };
    }
    throw new PrerenderError(`The page kept asking for more data after ${MAX_PASSES} renders`);
  } finally {
    store.dispatch(apiSlice.util.resetApiState());
  }
}
