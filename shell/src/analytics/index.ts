import { captureLeadSource, connectTracking, track } from '@mwangaza/shared';
import type { DeviceClass } from '@mwangaza/shared/schemas';
import { apiUrl } from '../api-url';
import { createBeacon, type Beacon } from './beacon';
import { nextTask } from '../next-task';

/** The page as it was when it loaded: the lead source is taken from it even if the visitor moved on. */
export interface Landing {
  pathname: string;
  search: string;
  origin: string;
  referrer: string;
}

/** Coarse on purpose: the width of the screen the page is read on, never a model or a browser. */
export function deviceClass(width: number): DeviceClass {
  if (width < 640) return 'mobile';
  if (width < 1024) return 'tablet';
  return 'desktop';
}

/** sendBeacon survives the page being left; fetch with keepalive where it is missing or refuses. */
function send(body: string): void {
  const url = apiUrl('/events');
  try {
    if (navigator.sendBeacon?.(url, new Blob([body], { type: 'application/json' }))) return;
  } catch {
    // Refused (some browsers limit beacons' types): fetch below.
  }
  fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body,
    keepalive: true,
    credentials: 'omit',
  }).catch(() => undefined);
}

/** E-mail and phone links anywhere on the public pages (the footer, the contact page). */
function trackContactLinks(event: MouseEvent): void {
  const link = (event.target as Element | null)?.closest?.('a[href^="mailto:"], a[href^="tel:"]');
  if (link) track(link.getAttribute('href')!.startsWith('mailto:') ? 'email_click' : 'phone_click');
}

/**
 * Real visitors' page speed: web-vitals is fetched now, after the page went idle, not during its load. Each
 * metric starts in a task of its own: together (each reads the browser's buffered entries) they made one task
 * long enough on a phone to hold back a tap.
 */
async function trackWebVitals(beacon: Beacon, path: string): Promise<void> {
  const { onCLS, onINP, onLCP, onTTFB } = await import(/* webpackChunkName: "web-vitals" */ 'web-vitals');
  for (const on of [onCLS, onINP, onLCP, onTTFB]) {
    await nextTask();
    on((metric) => beacon.add({ type: 'vital', name: metric.name, value: metric.value, path }));
  }
}

/**
 * The beacon: page views and events the pages record (through the shared package), and web vitals, sent
 * to POST /events. The caller has checked that the visitor did not refuse tracking.
 */
export function startAnalytics(landing: Landing): void {
  const beacon = createBeacon({
    send,
    schedule: (flush, ms) => setTimeout(flush, ms),
    device: deviceClass(Math.min(window.innerWidth, window.screen.width)),
    source: captureLeadSource(landing, landing.referrer),
  });
  connectTracking(beacon.add);
  // Bubbling phase on window: web-vitals reports its final values on `visibilitychange` first.
  window.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') beacon.flush();
  });
  window.addEventListener('pagehide', beacon.flush);
  document.addEventListener('click', trackContactLinks, { capture: true });
  trackWebVitals(beacon, landing.pathname).catch(() => undefined);
}
