// What every app renders around its routes, and how a remote starts on its own (`npm run dev -w <app>`).
// Singletons are imported by the package's name, so a remote inside the shell shares the shell's copies.
import { StrictMode, type ReactNode } from 'react';
import { createRoot } from 'react-dom/client';
import { AuthProvider, StoreProvider, createStore, type AppStore } from '@mwangaza/shared';
import { BrowserRouter } from '@mwangaza/shared/router';

declare const __MWANGAZA_MOCKS__: boolean;

/** The store, router and session an app's routes rely on. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <StrictMode>
      <StoreProvider store={store}>
        <BrowserRouter>
          <AuthProvider>{children}</AuthProvider>
        </BrowserRouter>
      </StoreProvider>
    </StrictMode>
  );
}

async function startMocking(): Promise<void> {
  // A constant condition: webpack drops the import (and msw) from builds without mocks.
  if (__MWANGAZA_MOCKS__) {
    const { worker } = await import('@mwangaza/shared/mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  }
}

/**
 * A remote on its own: its own store, session, router and, unless it is a production build, the API mocked
 * in the browser by MSW. Inside the shell only the remote's ./routes is used.
 */
export function startStandalone(appName: string, routes: ReactNode): void {
  const render = () => {
    const container = document.getElementById('root');
    if (!container) throw new Error('The page has no #root element');
    createRoot(container).render(<AppProviders store={createStore()}>{routes}</AppProviders>);
  };
  // Mocking must be ready before the first render, or the first requests would reach the network.
  startMocking().then(render, (error: unknown) => {
    console.error(`[${appName}] could not start the API mocks`, error);
    render();
  });
}
