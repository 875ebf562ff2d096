import { ANALYTICS_LIMITS } from '@mwangaza/shared/schemas';
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

/** `length` characters of `seed` repeated and cut: distinct values of the longest size the schema takes. */
const filled = (seed: string, length: number) =>
  seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

/**
 * One request of a client flooding the analytics within its allowance: as many page views as fit the body
 * limit, each with its own longest path, referrer host and campaign values, and a user agent of its own (a
 * new "visitor" each time). What the audit sent to freeze the daily roll-ups.
 */
export function floodRequest(request: number): { hits: unknown[]; userAgent: string } {
  const hits: unknown[] = [];
  for (let n = 0; ; n++) {
    const id = `${request}-${n}-`;
    // A host of 63-character labels, about 250 characters: the longest a referrer's host can be.
    const host = [1, 2, 3].map((label) => filled(`${id}${label}x`, 63)).join('.') + '.example';
    const hit = {
      type: 'pageview',
      path: `/${filled(id, ANALYTICS_LIMITS.path - 1)}`,
      device: 'desktop',
      source: {
        landingPage: '/',
        referrer: `https://${host}/`,
        utm: {
          source: filled(`s${id}`, ANALYTICS_LIMITS.utm),
          medium: filled(`m${id}`, ANALYTICS_LIMITS.utm),
          campaign: filled(`c${id}`, ANALYTICS_LIMITS.utm),
        },
      },
    };
    if (JSON.stringify({ hits: [...hits, hit] }).length > ANALYTICS_LIMITS.bodyBytes) break;
    hits.push(hit);
  }
  return { hits, userAgent: browser(request) };
}

/**
 * 10:00 UTC on the Wednesday of this week (or last week's, early on a Wednesday), in ms. Tests and the flood
 * benchmark that run long start their clock there, not at a fixed date: the database's TTL monitor deletes
 * raw events older than ANALYTICS_RAW_DAYS by the real clock while they run.
 */
export function recentWednesday(now = Date.now()): number {
  const today = new Date(now);
  const back = (today.getUTCDay() - 3 + 7) % 7;
  return Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - back, 10);
}
