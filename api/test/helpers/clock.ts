// Durations for tests that move the app's clock (`manualClock` in test-app.ts) instead of sleeping.
export const MINUTE = 60_000;
export const HOUR = 60 * MINUTE;
export const DAY = 24 * HOUR;
