import type { AnalyticsEventName } from '../schemas/analytics';

/** What a page records before the shell's beacon adds the device and lead source and sends it. */
export type TrackedHit =
  | { type: 'pageview'; path: string }
  | { type: 'event'; name: AnalyticsEventName; step?: number; path: string };

export type TrackSink = (hit: TrackedHit) => void;

/** Hits recorded before the beacon starts (it waits until the page is idle); more are dropped. */
const WAITING_LIMIT = 50;

let sink: TrackSink | undefined;
let waiting: TrackedHit[] = [];

function record(hit: TrackedHit): void {
  if (sink) sink(hit);
  else if (waiting.length < WAITING_LIMIT) waiting.push(hit);
}

const currentPath = () => (typeof window === 'undefined' ? '/' : window.location.pathname);

/**
 * Records an event of the public pages (Build My Stack, the contact form, not-found pages). The shell's beacon
 * sends it, unless the visitor asked not to be tracked; the remotes reach the beacon only through this.
 */
export function track(name: AnalyticsEventName, props: { step?: number } = {}): void {
  record({ type: 'event', name, ...props, path: currentPath() });
}

/** Records a page view (the shell's router calls it on every location change). */
export function trackPageView(path: string): void {
  record({ type: 'pageview', path });
}

/** The beacon takes over: what waited is handed over first, in order. Returns a function that disconnects. */
export function connectTracking(next: TrackSink): () => void {
  sink = next;
  const earlier = waiting;
  waiting = [];
  earlier.forEach(next);
  return () => {
    if (sink === next) sink = undefined;
  };
}
