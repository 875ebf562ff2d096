import { http, HttpResponse } from 'msw';
import { server } from '@mwangaza/shared/mocks/server';

// For tests: answers of the mock API other than its handlers' own, for the running test only.

/** The next GET to `path` (an MSW pattern) fails with `status` and the API's error envelope. */
export function failOnce(path: string, status: number, message = 'Database unavailable'): void {
  server.use(
    http.get(path, () => HttpResponse.json({ success: false, message }, { status }), { once: true }),
  );
}

/** Every GET to `path` (an MSW pattern) answers `data` in the API's success envelope. */
export function serveOk(path: string, data: unknown, message = 'ok'): void {
  server.use(http.get(path, () => HttpResponse.json({ success: true, message, data })));
}

/** Every GET to `path` answers all of `items` under `key` (`services`, ...), on one page as the API pages it. */
export function serveList(path: string, key: string, items: readonly unknown[]): void {
  serveOk(path, { [key]: items, pagination: { page: 1, limit: 100, total: items.length, pages: 1 } });
}
