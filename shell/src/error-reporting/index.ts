import type { ClientErrorKind } from '@mwangaza/shared/schemas/client-error-limits';
import type { RemoteName } from '../remotes/remote-entries';
import { apiUrl } from '../api-url';
import { createErrorReporter, type ErrorReporter } from './error-reporter';

let reporter: ErrorReporter | undefined;

/**
 * Reports the page's uncaught errors and unhandled promise rejections to the API, and whatever
 * reportRemoteFailure is told. Installed first thing (shell/src/index.ts), before any other code runs;
 * it reads nothing of the shared package, which is not loaded yet then.
 */
export function installErrorReporting(): void {
  if (reporter) return;
  const active = createErrorReporter({
    send: (body) =>
      fetch(apiUrl('/client-errors'), {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        // Sent even while the page is being left; no cookie or session goes with it.
        keepalive: true,
        credentials: 'omit',
      }),
    schedule: (flush, ms) => setTimeout(flush, ms),
    page: () => window.location.pathname,
  });
  reporter = active;
  window.addEventListener('error', (event) =>
    active.report('error', event.error ?? event.message, {
      source: event.filename,
      line: event.lineno,
      column: event.colno,
    }),
  );
  window.addEventListener('unhandledrejection', (event) => active.report('unhandledrejection', event.reason));
  window.addEventListener('pagehide', () => active.flush());
}

/** A remote that could not be loaded (`remote-load`) or threw while rendering (`render`). */
export function reportRemoteFailure(
  kind: Extract<ClientErrorKind, 'remote-load' | 'render'>,
  remote: RemoteName,
  error: unknown,
): void {
  reporter?.report(kind, error, { remote });
}
