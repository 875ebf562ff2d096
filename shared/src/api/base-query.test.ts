import '../../test/setup-msw';
import { delay, http, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../auth/session-storage';
import { db } from '../mocks/db';
import { server } from '../mocks/server';
import { createStore } from '../store/store';
import { FALLBACK_MESSAGES } from './api-error';
import { authApi } from './auth-api';
import { signInApi } from '../console/sign-in-api';
import { usersApi } from '../console/users-api';
import { enquiriesApi } from '../console/enquiries-api';
import { REQUEST_TIMEOUT_MS } from './base-query';
import { contentApi } from './content-api';

const admin = db.users.find((u) => u.id === 'u-admin')!;

/** A signed-in store whose access token the mock API no longer accepts. */
function storeWithExpiredToken(refreshToken: string | null = 'mock-refresh-u-admin.old') {
  const accessToken = 'mock-access-expired';
  if (refreshToken) db.refreshTokens.set(refreshToken, admin.id);
  localStorage.setItem(SESSION_KEYS.accessToken, accessToken);
  if (refreshToken) localStorage.setItem(SESSION_KEYS.refreshToken, refreshToken);
  localStorage.setItem(SESSION_KEYS.isAuthenticated, 'true');
  localStorage.setItem(SESSION_KEYS.currentUser, JSON.stringify({ ...admin, password: undefined }));
  return createStore();
}

function countRefreshCalls() {
  const calls = { count: 0 };
  server.use(
    http.post('*/api/auth/refresh', () => {
      calls.count += 1;
      return undefined; // fall through to the real mock handler
    }),
  );
  return calls;
}

describe('envelope and errors', () => {
  it('times out after 10 seconds', () => {
    expect(REQUEST_TIMEOUT_MS).toBe(10_000);
  });

  it('unwraps data from the { success, message, data } envelope', async () => {
    const store = createStore();
    const result = await store.dispatch(contentApi.endpoints.getServices.initiate({ page: 1, limit: 2 }));
    expect(result.data?.services).toHaveLength(2);
    expect(result.data?.pagination).toEqual({ page: 1, limit: 2, total: 7, pages: 4 });
  });

  it('returns the message when a response carries no data', async () => {
    const store = createStore({
      preloadedState: {
        auth: { accessToken: 'mock-access-u-admin', refreshToken: null, user: admin, sessionExpired: false },
      },
    });
    const result = await store.dispatch(enquiriesApi.endpoints.testEmail.initiate()).unwrap();
    expect(result).toEqual({ message: `Test e-mail sent to ${admin.email}` });
  });

  it("passes the server's message and status through unchanged", async () => {
    const store = createStore();
    const result = await store.dispatch(contentApi.endpoints.getService.initiate('missing'));
    expect(result.error).toEqual({ status: 404, message: 'Service not found' });
  });

  it('treats { success: false } with a 200 status as an error', async () => {
    server.use(
      http.get('*/api/config', () => HttpResponse.json({ success: false, message: 'Config unavailable' })),
    );
    const result = await createStore().dispatch(usersApi.endpoints.getPublicConfig.initiate());
    expect(result.error).toEqual({ status: 200, message: 'Config unavailable' });
  });

  it("says 'Request failed' when an error response is not the API's envelope", async () => {
    server.use(http.get('*/api/services', () => new HttpResponse('<h1>Bad gateway</h1>', { status: 502 })));
    const result = await createStore().dispatch(contentApi.endpoints.getServices.initiate());
    expect(result.error).toEqual({ status: 502, message: FALLBACK_MESSAGES.failed });
  });

  it('reports an unreachable server as a NETWORK error', async () => {
    server.use(http.get('*/api/services', () => HttpResponse.error()));
    const result = await createStore().dispatch(contentApi.endpoints.getServices.initiate());
    expect(result.error).toEqual({ status: 'NETWORK', message: 'Network error: could not reach the server' });
  });

  it('ends a hung request with a TIMEOUT error after 10 s', async () => {
    jest.useFakeTimers({ doNotFake: ['queueMicrotask', 'nextTick', 'setImmediate'] });
    try {
      server.use(
        http.get('*/api/services', async () => {
          await delay('infinite');
          return HttpResponse.json({});
        }),
      );
      const request = createStore().dispatch(contentApi.endpoints.getServices.initiate());
      let settled = false;
      void request.then(() => (settled = true));
      await jest.advanceTimersByTimeAsync(REQUEST_TIMEOUT_MS - 1);
      expect(settled).toBe(false);
      await jest.advanceTimersByTimeAsync(1);
      const result = await request;
      expect(result.error).toEqual({ status: 'TIMEOUT', message: 'Request timed out' });
    } finally {
      jest.useRealTimers();
    }
  });

  it('sends the access token as a bearer credential', async () => {
    let authorization: string | null = null;
    server.use(
      http.get('*/api/auth/me', ({ request }) => {
        authorization = request.headers.get('Authorization');
        return undefined;
      }),
    );
    const store = createStore({
      preloadedState: {
        auth: { accessToken: 'mock-access-u-admin', refreshToken: null, user: admin, sessionExpired: false },
      },
    });
    await store.dispatch(authApi.endpoints.getMe.initiate());
    expect(authorization).toBe('Bearer mock-access-u-admin');
  });

  it('sends a JSON content type only with a body (Fastify rejects an empty JSON body)', async () => {
    const types: Record<string, string | null> = {};
    server.use(
      http.patch('*/api/case-studies/:id/featured', ({ request }) => {
        types.patch = request.headers.get('Content-Type');
        return undefined;
      }),
      http.put('*/api/culture/:id', ({ request }) => {
        types.put = request.headers.get('Content-Type');
        return undefined;
      }),
    );
    const store = createStore({
      preloadedState: {
        auth: { accessToken: 'mock-access-u-admin', refreshToken: null, user: admin, sessionExpired: false },
      },
    });
    await store.dispatch(contentApi.endpoints.toggleCaseStudyFeatured.initiate('cs-retail'));
    await store.dispatch(
      contentApi.endpoints.updateCultureItem.initiate({
        id: 'teamwork',
        body: { title: 'T', description: 'D', fullDescription: 'F', icon: 'people', values: ['V'] },
      }),
    );
    expect(types).toEqual({ patch: null, put: 'application/json' });
  });
});

describe('401: one refresh, then retry once', () => {
  it('refreshes, stores both new tokens and retries the request', async () => {
    const calls = countRefreshCalls();
    const store = storeWithExpiredToken();
    const result = await store.dispatch(authApi.endpoints.getMe.initiate());

    expect(result.data?.user.email).toBe(admin.email);
    expect(calls.count).toBe(1);
    const { accessToken, refreshToken } = store.getState().auth;
    expect(accessToken).toMatch(/^mock-access-u-admin\.\d+$/);
    expect(refreshToken).toMatch(/^mock-refresh-u-admin\.\d+$/);
    expect(refreshToken).not.toBe('mock-refresh-u-admin.old');
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe(accessToken);
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe(refreshToken);
  });

  it('shares one refresh between concurrent requests that got 401', async () => {
    const calls = countRefreshCalls();
    const store = storeWithExpiredToken();
    const results = await Promise.all([
      store.dispatch(authApi.endpoints.getMe.initiate()),
      store.dispatch(contentApi.endpoints.getAdminServices.initiate()),
      store.dispatch(enquiriesApi.endpoints.getEnquiries.initiate()),
      store.dispatch(usersApi.endpoints.getUsers.initiate()),
    ]);

    expect(calls.count).toBe(1);
    for (const result of results) expect(result.error).toBeUndefined();
    expect(store.getState().auth.sessionExpired).toBe(false);
  });

  it('clears every session key and flags the session expired when refresh fails', async () => {
    const store = storeWithExpiredToken('mock-refresh-unknown');
    db.refreshTokens.clear();
    const result = await store.dispatch(authApi.endpoints.getMe.initiate());

    expect(result.error).toEqual({ status: 401, message: 'Authentication required' });
    expect(store.getState().auth).toEqual({
      accessToken: null,
      refreshToken: null,
      user: null,
      sessionExpired: true,
    });
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('clears the session without calling refresh when there is no refresh token', async () => {
    const calls = countRefreshCalls();
    const store = storeWithExpiredToken(null);
    await store.dispatch(authApi.endpoints.getMe.initiate());

    expect(calls.count).toBe(0);
    expect(store.getState().auth.sessionExpired).toBe(true);
    expect(store.getState().auth.accessToken).toBeNull();
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('retries at most once: a second 401 is returned to the caller', async () => {
    server.use(
      http.get('*/api/auth/me', () =>
        HttpResponse.json({ success: false, message: 'Authentication required' }, { status: 401 }),
      ),
    );
    const calls = countRefreshCalls();
    const store = storeWithExpiredToken();
    const result = await store.dispatch(authApi.endpoints.getMe.initiate());

    expect(calls.count).toBe(1);
    expect(result.error).toEqual({ status: 401, message: 'Authentication required' });
  });

  it('does not refresh on a wrong password', async () => {
    const calls = countRefreshCalls();
    const store = storeWithExpiredToken();
    const result = await store.dispatch(
      signInApi.endpoints.login.initiate({ email: admin.email, password: 'wrong-password' }),
    );

    expect(result.error).toEqual({ status: 401, message: 'Invalid email or password' });
    expect(calls.count).toBe(0);
  });

  it('does not refresh for a request sent without a token', async () => {
    const calls = countRefreshCalls();
    const result = await createStore().dispatch(authApi.endpoints.getMe.initiate());

    expect(result.error).toEqual({ status: 401, message: 'Authentication required' });
    expect(calls.count).toBe(0);
  });
});
