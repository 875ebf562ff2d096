import { http } from 'msw';
import { site } from '../../site';
import { DEMO_ACCOUNT } from '../db';
import { API, ok } from './respond';

export const configHandlers = [
  http.get(`${API}/config`, () =>
    ok('Configuration retrieved', {
      demoMode: true,
      registration: 'open',
      enquiryRetentionMonths: site.enquiryRetentionMonths,
      demoAccount: { ...DEMO_ACCOUNT },
    }),
  ),
  ...['health', 'health/live'].map((path) =>
    http.get(`${API}/${path}`, () =>
      ok('OK', { uptime: 1, build: { version: 'mock', commit: null, builtAt: null } }),
    ),
  ),
  http.get(`${API}/health/ready`, () => ok('OK', { database: 'up', uptime: 1 })),
];
