/** First-party analytics of the public pages: what a page records, and where the tab's visit began. */
export { track, trackPageView, connectTracking, type TrackedHit, type TrackSink } from './track';
export { captureLeadSource, loadLeadSource, toTrackedPath } from './lead-source';
export { trackingRefused } from './privacy-signals';
export { TRACKING_LIMITS } from './limits';
export { WEB_VITAL_BUDGETS } from './vital-budgets';
