/**
 * The contract's ANALYTICS_LIMITS as plain values for the browser: the schema file builds TypeBox schemas,
 * which would ship TypeBox to every visitor. A test keeps the two equal.
 */
export const TRACKING_LIMITS = {
  batch: 25,
  bodyBytes: 16_384,
  path: 300,
  referrer: 500,
  utm: 100,
} as const;
