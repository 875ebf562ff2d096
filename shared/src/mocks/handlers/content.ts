import { http } from 'msw';
import { nounsOf, notFoundMessage } from '../../collections';
import { optionalFields, previewFields, withDefaults } from '../../collections/fields';
import type { SchemaCollection } from '../../collections/schemas';
import type { PublicationStatus } from '../../schemas';
import type { Locale } from '../../i18n';
import { formatNairobiTime } from '../../time/nairobi-time';
import { newId } from '../db';
import { contentOptionHandlers } from './content-options';
import {
  compareItems,
  isVisible,
  matchesQuery,
  present,
  stateOf,
  type Audience,
  type Entity,
} from './content-lists';
import { checkReferences, itemsOf, recordRevision, resolve, slugFor, slugFromTitle } from './content-store';
import { existsIn, inLocale, localeOf, resolveIn, staffLocales, translationsFor } from './content-locales';
import type { Translations } from '../../collections/fields';
import { API, WRITERS, authorize, fail, now, ok, paginate, parseBody, unpublishedReader } from './respond';

type PublishingBody = { status?: PublicationStatus; publishAt?: string | null };
type Body = Record<string, unknown> & PublishingBody;

/** The API's ETag of a saved item: its version, quoted (sent back as If-Match). */
export const withVersionTag = (response: Response, item: Entity) => {
  response.headers.set('ETag', `"${item.version}"`);
  return response;
};

/** The stored fields of a create or replace body: publishing read apart, what it left out filled in. */
function fieldsOf(collection: SchemaCollection, body: Body, replace: boolean) {
  const {
    status: _status,
    publishAt: _publishAt,
    translations: _translations,
    ...fields
  } = withDefaults(collection, body, replace);
  return fields;
}

/** Translations kept only when there are (or were) some, so an item never translated diffs as before. */
const withTranslations = (translations: Translations, current?: Entity) =>
  Object.keys(translations).length || current?.translations ? { translations } : {};

/**
 * The API's contract for one collection (api/src/routes/content): public reads of published content, staff
 * reads, If-Match saves with 412, publish / unpublish / schedule, previews, and the collection's options.
 */
export function collectionHandlers(collection: SchemaCollection) {
  const base = `${API}/${collection.name}`;
  const { Singular, Plural, singular } = nounsOf(collection);
  const notFound = notFoundMessage(collection);
  const itemKey = collection.keys.item;
  const items = () => itemsOf(collection.name) as Entity[];
  const previews = new Map<string, Entity>();

  /** As the API reads: staff with the translations, visitors in one language. */
  const read = (item: Entity, audience: Audience, locale: Locale = 'en') =>
    audience === 'staff'
      ? present(collection, staffLocales(collection, item), 'staff')
      : present(collection, inLocale(collection, item, locale), 'public');

  const list = (request: Request, audience: Audience) => {
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const missing = url.searchParams.get('missing');
    const locale = audience === 'public' ? localeOf(url) : 'en';
    if (locale instanceof Response) return locale;
    // Visitors' lists hold the items that exist in their language, searched and filtered in it.
    const found = items()
      .filter((item) => (audience === 'public' ? isVisible(item) : !status || stateOf(item) === status))
      .filter((item) => (audience === 'public' ? existsIn(collection, item, locale) : true))
      .filter((item) => !missing || !existsIn(collection, item, missing as Locale))
      .filter((item) =>
        matchesQuery(
          collection,
          audience === 'public' ? inLocale(collection, item, locale) : item,
          url.searchParams,
          audience,
        ),
      )
      .sort(compareItems(collection));
    const paged = paginate(found, url);
    if (paged instanceof Response) return paged;
    const shown = paged.items.map((item) => read(item, audience, locale));
    return ok(`${Plural} retrieved successfully`, {
      [collection.keys.list]: shown,
      pagination: paged.pagination,
    });
  };

  const find = (id: unknown) => {
    const index = items().findIndex((item) => item.id === id);
    return { index, current: items()[index] };
  };

  const save = (index: number, item: Entity, message: string, editor: string) => {
    const saved = { ...item, version: item.version + 1, updatedBy: editor, updatedAt: now() };
    items()[index] = saved;
    return withVersionTag(ok(message, { [itemKey]: read(saved, 'staff') }), saved);
  };

  const publishing = (body: PublishingBody, fallback?: PublicationStatus) => {
    const status = body.status ?? fallback;
    const change: PublishingBody = {};
    if (status) change.status = status;
    if (body.publishAt !== undefined) change.publishAt = body.publishAt;
    if (status === 'draft') change.publishAt = null;
    return change;
  };

  const setState =
    (
      status: PublicationStatus,
      message: string,
      publishAt: (request: Request) => Promise<string | null | Response>,
    ) =>
    async ({ request, params }: { request: Request; params: Record<string, unknown> }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const { index, current } = find(params.id);
      if (!current) return fail(404, notFound);
      const at = await publishAt(request);
      if (at instanceof Response) return at;
      return save(index, { ...current, status, publishAt: at }, message, guard.user.fullName);
    };

  const slugSource = (body: Body) => String(body[collection.slugSource] ?? '');

  return [
    ...contentOptionHandlers(collection),
    http.get(base, ({ request }) => list(request, 'public')),
    http.get(
      `${base}/admin/all`,
      ({ request }) => unpublishedReader(request).response ?? list(request, 'staff'),
    ),
    http.get(`${base}/admin/:id`, ({ request, params }) => {
      const guard = unpublishedReader(request);
      if (guard.response) return guard.response;
      const { current } = find(params.id);
      return current
        ? withVersionTag(
            ok(`${Singular} retrieved successfully`, { [itemKey]: read(current, 'staff') }),
            current,
          )
        : fail(404, notFound);
    }),
    http.get(`${base}/preview/:token`, ({ request, params }) => {
      const guard = unpublishedReader(request);
      if (guard.response) return guard.response;
      const item = previews.get(String(params.token));
      if (!item) return fail(404, 'Preview not found or expired');
      const response = ok('Preview retrieved successfully', {
        [itemKey]: present(collection, item, 'staff'),
      });
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return response;
    }),
    // The id, the current slug or an earlier one in the language asked for (as the API's public detail reads).
    http.get(`${base}/:id`, ({ request, params }) => {
      const locale = localeOf(new URL(request.url));
      if (locale instanceof Response) return locale;
      const current =
        locale === 'en'
          ? resolve<Entity>(collection.name, params.id)
          : resolveIn(items(), String(params.id), locale);
      return current && isVisible(current) && existsIn(collection, current, locale)
        ? ok(`${Singular} retrieved successfully`, { [itemKey]: read(current, 'public', locale) })
        : fail(404, notFound);
    }),
    http.post(`${base}/preview`, async ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const { id, item } = (await request.json()) as { id?: string; item: Body };
      const token = `${newId()}${newId()}${newId()}${newId()}${newId()}`.slice(0, 32);
      const preview = {
        ...previewFields(collection, item),
        // As the API: a new item has no slug until it is saved, so the preview shows the one it would get.
        slug: (item.slug as string | undefined) ?? slugFromTitle(slugSource(item)),
        id: id ?? 'preview',
        status: 'draft',
        publishAt: null,
        version: 1,
        createdAt: now(),
        updatedAt: now(),
      } as Entity;
      previews.set(token, preview);
      return ok('Preview ready', { token, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() }, 201);
    }),
    http.post(base, async ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const parsed = await parseBody<Body>(request, collection.schemas.create);
      if (parsed.response) return parsed.response;
      const body = parsed.body;
      const refused = checkReferences(collection, body);
      if (refused) return refused;
      const slug = slugFor(collection.name, slugSource(body), body.slug as string | undefined);
      if (slug.response) return slug.response;
      const localized = translationsFor(collection, items(), body.translations as Translations, body);
      if ('response' in localized) return localized.response;
      const item = {
        ...fieldsOf(collection, body, false),
        ...withTranslations(localized.translations),
        slug: slug.slug,
        status: 'published',
        publishAt: null,
        ...publishing(body, 'published'),
        id: newId(),
        version: 1,
        updatedBy: guard.user.fullName,
        createdAt: now(),
        updatedAt: now(),
      } as Entity;
      items().push(item);
      recordRevision(collection.name, null, item, guard.user, 'create');
      return withVersionTag(
        ok(`${Singular} created successfully`, { [itemKey]: read(item, 'staff') }, 201),
        item,
      );
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const { index, current } = find(params.id);
      if (!current) return fail(404, notFound);
      const ifMatch = request.headers.get('If-Match');
      if (ifMatch && ifMatch !== '*' && ifMatch.replace(/"/g, '') !== String(current.version)) {
        const updatedBy = current.updatedBy || 'someone else';
        return Response.json(
          {
            success: false,
            message: `This ${singular} was changed by ${updatedBy} at ${formatNairobiTime(current.updatedAt)}. Reload to see their changes, or overwrite them.`,
            data: { current: { updatedBy, updatedAt: current.updatedAt, version: current.version } },
          },
          { status: 412 },
        );
      }
      const parsed = await parseBody<Body>(request, collection.schemas.create);
      if (parsed.response) return parsed.response;
      const body = parsed.body;
      const refused = checkReferences(collection, body);
      if (refused) return refused;
      const slug = slugFor(collection.name, slugSource(body), body.slug as string | undefined, current);
      if (slug.response) return slug.response;
      const given = body.translations as Translations | undefined;
      const localized = translationsFor(collection, items(), given, body, current);
      if ('response' in localized) return localized.response;
      // As the API's full replace: optional fields left out are removed, the rest kept or replaced.
      const item = { ...current };
      for (const key of optionalFields(collection)) if (body[key] === undefined) delete item[key];
      Object.assign(
        item,
        fieldsOf(collection, body, true),
        { slug: slug.slug, ...withTranslations(localized.translations, current) },
        publishing(body),
      );
      const response = save(index, item, `${Singular} updated successfully`, guard.user.fullName);
      recordRevision(collection.name, current, items()[index]!, guard.user, 'update');
      return response;
    }),
    http.post(
      `${base}/:id/publish`,
      setState('published', `${Singular} published`, async () => null),
    ),
    http.post(
      `${base}/:id/unpublish`,
      setState('draft', `${Singular} unpublished`, async () => null),
    ),
    http.post(
      `${base}/:id/schedule`,
      setState('published', `${Singular} scheduled`, async (request) => {
        const { publishAt } = (await request.json()) as { publishAt: string };
        return new Date(publishAt) > new Date()
          ? new Date(publishAt).toISOString()
          : fail(400, 'Choose a publish time in the future');
      }),
    ),
    http.delete(`${base}/:id`, ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const { index, current } = find(params.id);
      if (!current) return fail(404, notFound);
      items().splice(index, 1);
      return ok(`${Singular} deleted successfully`);
    }),
  ];
}
