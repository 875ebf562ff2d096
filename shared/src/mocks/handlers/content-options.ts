import { http } from 'msw';
import { nounsOf, notFoundMessage, optionsOf } from '../../collections';
import { enumValues } from '../../collections/fields';
import type { SchemaCollection } from '../../collections/schemas';
import { OrderBody, SequenceBody } from '../../schemas';
import { isVisible, present, touch, type Entity } from './content-lists';
import { itemsOf, recordRevision } from './content-store';
import { API, WRITERS, authorize, fail, ok, parseBody } from './respond';

/** The routes a collection's options add (featured flag, categories in use, display order), as the API's. */
export function contentOptionHandlers(collection: SchemaCollection) {
  const base = `${API}/${collection.name}`;
  const { Singular, plural, title } = nounsOf(collection);
  const notFound = notFoundMessage(collection);
  const { featured, categories, order } = optionsOf(collection);
  const items = () => itemsOf(collection.name) as Entity[];
  const handlers = [];

  if (categories) {
    // Before the shared GET /:id, so "categories" is not taken for an id.
    handlers.push(
      http.get(`${base}/categories`, () => {
        const inUse = enumValues(collection, categories).filter((value) =>
          items().some((item) => item[categories] === value && isVisible(item)),
        );
        return ok('Categories retrieved successfully', { categories: inUse });
      }),
    );
  }
  if (featured) {
    handlers.push(
      http.patch(`${base}/:id/${featured}`, ({ request, params }) => {
        const guard = authorize(request, WRITERS);
        if (guard.response) return guard.response;
        const index = items().findIndex((item) => item.id === params.id);
        const current = items()[index];
        if (!current) return fail(404, notFound);
        const saved = touch(current, { [featured]: !current[featured] }, guard.user.fullName);
        items()[index] = saved;
        recordRevision(collection.name, current, saved, guard.user, 'update');
        return ok(saved[featured] ? `${Singular} featured` : `${Singular} unfeatured`, {
          [collection.keys.item]: present(collection, saved, 'staff'),
        });
      }),
    );
  }
  if (order) {
    handlers.push(
      // The whole order in one request (before the shared PUT /:id, so "order" is not taken for an id).
      http.put(`${base}/order`, async ({ request }) => {
        const guard = authorize(request, WRITERS);
        if (guard.response) return guard.response;
        const parsed = await parseBody<SequenceBody>(request, SequenceBody);
        if (parsed.response) return parsed.response;
        const { ids } = parsed.body;
        if (!ids.every((id) => items().some((item) => item.id === id)))
          return fail(400, `Some of these ${plural} do not exist: reload the list and try again`);
        const reordered = items().map((item) =>
          ids.includes(item.id) ? touch(item, { [order]: ids.indexOf(item.id) }, guard.user.fullName) : item,
        );
        items().splice(0, items().length, ...reordered);
        return ok(`${title} order updated`);
      }),
      http.patch(`${base}/:id/order`, async ({ request, params }) => {
        const guard = authorize(request, WRITERS);
        if (guard.response) return guard.response;
        const index = items().findIndex((item) => item.id === params.id);
        const current = items()[index];
        if (!current) return fail(404, notFound);
        const parsed = await parseBody<OrderBody>(request, OrderBody);
        if (parsed.response) return parsed.response;
        const saved = touch(current, { [order]: parsed.body.order }, guard.user.fullName);
        items()[index] = saved;
        return ok(`${Singular} order updated`, {
          [collection.keys.item]: present(collection, saved, 'staff'),
        });
      }),
    );
  }
  return handlers;
}
