import { getRuntimeConfig, resolveApiBase } from './runtime-config';

afterEach(() => {
  delete window.__MWANGAZA_CONFIG__;
});

describe('runtime config', () => {
  it("defaults the API base to '/api' on the page's own origin", () => {
    expect(getRuntimeConfig()).toEqual({
      apiBase: '/api',
      releases: { publicSite: null, adminConsole: null },
    });
    expect(resolveApiBase()).toBe('http://localhost/api');
  });

  it('takes the API base set at deploy time', () => {
    window.__MWANGAZA_CONFIG__ = { apiBase: 'https://api.mwangaza-analytics.co.ke/v1/' };
    expect(getRuntimeConfig().apiBase).toBe('https://api.mwangaza-analytics.co.ke/v1/');
    expect(resolveApiBase()).toBe('https://api.mwangaza-analytics.co.ke/v1');
  });
});

it('reads the release of each remote the shell chose', () => {
  window.__MWANGAZA_CONFIG__ = { apiBase: '/api', releases: { publicSite: '2.0.0', adminConsole: null } };
  try {
    expect(getRuntimeConfig().releases).toEqual({ publicSite: '2.0.0', adminConsole: null });
  } finally {
    delete window.__MWANGAZA_CONFIG__;
  }
});
