import '../../test/setup-msw';
import { act, renderHook, waitFor } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import { db, DEMO_ACCOUNT } from '../mocks/db';
import { server } from '../mocks/server';
import { createStore } from '../store/store';
import { AuthProvider } from './auth-provider';
import { SESSION_KEYS } from './session-storage';
import { useAuth } from './use-auth';
import { useSignIn } from '../console/use-sign-in';

const admin = db.users.find((u) => u.id === 'u-admin')!;
const { password: _password, ...adminUser } = admin;

function storeSession(token = 'mock-access-u-admin', user: object = adminUser) {
  localStorage.setItem(SESSION_KEYS.accessToken, token);
  localStorage.setItem(SESSION_KEYS.refreshToken, 'mock-refresh-u-admin.1');
  localStorage.setItem(SESSION_KEYS.isAuthenticated, 'true');
  localStorage.setItem(SESSION_KEYS.currentUser, JSON.stringify(user));
}

function renderAuth() {
  const store = createStore();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <Provider store={store}>
      <AuthProvider>{children}</AuthProvider>
    </Provider>
  );
  // The session and the console's sign-in together, as the sign-in screens use them.
  return { store, ...renderHook(() => ({ ...useAuth(), ...useSignIn() }), { wrapper }) };
}

const expectNoSessionKeys = () => {
  for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
};

let warn: jest.SpyInstance;
beforeEach(() => {
  warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
});
afterEach(() => warn.mockRestore());

describe('useAuth', () => {
  it('raises a usage error outside an AuthProvider', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
    error.mockRestore();
  });

  it('restores a stored session by asking the server for the current user', async () => {
    storeSession('mock-access-u-admin', { ...adminUser, fullName: 'Stale Name' });
    const { result } = renderAuth();
    expect(result.current.isRestoring).toBe(true);

    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.fullName).toBe(admin.fullName);
    expect(result.current.isAdmin).toBe(true);
    expect(result.current.canWrite).toBe(true);
  });

  it('signs out when the session check fails, and logs it', async () => {
    storeSession();
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ success: false, message: 'Boom' }, { status: 500 }),
      ),
    );
    const { result } = renderAuth();

    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
    expectNoSessionKeys();
    expect(warn).toHaveBeenCalled();
  });

  it('treats a corrupt stored user as signed out', async () => {
    storeSession();
    localStorage.setItem(SESSION_KEYS.currentUser, '{not json');
    const { result } = renderAuth();

    await waitFor(() => expect(result.current.isRestoring).toBe(false));
    expect(result.current.isAuthenticated).toBe(false);
    expectNoSessionKeys();
  });

  it('does not restore without a stored token and flag', () => {
    const { result } = renderAuth();
    expect(result.current.isRestoring).toBe(false);
    expect(result.current.isAuthenticated).toBe(false);
  });

  it('logs in and exposes the user and its rights', async () => {
    const { result } = renderAuth();
    let outcome: Awaited<ReturnType<typeof result.current.login>> | undefined;
    await act(async () => {
      outcome = await result.current.login('editor@mwangaza-analytics.co.ke', 'Editor@2024!');
    });

    expect(outcome).toMatchObject({ ok: true, user: { role: 'editor' } });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.canWrite).toBe(true);
    expect(result.current.isAdmin).toBe(false);
  });

  it("answers wrong credentials with 'Invalid email or password'", async () => {
    const { result } = renderAuth();
    const outcome = await act(() => result.current.login(DEMO_ACCOUNT.email, 'nope'));
    expect(outcome).toEqual({ ok: false, status: 401, message: 'Invalid email or password' });
    expect(warn).toHaveBeenCalled();
  });

  it("passes the rate limiter's message through", async () => {
    const message = 'Too many login attempts. Please try again in 15 minutes.';
    server.use(
      http.post('*/api/auth/login', () => HttpResponse.json({ success: false, message }, { status: 429 })),
    );
    const { result } = renderAuth();
    const outcome = await act(() => result.current.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password));
    expect(outcome).toEqual({ ok: false, status: 429, message });
  });

  it("says 'Login failed. Please try again.' when the server cannot be reached", async () => {
    server.use(http.post('*/api/auth/login', () => HttpResponse.error()));
    const { result } = renderAuth();
    const outcome = await act(() => result.current.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password));
    expect(outcome).toEqual({ ok: false, status: 'NETWORK', message: 'Login failed. Please try again.' });
  });

  it('logs out and clears every stored key even if the server call fails', async () => {
    const { result } = renderAuth();
    await act(() => result.current.login(DEMO_ACCOUNT.email, DEMO_ACCOUNT.password));
    server.use(
      http.post('*/api/auth/logout', () =>
        HttpResponse.json({ success: false, message: 'Down' }, { status: 503 }),
      ),
    );

    await act(() => result.current.logout());

    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
    expectNoSessionKeys();
  });
});

describe('two tabs, one session', () => {
  /** What the browser does in this tab when another tab writes the session to local storage. */
  function otherTabWrites(entries: Record<string, string | null>) {
    for (const [key, value] of Object.entries(entries)) {
      if (value === null) localStorage.removeItem(key);
      else localStorage.setItem(key, value);
      act(() => {
        window.dispatchEvent(
          new StorageEvent('storage', { key, newValue: value, storageArea: localStorage }),
        );
      });
    }
  }

  it('takes the tokens another tab refreshed, so this tab never presents a rotated one', async () => {
    storeSession();
    const { store, result } = renderAuth();
    await waitFor(() => expect(result.current.isRestoring).toBe(false));

    otherTabWrites({
      [SESSION_KEYS.accessToken]: 'mock-access-u-admin.2',
      [SESSION_KEYS.refreshToken]: 'mock-refresh-u-admin.2',
    });

    expect(store.getState().auth.accessToken).toBe('mock-access-u-admin.2');
    expect(store.getState().auth.refreshToken).toBe('mock-refresh-u-admin.2');
    expect(result.current.isAuthenticated).toBe(true);
  });

  it('signs this tab out when another tab signs out', async () => {
    storeSession();
    const { result } = renderAuth();
    await waitFor(() => expect(result.current.isRestoring).toBe(false));

    otherTabWrites(Object.fromEntries(Object.values(SESSION_KEYS).map((key) => [key, null])));

    expect(result.current.isAuthenticated).toBe(false);
    expect(result.current.user).toBeNull();
  });

  it('signs this tab in when another tab signs in', () => {
    const { result } = renderAuth();
    expect(result.current.isAuthenticated).toBe(false);
    storeSession();
    act(() => {
      window.dispatchEvent(new StorageEvent('storage', { key: null, storageArea: localStorage }));
    });
    expect(result.current.isAuthenticated).toBe(true);
    expect(result.current.user?.id).toBe('u-admin');
  });
});
