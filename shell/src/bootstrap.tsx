import '@mwangaza/shared/styles/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'react-redux';
import { BrowserRouter } from 'react-router-dom';
import { AuthProvider, ToastProvider, createStore } from '@mwangaza/shared';
import { ShellRouter } from './router';

// The one store of the whole site: both remotes read and write it through the shared singletons.
const store = createStore();

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <BrowserRouter>
        <AuthProvider>
          <ToastProvider>
            <ShellRouter />
          </ToastProvider>
        </AuthProvider>
      </BrowserRouter>
    </Provider>
  </StrictMode>,
);
