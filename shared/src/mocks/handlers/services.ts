import { http } from 'msw';
import { CreateService, type Service } from '../../schemas';
import { db, newId } from '../db';
import { recordRevision, resolve, slugFor } from './content-store';
import { API, WRITERS, authorize, fail, matchesSearch, now, ok, paginate, parseBody } from './respond';

const NOT_FOUND = 'Service not found';

function list(request: Request) {
  const url = new URL(request.url);
  const search = url.searchParams.get('search');
  const found = db.services.filter((s) => matchesSearch(search, s.title, s.description));
  const { items, pagination } = paginate(found, url);
  return ok('Services retrieved successfully', { services: items, pagination });
}

export const serviceHandlers = [
  http.get(`${API}/services`, ({ request }) => list(request)),
  http.get(`${API}/services/admin/all`, ({ request }) => authorize(request).response ?? list(request)),
  http.get(`${API}/services/:id`, ({ params }) => {
    const service = resolve<Service>('services', params.id);
    return service ? ok('Service retrieved successfully', { service }) : fail(404, NOT_FOUND);
  }),
  http.post(`${API}/services`, async ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<CreateService>(request, CreateService);
    if (parsed.response) return parsed.response;
    const slug = slugFor('services', parsed.body.title, parsed.body.slug);
    if (slug.response) return slug.response;
    const service: Service = { id: newId(), ...parsed.body, slug: slug.slug, createdAt: now(), updatedAt: now() };
    db.services.push(service);
    recordRevision('services', null, service, guard.user, 'create');
    return ok('Service created successfully', { service }, 201);
  }),
  http.put(`${API}/services/:id`, async ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const index = db.services.findIndex((s) => s.id === params.id);
    const current = db.services[index];
    if (!current) return fail(404, NOT_FOUND);
    const parsed = await parseBody<CreateService>(request, CreateService);
    if (parsed.response) return parsed.response;
    const slug = slugFor('services', parsed.body.title, parsed.body.slug, current);
    if (slug.response) return slug.response;
    const service: Service = { ...current, ...parsed.body, slug: slug.slug, updatedAt: now() };
    db.services[index] = service;
    recordRevision('services', current, service, guard.user, 'update');
    return ok('Service updated successfully', { service });
  }),
  http.delete(`${API}/services/:id`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    if (!db.services.some((s) => s.id === params.id)) return fail(404, NOT_FOUND);
    db.services = db.services.filter((s) => s.id !== params.id);
    return ok('Service deleted successfully');
  }),
];
