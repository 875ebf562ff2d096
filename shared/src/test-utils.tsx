import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactElement, ReactNode } from 'react';
import { Provider } from 'react-redux';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { AuthProvider } from './auth/auth-provider';
import { ContentProvider } from './content/content-provider';
import { ensureMockUser } from './mocks/db';
import type { User } from './schemas';
import { createStore, type RootState } from './store/store';

export interface RenderWithProvidersOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Initial URL (default '/'). */
  route?: string;
  /** Route pattern that renders `ui` (default '*'); other paths render the location probe. */
  path?: string;
  preloadedState?: Partial<RootState>;
  /** Signs in: the user is added to the mock db; the access token defaults to `mock-access-<id>`. */
  auth?: { user: User; accessToken?: string; refreshToken?: string };
  /** Also wrap in ContentProvider (it loads the three collections on mount). */
  withContent?: boolean;
}

let routedWrapper: ((children: ReactNode) => ReactNode) | undefined;

/**
 * Wraps what every renderWithProviders() draws, inside its router: how an app's own setup file gives its
 * tests the providers its pages expect (the public site: the page's language, from the URL).
 */
export function wrapEveryRender(wrap: (children: ReactNode) => ReactNode): void {
  routedWrapper = wrap;
}

/** Rendered for any path other than `path`, so tests can assert where the UI navigated. */
function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname + location.search}</div>;
}

export function renderWithProviders(ui: ReactElement, options: RenderWithProvidersOptions = {}) {
  const { route = '/', path, preloadedState, auth, withContent = false, ...renderOptions } = options;
  let state = preloadedState;
  if (auth) {
    const accessToken = auth.accessToken ?? `mock-access-${auth.user.id}`;
    const refreshToken = auth.refreshToken ?? null;
    ensureMockUser(auth.user, refreshToken ?? undefined);
    state = { ...state, auth: { accessToken, refreshToken, user: auth.user, sessionExpired: false } };
  }
  const store = createStore({ preloadedState: state });

  function Wrapper({ children }: { children: ReactNode }) {
    const routed = (
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path={path ?? '*'} element={routedWrapper ? routedWrapper(children) : children} />
          {path && path !== '*' ? <Route path="*" element={<LocationProbe />} /> : null}
        </Routes>
      </MemoryRouter>
    );
    return (
      <Provider store={store}>
        <AuthProvider>{withContent ? <ContentProvider>{routed}</ContentProvider> : routed}</AuthProvider>
      </Provider>
    );
  }

  const user = userEvent.setup();
  return { store, user, ...render(ui, { wrapper: Wrapper, ...renderOptions }) };
}

/** Answers `prefers-reduced-motion: reduce` queries with `reduce` (jsdom has no matchMedia of its own). */
export function mockReducedMotion(reduce: boolean): void {
  window.matchMedia = jest.fn().mockImplementation((query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: jest.fn(),
    removeEventListener: jest.fn(),
  }));
}
