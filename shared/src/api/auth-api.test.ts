import '../../test/setup-msw';
import { http, HttpResponse } from 'msw';
import { SESSION_KEYS } from '../auth/session-storage';
import { DEMO_ACCOUNT } from '../mocks/db';
import { server } from '../mocks/server';
import { createStore } from '../store/store';
import type { Session } from '../schemas';
import { signInApi } from '../console/sign-in-api';
import { usersApi } from '../console/users-api';

describe('auth endpoints', () => {
  it('stores the session when login succeeds', async () => {
    const store = createStore();
    const session = (await store
      .dispatch(signInApi.endpoints.login.initiate(DEMO_ACCOUNT))
      .unwrap()) as Session;

    expect(store.getState().auth).toMatchObject({
      accessToken: session.accessToken,
      refreshToken: session.refreshToken,
      user: { email: DEMO_ACCOUNT.email, role: 'admin' },
    });
    expect(localStorage.getItem(SESSION_KEYS.accessToken)).toBe(session.accessToken);
    expect(localStorage.getItem(SESSION_KEYS.refreshToken)).toBe(session.refreshToken);
    expect(localStorage.getItem(SESSION_KEYS.isAuthenticated)).toBe('true');
    expect(JSON.parse(localStorage.getItem(SESSION_KEYS.currentUser)!)).toEqual(session.user);
  });

  it('clears the session on logout even when the server call fails', async () => {
    const store = createStore();
    await store.dispatch(signInApi.endpoints.login.initiate(DEMO_ACCOUNT)).unwrap();
    server.use(http.post('*/api/auth/logout', () => HttpResponse.error()));

    await store.dispatch(signInApi.endpoints.logout.initiate());

    expect(store.getState().auth).toEqual({
      accessToken: null,
      refreshToken: null,
      user: null,
      sessionExpired: false,
    });
    for (const key of Object.values(SESSION_KEYS)) expect(localStorage.getItem(key)).toBeNull();
  });

  it('reads the public configuration', async () => {
    const result = await createStore().dispatch(usersApi.endpoints.getPublicConfig.initiate());
    expect(result.data).toEqual({
      demoMode: true,
      registration: 'open',
      enquiryRetentionMonths: 24,
      demoAccount: DEMO_ACCOUNT,
    });
  });
});
