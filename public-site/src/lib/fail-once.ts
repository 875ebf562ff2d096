import { http, HttpResponse } from 'msw';
import { server } from '@mwangaza/shared/mocks/server';

/** For tests: the next GET to `path` (an MSW pattern) fails with `status` and the API's error envelope. */
export function failOnce(path: string, status: number, message = 'Database unavailable'): void {
  server.use(
    http.get(path, () => HttpResponse.json({ success: false, message }, { status }), { once: true }),
  );
}
