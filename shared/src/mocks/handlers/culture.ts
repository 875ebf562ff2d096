import { http } from 'msw';
import { CreateCultureItem, CultureOrderBody, CultureSequenceBody, type CultureItem } from '../../schemas';
import { db, newId } from '../db';
import { recordRevision, resolve, slugFor } from './content-store';
import { API, WRITERS, authorize, fail, matchesSearch, now, ok, paginate, parseBody } from './respond';

const NOT_FOUND = 'Culture item not found';

function list(request: Request) {
  const url = new URL(request.url);
  const search = url.searchParams.get('search');
  const found = db.cultureItems
    .filter((c) => matchesSearch(search, c.title, c.description))
    .sort((a, b) => a.order - b.order);
  const { items, pagination } = paginate(found, url);
  return ok('Culture items retrieved successfully', { cultureItems: items, pagination });
}

function guardWrite(request: Request, id: unknown) {
  const guard = authorize(request, WRITERS);
  if (guard.response) return { response: guard.response };
  const index = db.cultureItems.findIndex((c) => c.id === id);
  if (index < 0) return { response: fail(404, NOT_FOUND) };
  return { index, current: db.cultureItems[index] as CultureItem, user: guard.user };
}

const fromBody = (body: CreateCultureItem) => ({ ...body, image: body.image ?? '', order: body.order ?? 0 });

export const cultureHandlers = [
  http.get(`${API}/culture`, ({ request }) => list(request)),
  http.get(`${API}/culture/admin/all`, ({ request }) => authorize(request).response ?? list(request)),
  http.get(`${API}/culture/:id`, ({ params }) => {
    const cultureItem = resolve<CultureItem>('culture', params.id);
    return cultureItem ? ok('Culture item retrieved successfully', { cultureItem }) : fail(404, NOT_FOUND);
  }),
  http.post(`${API}/culture`, async ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<CreateCultureItem>(request, CreateCultureItem);
    if (parsed.response) return parsed.response;
    const slug = slugFor('culture', parsed.body.title, parsed.body.slug);
    if (slug.response) return slug.response;
    const cultureItem: CultureItem = {
      id: newId(),
      ...fromBody(parsed.body),
      slug: slug.slug,
      createdAt: now(),
      updatedAt: now(),
    };
    db.cultureItems.push(cultureItem);
    recordRevision('culture', null, cultureItem, guard.user, 'create');
    return ok('Culture item created successfully', { cultureItem }, 201);
  }),
  http.put(`${API}/culture/order`, async ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<CultureSequenceBody>(request, CultureSequenceBody);
    if (parsed.response) return parsed.response;
    const { ids } = parsed.body;
    if (!ids.every((id) => db.cultureItems.some((c) => c.id === id)))
      return fail(400, 'Some of these culture items do not exist: reload the list and try again');
    db.cultureItems = db.cultureItems.map((c) => (ids.includes(c.id) ? { ...c, order: ids.indexOf(c.id), updatedAt: now() } : c));
    return ok('Culture order updated');
  }),
  http.put(`${API}/culture/:id`, async ({ request, params }) => {
    const found = guardWrite(request, params.id);
    if (found.response) return found.response;
    const parsed = await parseBody<CreateCultureItem>(request, CreateCultureItem);
    if (parsed.response) return parsed.response;
    const slug = slugFor('culture', parsed.body.title, parsed.body.slug, found.current);
    if (slug.response) return slug.response;
    const cultureItem: CultureItem = { ...found.current, ...fromBody(parsed.body), slug: slug.slug, updatedAt: now() };
    db.cultureItems[found.index] = cultureItem;
    recordRevision('culture', found.current, cultureItem, found.user, 'update');
    return ok('Culture item updated successfully', { cultureItem });
  }),
  http.patch(`${API}/culture/:id/order`, async ({ request, params }) => {
    const found = guardWrite(request, params.id);
    if (found.response) return found.response;
    const parsed = await parseBody<CultureOrderBody>(request, CultureOrderBody);
    if (parsed.response) return parsed.response;
    const cultureItem: CultureItem = { ...found.current, order: parsed.body.order, updatedAt: now() };
    db.cultureItems[found.index] = cultureItem;
    return ok('Culture item order updated', { cultureItem });
  }),
  http.delete(`${API}/culture/:id`, ({ request, params }) => {
    const found = guardWrite(request, params.id);
    if (found.response) return found.response;
    db.cultureItems.splice(found.index, 1);
    return ok('Culture item deleted successfully');
  }),
];
