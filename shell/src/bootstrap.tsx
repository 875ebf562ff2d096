import '@mwangaza/shared/styles/tokens.css';
import { startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createStore, prerenderedApiState, registerBuild } from '@mwangaza/shared';
import { AppProviders } from '@mwangaza/shared/app-root';
import type { BuildInfo } from '@mwangaza/shared/schemas';
import { loadAnalytics } from './analytics-loader';
import { reportRemoteFailure } from './error-reporting';
import { preloadPublicSiteRoutes } from './remotes/load-remote-routes';
import { ShellRouter } from './router';
import { nextTask } from './next-task';

/**
 * The API answers a prerendered page was made from, as JSON in a data block the shell's server writes
 * (static-server/src/prerender): data, not a script, so the page's CSP runs nothing inline but its config.
 */
function readPrerendered(): { state: unknown } | undefined {
  const element = document.getElementById('mwangaza-prerendered');
  return element?.textContent ? (JSON.parse(element.textContent) as { state: unknown }) : undefined;
}

declare const __MWANGAZA_BUILD__: BuildInfo | undefined;
// Set by the build (webpack DefinePlugin); absent in jest.
registerBuild('shell', typeof __MWANGAZA_BUILD__ === 'undefined' ? null : __MWANGAZA_BUILD__);

// The one store of the whole site: both remotes read and write it through the shared singletons.
const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

const app = (
  <AppProviders store={store}>
    <ShellRouter />
  </AppProviders>
);

if (document.getElementById('mwangaza-prerendered')) {
  // The page is on screen already. Load its code; meanwhile, in a task of its own (parsing and storing the
  // answers takes a phone tens of milliseconds), start the store from the API answers the page was made from.
  // Then hydrate: React adopts the server's DOM (same tree, same data) instead of drawing the page again.
  const pageCode = preloadPublicSiteRoutes(window.location.pathname).catch((error: unknown) => {
    console.error('[shell] could not preload the public site', error);
    reportRemoteFailure('remote-load', 'publicSite', error);
  });
  const pageData = nextTask().then(() => {
    const prerendered = readPrerendered();
    if (prerendered) store.dispatch(prerenderedApiState(prerendered.state));
  });
  void Promise.allSettled([pageCode, pageData])
    // A new task (the page's code has just run), then in a transition: React hydrates in slices, letting the
    // browser handle input (and paint) in between.
    .then(nextTask)
    .then(() => startTransition(() => void hydrateRoot(container, app)));
} else {
  createRoot(container).render(app);
}

loadAnalytics();
