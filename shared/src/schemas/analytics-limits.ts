/**
 * The bounds of POST /events, as plain values: the API's schema and the browser's beacon read these, and the
 * beacon must not import the schema file (it would ship TypeBox to every visitor).
 */
export const ANALYTICS_LIMITS = {
  /** Hits in one POST /events. */
  batch: 25,
  /** A request body, in bytes. */
  bodyBytes: 16_384,
  path: 300,
  referrer: 500,
  utm: 100,
} as const;
