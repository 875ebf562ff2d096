import { getRuntimeConfig, resolveApiBase } from './runtime-config';

afterEach(() => {
  delete window.__MWANGAZA_CONFIG__;
});

describe('runtime config', () => {
  it("defaults the API base to '/api' on the page's own origin", () => {
    expect(getRuntimeConfig()).toEqual({ apiBase: '/api' });
    expect(resolveApiBase()).toBe('http://localhost/api');
  });

  it('takes the API base set at deploy time', () => {
    window.__MWANGAZA_CONFIG__ = { apiBase: 'https://api.mwangaza-analytics.co.ke/v1/' };
    expect(getRuntimeConfig().apiBase).toBe('https://api.mwangaza-analytics.co.ke/v1/');
    expect(resolveApiBase()).toBe('https://api.mwangaza-analytics.co.ke/v1');
  });
});
