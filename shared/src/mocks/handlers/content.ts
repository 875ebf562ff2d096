import { http } from 'msw';
import type { TSchema } from 'typebox';
import { formatNairobiTime } from '../../time/nairobi-time';
import type { PublicationStatus } from '../../schemas';
import { newId } from '../db';
import { recordRevision, resolve, slugFor, slugFromTitle, type MockCollection } from './content-store';
import { API, WRITERS, authorize, fail, now, ok, paginate, parseBody } from './respond';

interface Entity {
  id: string;
  title: string;
  slug: string;
  status: PublicationStatus;
  publishAt: string | null;
  version: number;
  updatedBy?: string;
  createdAt: string;
  updatedAt: string;
}

type PublishingBody = { status?: PublicationStatus; publishAt?: string | null };

export interface CollectionMock<T extends Entity, B extends PublishingBody> {
  /** 'case-studies' */
  path: MockCollection;
  /** 'case study' / 'case studies' */
  noun: string;
  plural: string;
  itemKey: string;
  listKey: string;
  createSchema: TSchema;
  notFound: string;
  /** The collection's table in the mock db (read at call time: tests reset the db). */
  items: () => T[];
  /** Search and the collection's own filters. */
  matches: (item: T, params: URLSearchParams, audience: 'public' | 'staff') => boolean;
  sort?: (a: T, b: T) => number;
  /** The stored fields from a create or replace body (defaults filled in). */
  fromBody: (body: B, current?: T) => Omit<T, keyof Entity>;
}

const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The API's visibility rule: published, and due when scheduled. */
export const isVisible = (item: Entity) =>
  item.status === 'published' && (!item.publishAt || item.publishAt <= now());

function stateOf(item: Entity): 'draft' | 'scheduled' | 'published' {
  if (item.status === 'draft') return 'draft';
  return isVisible(item) ? 'published' : 'scheduled';
}

/** The API's ETag of a saved item: its version, quoted (sent back as If-Match). */
const withVersionTag = (response: Response, item: Entity) => {
  response.headers.set('ETag', `"${item.version}"`);
  return response;
};

const withoutEditor = <T extends Entity>({ updatedBy: _updatedBy, ...item }: T) => item;

/**
 * The API's content contract for one collection (api/src/routes/content-routes.ts): public reads of published
 * content, staff reads, If-Match saves with 412, publish / unpublish / schedule and previews.
 */
export function contentHandlers<T extends Entity, B extends PublishingBody>(mock: CollectionMock<T, B>) {
  const base = `${API}/${mock.path}`;
  const Noun = capitalize(mock.noun);
  const Plural = capitalize(mock.plural);
  const previews = new Map<string, T>();

  const list = (request: Request, audience: 'public' | 'staff') => {
    const url = new URL(request.url);
    const status = url.searchParams.get('status');
    const found = mock
      .items()
      .filter((item) => (audience === 'public' ? isVisible(item) : !status || stateOf(item) === status))
      .filter((item) => mock.matches(item, url.searchParams, audience))
      .sort(mock.sort ?? (() => 0));
    const paged = paginate(found, url);
    if (paged instanceof Response) return paged;
    const { items, pagination } = paged;
    const shown = audience === 'public' ? items.map(withoutEditor) : items;
    return ok(`${Plural} retrieved successfully`, { [mock.listKey]: shown, pagination });
  };

  const find = (id: unknown) => {
    const index = mock.items().findIndex((item) => item.id === id);
    return { index, current: mock.items()[index] };
  };

  const save = (index: number, item: T, message: string, editor: string) => {
    const saved = { ...item, version: item.version + 1, updatedBy: editor, updatedAt: now() };
    mock.items()[index] = saved;
    return withVersionTag(ok(message, { [mock.itemKey]: saved }), saved);
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
      if (!current) return fail(404, mock.notFound);
      const at = await publishAt(request);
      if (at instanceof Response) return at;
      return save(index, { ...current, status, publishAt: at }, message, guard.user.fullName);
    };

  return [
    http.get(base, ({ request }) => list(request, 'public')),
    http.get(`${base}/admin/all`, ({ request }) => authorize(request).response ?? list(request, 'staff')),
    http.get(`${base}/admin/:id`, ({ request, params }) => {
      const guard = authorize(request);
      if (guard.response) return guard.response;
      const { current } = find(params.id);
      return current
        ? withVersionTag(ok(`${Noun} retrieved successfully`, { [mock.itemKey]: current }), current)
        : fail(404, mock.notFound);
    }),
    http.get(`${base}/preview/:token`, ({ request, params }) => {
      const guard = authorize(request);
      if (guard.response) return guard.response;
      const item = previews.get(String(params.token));
      if (!item) return fail(404, 'Preview not found or expired');
      const response = ok('Preview retrieved successfully', { [mock.itemKey]: item });
      response.headers.set('X-Robots-Tag', 'noindex, nofollow');
      return response;
    }),
    // The id, the current slug or an earlier one (as the API's public detail reads).
    http.get(`${base}/:id`, ({ params }) => {
      const current = resolve<T>(mock.path, params.id);
      return current && isVisible(current)
        ? ok(`${Noun} retrieved successfully`, { [mock.itemKey]: withoutEditor(current) })
        : fail(404, mock.notFound);
    }),
    http.post(`${base}/preview`, async ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const { id, item } = (await request.json()) as { id?: string; item: B };
      const token = `${newId()}${newId()}${newId()}${newId()}${newId()}`.slice(0, 32);
      const fields = item as unknown as { title: string; slug?: string };
      // As the API: a new item has no slug until it is saved, so the preview shows the one its title would get.
      const slug = fields.slug ?? slugFromTitle(fields.title);
      const preview = {
        ...mock.fromBody(item),
        title: fields.title,
        slug,
        id: id ?? 'preview',
        status: 'draft',
        publishAt: null,
        version: 1,
        createdAt: now(),
        updatedAt: now(),
      } as unknown as T;
      previews.set(token, preview);
      return ok('Preview ready', { token, expiresAt: new Date(Date.now() + 30 * 60_000).toISOString() }, 201);
    }),
    http.post(base, async ({ request }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const parsed = await parseBody<B>(request, mock.createSchema);
      if (parsed.response) return parsed.response;
      const body = parsed.body as B & { title: string; slug?: string };
      const slug = slugFor(mock.path, body.title, body.slug);
      if (slug.response) return slug.response;
      const item = {
        ...mock.fromBody(parsed.body),
        slug: slug.slug,
        status: 'published',
        publishAt: null,
        ...publishing(parsed.body, 'published'),
        id: newId(),
        version: 1,
        updatedBy: guard.user.fullName,
        createdAt: now(),
        updatedAt: now(),
      } as unknown as T;
      mock.items().push(item);
      recordRevision(mock.path, null, item as never, guard.user, 'create');
      return withVersionTag(ok(`${Noun} created successfully`, { [mock.itemKey]: item }, 201), item);
    }),
    http.put(`${base}/:id`, async ({ request, params }) => {
      const guard = authorize(request, WRITERS);
      if (guard.response) return guard.response;
      const { index, current } = find(params.id);
      if (!current) return fail(404, mock.notFound);
      const ifMatch = request.headers.get('If-Match');
      if (ifMatch && ifMatch !== '*' && ifMatch.replace(/"/g, '') !== String(current.version)) {
        const updatedBy = current.updatedBy || 'someone else';
        return Response.json(
          {
            success: false,
            message: `This ${mock.noun} was changed by ${updatedBy} at ${formatNairobiTime(current.updatedAt)}. Reload to see their changes, or overwrite them.`,
            data: { current: { updatedBy, updatedAt: current.updatedAt, version: current.version } },
          },
          { status: 412 },
        );
      }
      const parsed = await parseBody<B>(request, mock.createSchema);
      if (parsed.response) return parsed.response;
      const body = parsed.body as B & { title: string; slug?: string };
      const slug = slugFor(mock.path, body.title, body.slug, current as never);
      if (slug.response) return slug.response;
      const item = {
        ...current,
        ...mock.fromBody(parsed.body, current),
        slug: slug.slug,
        ...publishing(parsed.body),
      } as T;
      const response = save(index, item, `${Noun} updated successfully`, guard.user.fullName);
      recordRevision(mock.path, current as never, mock.items()[index] as never, guard.user, 'update');
      return response;
    }),
    http.post(
      `${base}/:id/publish`,
      setState('published', `${Noun} published`, async () => null),
    ),
    http.post(
      `${base}/:id/unpublish`,
      setState('draft', `${Noun} unpublished`, async () => null),
    ),
    http.post(
      `${base}/:id/schedule`,
      setState('published', `${Noun} scheduled`, async (request) => {
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
      if (!current) return fail(404, mock.notFound);
      mock.items().splice(index, 1);
      return ok(`${Noun} deleted successfully`);
    }),
  ];
}

/** Saves a field change the way the API does (for collection-specific routes like featured and order). */
export function touch<T extends Entity>(item: T, change: Partial<T>, editor: string): T {
  return { ...item, ...change, version: item.version + 1, updatedBy: editor, updatedAt: now() };
}
