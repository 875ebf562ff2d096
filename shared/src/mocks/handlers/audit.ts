import { http } from 'msw';
import { COLLECTIONS, auditTypeOf } from '../../collections';
import type { AuditEntry } from '../../schemas/audit';
import { db, type ContentTables } from '../db';
import { ADMINS, API, authorize, fail, ok, paginate } from './respond';

/** What the entry's record is called now, as the API answers it: a title, an account's or an enquiry's name. */
function withName(entry: AuditEntry): AuditEntry {
  const collection = COLLECTIONS.find((c) => auditTypeOf(c) === entry.entityType);
  const items = collection
    ? (db[collection.keys.list as keyof ContentTables] as { id: string; title: string }[])
    : [];
  const name =
    entry.entityType === 'user'
      ? db.users.find((u) => u.id === entry.entityId)?.fullName
      : entry.entityType === 'enquiry'
        ? db.enquiries.find((e) => e.id === entry.entityId)?.name
        : items.find((item) => item.id === entry.entityId)?.title;
  return name ? { ...entry, entityName: name } : entry;
}

export const auditHandlers = [
  http.get(`${API}/audit`, ({ request }) => {
    const guard = authorize(request, ADMINS);
    if (guard.response) return guard.response;
    const url = new URL(request.url);
    const query = (key: string) => url.searchParams.get(key) ?? undefined;
    const actor = query('actor')?.toLowerCase();
    const [from, to] = [query('from'), query('to')].map((value) => (value ? Date.parse(value) : undefined));
    if (Number.isNaN(from) || Number.isNaN(to)) return fail(400, 'from must be a date-time');
    const found = db.auditEntries
      .filter(
        (entry) => !actor || (actor.includes('@') ? entry.actor.email === actor : entry.actor.id === actor),
      )
      .filter((entry) => !query('action') || entry.action === query('action'))
      .filter((entry) => !query('entityType') || entry.entityType === query('entityType'))
      .filter((entry) => !query('entityId') || entry.entityId === query('entityId'))
      .filter((entry) => from === undefined || Date.parse(entry.at) >= from)
      .filter((entry) => to === undefined || Date.parse(entry.at) < to)
      .sort((a, b) => b.at.localeCompare(a.at));
    const paged = paginate(found, url);
    if (paged instanceof Response) return paged;
    const { items, pagination } = paged;
    return ok('Audit log retrieved successfully', { entries: items.map(withName), pagination });
  }),
];
