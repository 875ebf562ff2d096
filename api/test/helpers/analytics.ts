import type { TestApp } from './test-app';

/** A desktop browser's user agent (not a bot); tests vary it to be different visitors from one address. */
export const browser = (n = 1) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/12${n}.0.0.0 Safari/537.36`;

export const linkedinLaunch = {
  landingPage: '/case-studies/retail',
  referrer: 'https://www.linkedin.com/feed/',
  utm: { source: 'linkedin', medium: 'social', campaign: 'launch' },
};
export const direct = { landingPage: '/', referrer: '', utm: {} };

type Source = typeof linkedinLaunch | typeof direct;

export const pageview = (path: string, source: Source = direct, device = 'desktop') => ({
  type: 'pageview',
  path,
  device,
  source,
});
export const event = (name: string, source: Source = direct, path = '/') => ({
  type: 'event',
  name,
  path,
  device: 'desktop',
  source,
});
export const vital = (name: string, value: number, path = '/', device = 'mobile') => ({
  type: 'vital',
  name,
  value,
  path,
  device,
  source: direct,
});

/** POST /events as one browser; the answer's status. */
export async function sendHits(t: TestApp, hits: unknown[], headers: Record<string, string> = {}) {
  const result = await t.call('POST', '/events', {
    body: { hits },
    headers: { 'user-agent': browser(), ...headers },
  });
  return result;
}
