import { http } from 'msw';
import { DEMO_ACCOUNT } from '../db';
import { API, ok } from './respond';

export const configHandlers = [
  http.get(`${API}/config`, () =>
    ok('Configuration retrieved', { demoMode: true, demoAccount: { ...DEMO_ACCOUNT } }),
  ),
  http.get(`${API}/health`, () => ok('API is healthy', { database: 'up', uptime: 1 })),
];
