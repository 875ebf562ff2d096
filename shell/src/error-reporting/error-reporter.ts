import { CLIENT_ERROR_LIMITS, type ClientErrorKind } from '@mwangaza/shared/schemas/client-error-limits';
import type { ClientErrorReport } from '@mwangaza/shared/schemas';

export interface ErrorDetails {
  /** The script the error came from, and where in it (a window `error` event says). */
  source?: string;
  line?: number;
  column?: number;
  remote?: ClientErrorReport['remote'];
}

export interface ReporterOptions {
  /** Sends one batch (`{ reports }` as JSON); its failure is ignored. */
  send(body: string): unknown;
  /** Runs `flush` later (setTimeout in the browser; tests run it themselves). */
  schedule(flush: () => void, ms: number): void;
  /** The page's path (never its query string: a password-reset link carries its token there). */
  page(): string;
  /** Reports a page load sends at most (default 20): a page throwing in a loop sends a few, not thousands. */
  maxReports?: number;
  /** How long reports gather before they go as one request (default 2 s). */
  delayMs?: number;
}

export interface ErrorReporter {
  /** Never throws, whatever it is given. */
  report(kind: ClientErrorKind, error: unknown, details?: ErrorDetails): void;
  /** Sends what is waiting now (the page is being left). */
  flush(): void;
}

/** Code that is not the site's: a browser extension's errors are its own business. */
const EXTENSION = /^(chrome|moz|safari(-web)?)-extension:/;

const cut = (text: string, max: number) => (text.length > max ? text.slice(0, max) : text);
const withoutQuery = (url: string) => url.split(/[?#]/)[0] ?? '';

function messageOf(error: unknown): string {
  if (error instanceof Error) return `${error.name}: ${error.message}`;
  if (typeof error === 'string') return error;
  try {
    return JSON.stringify(error) ?? String(error);
  } catch {
    return String(error);
  }
}

function describe(kind: ClientErrorKind, error: unknown, details: ErrorDetails, page: string) {
  const report: ClientErrorReport = {
    kind,
    message: cut(messageOf(error), CLIENT_ERROR_LIMITS.message) || '(no message)',
    page: cut(withoutQuery(page), CLIENT_ERROR_LIMITS.url) || '/',
  };
  const stack = error instanceof Error ? error.stack : undefined;
  if (stack) report.stack = cut(stack, CLIENT_ERROR_LIMITS.stack);
  if (details.source) report.source = cut(withoutQuery(details.source), CLIENT_ERROR_LIMITS.url);
  if (Number.isInteger(details.line) && details.line! >= 0) report.line = details.line;
  if (Number.isInteger(details.column) && details.column! >= 0) report.column = details.column;
  if (details.remote) report.remote = details.remote;
  return report;
}

const utf8 = new TextEncoder();
const bytesOf = (text: string) => utf8.encode(text).length;

/**
 * The request bodies for `reports`, in order: as many reports a request as fit both the API's count
 * (CLIENT_ERROR_LIMITS.batch) and its body limit in bytes (CLIENT_ERROR_LIMITS.bodyBytes), which a batch at
 * the per-field maxima would pass several times over.
 */
export function batchBodies(reports: readonly ClientErrorReport[]): string[] {
  const bodies: string[] = [];
  let batch: ClientErrorReport[] = [];
  const body = (list: ClientErrorReport[]) => JSON.stringify({ reports: list });
  for (const report of reports) {
    const grown = [...batch, report];
    if (grown.length <= CLIENT_ERROR_LIMITS.batch && bytesOf(body(grown)) <= CLIENT_ERROR_LIMITS.bodyBytes) {
      batch = grown;
      continue;
    }
    if (batch.length) bodies.push(body(batch));
    // A report alone always fits (the limits say why); were it ever not to, the API would refuse it anyway.
    batch = bytesOf(body([report])) <= CLIENT_ERROR_LIMITS.bodyBytes ? [report] : [];
  }
  if (batch.length) bodies.push(body(batch));
  return bodies;
}

/**
 * Collects the errors a page runs into and sends them to the API in batches (`POST /api/client-errors`):
 * each distinct error once, at most `maxReports` per page load, as many a request as the API's limits take
 * (batchBodies), cut to the lengths the API accepts. Reporting an error must never cause one.
 */
export function createErrorReporter(options: ReporterOptions): ErrorReporter {
  const maxReports = options.maxReports ?? 20;
  const delayMs = options.delayMs ?? 2_000;
  const seen = new Set<string>();
  const seenErrors = new WeakSet<object>();
  let waiting: ClientErrorReport[] = [];
  let counted = 0;
  let scheduled = false;

  function flush(): void {
    scheduled = false;
    const bodies = batchBodies(waiting);
    waiting = [];
    for (const body of bodies) {
      try {
        void Promise.resolve(options.send(body)).catch(() => undefined);
      } catch {
        // Nowhere to report it to.
      }
    }
  }

  return {
    report(kind, error, details = {}) {
      try {
        if (counted >= maxReports) return;
        // The same error seen twice (a remote that failed to load, then its boundary) is one report.
        if (typeof error === 'object' && error !== null) {
          if (seenErrors.has(error)) return;
          seenErrors.add(error);
        }
        if (details.source && EXTENSION.test(details.source)) return;
        const report = describe(kind, error, details, options.page());
        const key = [report.kind, report.message, report.source, report.line, report.remote].join('\n');
        if (seen.has(key)) return;
        seen.add(key);
        counted += 1;
        waiting.push(report);
        if (!scheduled) {
          scheduled = true;
          options.schedule(flush, delayMs);
        }
      } catch {
        // A report that cannot be made is dropped.
      }
    },
    flush() {
      try {
        flush();
      } catch {
        // As above.
      }
    },
  };
}
