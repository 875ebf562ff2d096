import { http } from 'msw';
import { CreateCultureItem, CultureOrderBody, CultureSequenceBody, type CultureItem } from '../../schemas';
import { db } from '../db';
import { contentHandlers, touch } from './content';
import { API, WRITERS, authorize, fail, matchesSearch, ok, parseBody } from './respond';

const NOT_FOUND = 'Culture item not found';

export const cultureHandlers = [
  // The whole order in one request (before the shared PUT /culture/:id so "order" is not taken for an id).
  http.put(`${API}/culture/order`, async ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<CultureSequenceBody>(request, CultureSequenceBody);
    if (parsed.response) return parsed.response;
    const { ids } = parsed.body;
    if (!ids.every((id) => db.cultureItems.some((c) => c.id === id)))
      return fail(400, 'Some of these culture items do not exist: reload the list and try again');
    db.cultureItems = db.cultureItems.map((c) =>
      ids.includes(c.id) ? touch(c, { order: ids.indexOf(c.id) }, guard.user.fullName) : c,
    );
    return ok('Culture order updated');
  }),
  http.patch(`${API}/culture/:id/order`, async ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const index = db.cultureItems.findIndex((c) => c.id === params.id);
    const current = db.cultureItems[index];
    if (!current) return fail(404, NOT_FOUND);
    const parsed = await parseBody<CultureOrderBody>(request, CultureOrderBody);
    if (parsed.response) return parsed.response;
    const cultureItem = touch(current, { order: parsed.body.order }, guard.user.fullName);
    db.cultureItems[index] = cultureItem;
    return ok('Culture item order updated', { cultureItem });
  }),
  ...contentHandlers<CultureItem, CreateCultureItem>({
    path: 'culture',
    noun: 'culture item',
    plural: 'culture items',
    itemKey: 'cultureItem',
    listKey: 'cultureItems',
    createSchema: CreateCultureItem,
    notFound: NOT_FOUND,
    items: () => db.cultureItems,
    matches: (c, params) => matchesSearch(params.get('search'), c.title, c.description),
    sort: (a, b) => a.order - b.order,
    fromBody: ({ status: _s, publishAt: _p, ...body }) => ({
      ...body,
      image: body.image ?? '',
      order: body.order ?? 0,
    }),
  }),
];
