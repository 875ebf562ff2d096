import { HttpResponse, http } from 'msw';
import { stringify } from 'csv-stringify/sync';
import { SUBSCRIBER_STATUSES, SubscriberListQuery, type Subscriber } from '../../schemas';
import { db } from '../db';
import { API, WRITERS, authorize, checkQuery, fail, matchesSearch, ok, paginate } from './respond';

/** The list's filters, as the API reads them: the address searched, one status. */
function filtered(url: URL): Subscriber[] {
  const status = url.searchParams.get('status');
  return db.subscribers
    .filter((s) => matchesSearch(url.searchParams.get('q'), s.email) && (!status || s.status === status))
    .sort((a, b) => b.createdAt.localeCompare(a.createdAt));
}

/** The newsletter's staff endpoints (the public subscribe and link pages are exercised against the API). */
export const newsletterHandlers = [
  http.get(`${API}/subscribers`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const url = new URL(request.url);
    const bad = checkQuery(url, SubscriberListQuery);
    if (bad) return bad;
    const matching = filtered(url);
    const page = paginate(matching, url);
    if (page instanceof Response) return page;
    const searched = db.subscribers.filter((s) => matchesSearch(url.searchParams.get('q'), s.email));
    const counts = Object.fromEntries(
      SUBSCRIBER_STATUSES.map((status) => [status, searched.filter((s) => s.status === status).length]),
    );
    return ok('Subscribers retrieved successfully', {
      subscribers: page.items,
      pagination: page.pagination,
      counts,
    });
  }),

  http.get(`${API}/subscribers/export.csv`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const rows = filtered(new URL(request.url)).map((s) => ({
      Email: s.email,
      Status: s.status,
      Language: s.locale,
      Topics: s.topics.join(', '),
      Source: s.consents.at(-1)?.form ?? '',
      Subscribed: s.createdAt,
      Confirmed: s.confirmedAt ?? '',
    }));
    const csv = stringify(rows, {
      header: true,
      columns: ['Email', 'Status', 'Language', 'Topics', 'Source', 'Subscribed', 'Confirmed'],
      quoted: true,
      escape_formulas: true,
      record_delimiter: 'windows',
    });
    return new HttpResponse(csv, { headers: { 'Content-Type': 'text/csv; charset=utf-8' } });
  }),

  http.delete(`${API}/subscribers/:id`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const index = db.subscribers.findIndex((s) => s.id === params.id);
    if (index === -1) return fail(404, 'Subscriber not found');
    db.subscribers.splice(index, 1);
    return ok('Subscriber deleted');
  }),
];
