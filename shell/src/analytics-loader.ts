import { trackingRefused } from '@mwangaza/shared';
import type { Landing } from './analytics';

/** After `load`, when the browser is idle (a timeout where requestIdleCallback is missing). */
function whenIdle(run: () => void): void {
  const idle = () =>
    'requestIdleCallback' in window ? requestIdleCallback(run, { timeout: 5_000 }) : setTimeout(run, 1_000);
  if (document.readyState === 'complete') idle();
  else window.addEventListener('load', idle, { once: true });
}

/**
 * The beacon stays out of the page's load: its code (and web-vitals') is fetched once the page is idle, and
 * not at all when the visitor refused tracking or a member of staff opened the console.
 */
export function loadAnalytics(): void {
  const { pathname, search, origin } = window.location;
  if (trackingRefused() || pathname === '/admin' || pathname.startsWith('/admin/')) return;
  const landing: Landing = { pathname, search, origin, referrer: document.referrer };
  whenIdle(() => {
    import(/* webpackChunkName: "analytics" */ './analytics')
      .then(({ startAnalytics }) => startAnalytics(landing))
      .catch(() => undefined);
  });
}
