/** What the shell reports to POST /client-errors (shell/src/error-reporting). */
export const CLIENT_ERROR_KINDS = ['error', 'unhandledrejection', 'remote-load', 'render'] as const;
export type ClientErrorKind = (typeof CLIENT_ERROR_KINDS)[number];
/** Lengths the API accepts and the browser cuts its reports to; reports per request. */
export const CLIENT_ERROR_LIMITS = { message: 500, url: 500, stack: 2_000, batch: 10 } as const;
