// Standalone start of the admin console (`npm run dev -w admin-console`): its own store, session, router and,
// unless it is a production build, the API mocked in the browser by MSW. Inside the shell only ./routes is used.
import '@mwangaza/shared/styles/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter, Navigate, Route, Routes } from '@mwangaza/shared/router';
import { AuthProvider, ToastProvider, createStore } from '@mwangaza/shared';
import AdminConsoleRoutes from './routes';

declare const __MWANGAZA_MOCKS__: boolean;

async function startMocking(): Promise<void> {
  // A constant condition: webpack drops the import (and msw) from builds without mocks.
  if (__MWANGAZA_MOCKS__) {
    const { worker } = await import('@mwangaza/shared/mocks/browser');
    await worker.start({ onUnhandledRequest: 'bypass', serviceWorker: { url: '/mockServiceWorker.js' } });
  }
}

function render(): void {
  const container = document.getElementById('root');
  if (!container) throw new Error('The page has no #root element');
  createRoot(container).render(
    <StrictMode>
      <Provider store={createStore()}>
        <BrowserRouter>
          <AuthProvider>
            <ToastProvider>
              {/* Mounted under /admin as in the shell, so links and paths are the same in both. */}
              <Routes>
                <Route path="/admin/*" element={<AdminConsoleRoutes />} />
                <Route path="*" element={<Navigate to="/admin" replace />} />
              </Routes>
            </ToastProvider>
          </AuthProvider>
        </BrowserRouter>
      </Provider>
    </StrictMode>,
  );
}

// Mocking must be ready before the first render, or the first requests would reach the network.
startMocking().then(render, (error: unknown) => {
  console.error('[admin-console] could not start the API mocks', error);
  render();
});
