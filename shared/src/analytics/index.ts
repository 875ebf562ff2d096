/** First-party analytics of the public pages: what a page records, and where the tab's visit began. */
export { track, trackPageView, connectTracking, type TrackedHit, type TrackSink } from './track';
export { captureLeadSource, loadLeadSource, toTrackedPath } from './lead-source';
export { trackingRefused } from './privacy-signals';
export { ANALYTICS_LIMITS } from '../schemas/analytics-limits';
export { WEB_VITAL_BUDGETS } from './vital-budgets';
