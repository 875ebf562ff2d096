/** What the shell reports to POST /client-errors (shell/src/error-reporting). */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'remote-load', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
/**
 * Lengths the API accepts and the browser cuts its reports to (characters); reports per request; and the
 * request body's limit in bytes, which the API enforces (413) and the shell packs its batches to. One report
 * at its longest takes under 20 KB as JSON (six bytes for an escaped control character), so it always fits.
 */
export const CLIENT_ERROR_LIMITS = {
  message: 500,
  url: 500,
  stack: 2_000,
  batch: 10,
  bodyBytes: 32_768,
} as const;
