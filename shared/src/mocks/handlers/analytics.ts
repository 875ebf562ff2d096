import { http, HttpResponse } from 'msw';
import { stringify } from 'csv-stringify/sync';
import { AnalyticsBatch, TrafficQuery, type AnalyticsHit } from '../../schemas';
import { publicUser } from '../db';
import { trafficReportFixture } from '../fixtures/traffic';
import { ADMINS, API, WRITERS, authorize, checkQuery, fail, ok, parseBody } from './respond';

/** What the mock API was sent on POST /events, for tests to read. */
export const recordedHits: AnalyticsHit[] = [];

const DAY_MS = 86_400_000;
const day = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** The period a Traffic query names, as the API reads it: `from`..`to`, or the last `days` days (30 by default). */
function period(url: URL): { from: string; to: string } | Response {
  const invalid = checkQuery(url, TrafficQuery);
  if (invalid) return invalid;
  const get = (key: string) => url.searchParams.get(key);
  const today = day(Date.now());
  if (get('from') || get('to')) {
    const from = get('from') ?? today;
    const to = get('to') ?? today;
    return from > to ? fail(400, 'from must not be after to') : { from, to };
  }
  const days = Number(get('days') ?? 30);
  return { from: day(Date.parse(today) - (days - 1) * DAY_MS), to: today };
}

export const analyticsHandlers = [
  http.put(`${API}/analytics/weekly-report`, async ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const body = (await request.json().catch(() => null)) as { weeklyTrafficReport?: unknown } | null;
    if (typeof body?.weeklyTrafficReport !== 'boolean')
      return fail(400, 'weeklyTrafficReport must be a boolean');
    guard.user.weeklyTrafficReport = body.weeklyTrafficReport;
    return ok('Saved', { user: publicUser(guard.user) });
  }),
  http.post(`${API}/events`, async ({ request }) => {
    const parsed = await parseBody<AnalyticsBatch>(request, AnalyticsBatch);
    if (parsed.response) return parsed.response;
    recordedHits.push(...parsed.body.hits);
    return new HttpResponse(null, { status: 202 });
  }),
  http.get(`${API}/analytics/traffic`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const range = period(new URL(request.url));
    if (range instanceof Response) return range;
    return ok('Traffic report', { report: trafficReportFixture(range.from, range.to) });
  }),
  http.get(`${API}/analytics/traffic.csv`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const range = period(new URL(request.url));
    if (range instanceof Response) return range;
    const csv = stringify(trafficReportFixture(range.from, range.to).daily, {
      header: true,
      columns: ['date', 'visitors', 'pageViews'],
    });
    return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }),
];
