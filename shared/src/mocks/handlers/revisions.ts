import { http } from 'msw';
import { COLLECTIONS, notFoundMessage } from '../../collections';
import { WRITERS, API, authorize, fail, now, ok, unpublishedReader } from './respond';
import { present, type Entity } from './content-lists';
import { historyOf, itemsOf, recordRevision } from './content-store';

const summary = ({ snapshot: _snapshot, ...rest }: ReturnType<typeof historyOf>[number]) => rest;

/** GET /:id/revisions, GET /:id/revisions/:revisionId, POST .../restore for each content collection. */
export const revisionHandlers = COLLECTIONS.flatMap((descriptor) => {
  const { name: collection, keys } = descriptor;
  const notFound = notFoundMessage(descriptor);
  const find = (id: unknown) => itemsOf(collection).find((item) => item.id === id);
  return [
    http.get(`${API}/${collection}/:id/revisions`, ({ request, params }) => {
      const guard = unpublishedReader(request);
      if (guard.response) return guard.response;
      if (!find(params.id)) return fail(404, notFound);
      const revisions = [...historyOf(collection, String(params.id))].reverse().map(summary);
      return ok('Revisions retrieved successfully', { revisions });
    }),
    http.get(`${API}/${collection}/:id/revisions/:revisionId`, ({ request, params }) => {
      const guard = unpublishedReader(request);
      if (guard.response) return guard.response;
      if (!find(params.id)) return fail(404, notFound);
      const revision = historyOf(collection, String(params.id)).find((r) => r.id === params.revisionId);
      return revision ? ok('Revision retrieved successfully', { revision }) : fail(404, 'Revision not found');
    }),
    http.post(`${API}/${collection}/:id/revisions/:revisionId/restore`, ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const items = itemsOf(collection);
      const index = items.findIndex((item) => item.id === params.id);
      const current = items[index];
      if (!current) return fail(404, notFound);
      const history = historyOf(collection, current.id);
      const revision = history.find((r) => r.id === params.revisionId);
      if (!revision) return fail(404, 'Revision not found');
      // Content only (revisions hold no publishing state); a new version, as any save.
      const restored = {
        ...current,
        ...revision.snapshot,
        version: Number(current.version ?? 0) + 1,
        updatedBy: guard.user.fullName,
        updatedAt: now(),
      };
      items[index] = restored;
      recordRevision(collection, current, restored, guard.user, 'restore', revision.number);
      return ok('Revision restored', {
        // As every read answers it: with the computed fields and the references' names.
        [keys.item]: present(descriptor, restored as Entity, 'staff'),
        revision: summary(history.at(-1) as (typeof history)[number]),
      });
    }),
  ];
});
