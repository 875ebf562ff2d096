import type { LeadSource, Utm } from '../schemas/analytics';
import { readFromTab, writeToTab } from '../tab-storage';
import { ANALYTICS_LIMITS } from '../schemas/analytics-limits';

/**
 * Where the tab's visit began, kept in the tab's sessionStorage: it survives reloads and the pages read on
 * the way to the contact form, and is gone when the tab closes. No cookie, no localStorage.
 */
const KEY = 'mwangaza.leadSource';
const UTM_KEYS = ['source', 'medium', 'campaign', 'term', 'content'] as const;

/** A path as the API accepts it: no query string or fragment, at most the length allowed. */
export function toTrackedPath(pathname: string): string {
  const path = pathname.split(/[?#]/)[0] || '/';
  return path.slice(0, ANALYTICS_LIMITS.path);
}

/** Another site's address without query string or fragment (they can carry personal data); '' for our own. */
function externalReferrer(referrer: string, ownOrigin: string): string {
  try {
    const url = new URL(referrer);
    if (url.origin === ownOrigin || !/^https?:$/.test(url.protocol)) return '';
    return `${url.origin}${url.pathname}`.slice(0, ANALYTICS_LIMITS.referrer);
  } catch {
    return '';
  }
}

function readUtm(search: string): Utm {
  const params = new URLSearchParams(search);
  const utm: Utm = {};
  for (const key of UTM_KEYS) {
    const value = params.get(`utm_${key}`)?.trim().slice(0, ANALYTICS_LIMITS.utm);
    if (value) utm[key] = value;
  }
  return utm;
}

/** Only what the API accepts: anything else in storage (an older format, a hand edit) is ignored. */
function isLeadSource(value: unknown): value is LeadSource {
  if (!value || typeof value !== 'object') return false;
  const { landingPage, referrer, utm } = value as Partial<LeadSource>;
  return (
    typeof landingPage === 'string' &&
    landingPage.startsWith('/') &&
    landingPage === toTrackedPath(landingPage) &&
    typeof referrer === 'string' &&
    referrer.length <= ANALYTICS_LIMITS.referrer &&
    !!utm &&
    typeof utm === 'object' &&
    Object.entries(utm).every(
      ([key, text]) =>
        (UTM_KEYS as readonly string[]).includes(key) &&
        typeof text === 'string' &&
        text.length > 0 &&
        text.length <= ANALYTICS_LIMITS.utm,
    )
  );
}

/** The tab's lead source, or null when none was kept (tracking refused, storage off, not captured yet). */
export function loadLeadSource(): LeadSource | null {
  return readFromTab(KEY, isLeadSource);
}

/**
 * The tab's first page, the referrer it came from and its campaign parameters: kept the first time, then
 * read back on every later page of the tab.
 */
export function captureLeadSource(
  location: Pick<Location, 'pathname' | 'search' | 'origin'>,
  referrer: string,
): LeadSource {
  const kept = loadLeadSource();
  if (kept) return kept;
  const source: LeadSource = {
    landingPage: toTrackedPath(location.pathname),
    referrer: externalReferrer(referrer, location.origin),
    utm: readUtm(location.search),
  };
  // Not kept when storage is full or refused: this page still counts, with this source.
  writeToTab(KEY, source);
  return source;
}
