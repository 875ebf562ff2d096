import { ANALYTICS_LIMITS, toTrackedPath, type TrackedHit } from '@mwangaza/shared';
import type { AnalyticsHit, DeviceClass, LeadSource, WebVitalName } from '@mwangaza/shared/schemas';

export type VitalMeasure = { type: 'vital'; name: WebVitalName; value: number; path: string };

export interface BeaconOptions {
  /** Sends one batch (`{ hits }` as JSON); its failure is ignored. */
  send(body: string): void;
  /** Runs `flush` later (setTimeout in the browser; tests run it themselves). */
  schedule(flush: () => void, ms: number): void;
  device: DeviceClass;
  source: LeadSource;
}

/** A landing page's view reaches the Traffic screen within seconds even when the visitor stays on it. */
export const FLUSH_DELAY_MS = 5_000;

/** The console is staff at work, not visitors. */
const isPublicPath = (path: string) => path !== '/admin' && !path.startsWith('/admin/');

/** LCP, INP and TTFB in whole milliseconds; CLS is a score (kept to 4 decimals). */
function roundVital(name: WebVitalName, value: number): number {
  const rounded = name === 'CLS' ? Math.round(value * 10_000) / 10_000 : Math.round(value);
  return Math.min(600_000, Math.max(0, rounded));
}

/** Splits hits into request bodies within the API's count and size limits. */
export function toBodies(hits: AnalyticsHit[]): string[] {
  const bodies: string[] = [];
  let batch: AnalyticsHit[] = [];
  const close = () => {
    if (batch.length > 0) bodies.push(JSON.stringify({ hits: batch }));
    batch = [];
  };
  for (const hit of hits) {
    const grown = JSON.stringify({ hits: [...batch, hit] });
    if (batch.length === ANALYTICS_LIMITS.batch || grown.length > ANALYTICS_LIMITS.bodyBytes) close();
    batch.push(hit);
  }
  close();
  return bodies;
}

/**
 * Collects a page's hits and sends them in batches: the ones before a client-side navigation when it
 * happens, the rest a few seconds later or when the page is hidden or left (`flush`).
 */
export function createBeacon({ send, schedule, device, source }: BeaconOptions) {
  let queue: AnalyticsHit[] = [];
  let scheduled = false;

  const flush = () => {
    scheduled = false;
    const hits = queue;
    queue = [];
    for (const body of toBodies(hits)) {
      try {
        send(body);
      } catch {
        // Analytics never breaks the page.
      }
    }
  };

  const add = (hit: TrackedHit | VitalMeasure) => {
    const path = toTrackedPath(hit.path);
    if (!isPublicPath(path)) return;
    if (hit.type === 'pageview' && queue.length > 0) flush();
    const common = { path, device, source };
    if (hit.type === 'vital') {
      queue.push({ ...hit, ...common, value: roundVital(hit.name, hit.value) });
    } else queue.push({ ...hit, ...common });
    if (!scheduled) {
      scheduled = true;
      schedule(() => scheduled && flush(), FLUSH_DELAY_MS);
    }
  };

  return { add, flush };
}

export type Beacon = ReturnType<typeof createBeacon>;
