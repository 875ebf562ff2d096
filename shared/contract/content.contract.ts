import { Type, type TSchema } from 'typebox';
import {
  CaseStudy,
  CaseStudyList,
  CultureItem,
  CultureItemList,
  EditConflict,
  Insight,
  InsightList,
  Pagination,
  Person,
  PersonList,
  Service,
  ServiceList,
  MAX_LIMIT,
  UNPUBLISHED_CONTENT_MESSAGE,
} from '../src/schemas';
import { expectFailure, expectMatches, expectSuccess } from './expect-body';
import { AUTH_REQUIRED, FORBIDDEN, PreviewCreated } from './response-schemas';
import { caseStudyBody, cultureItemBody, insightBody, personBody, serviceBody } from './samples';
import type { Call } from './target';

export interface Collection {
  path: 'services' | 'case-studies' | 'culture' | 'insights' | 'people';
  itemKey: string;
  /** The field that names an item: 'title' unless given. */
  titleKey?: string;
  listKey: string;
  item: TSchema;
  list: TSchema;
  notFound: string;
  body: () => Record<string, unknown>;
}

export const COLLECTIONS: Collection[] = [
  {
    path: 'services',
    itemKey: 'service',
    listKey: 'services',
    item: Service,
    list: ServiceList,
    notFound: 'Service not found',
    body: serviceBody,
  },
  {
    path: 'case-studies',
    itemKey: 'caseStudy',
    listKey: 'caseStudies',
    item: CaseStudy,
    list: CaseStudyList,
    notFound: 'Case study not found',
    body: caseStudyBody,
  },
  {
    path: 'culture',
    itemKey: 'cultureItem',
    listKey: 'cultureItems',
    item: CultureItem,
    list: CultureItemList,
    notFound: 'Culture item not found',
    body: cultureItemBody,
  },
  {
    path: 'insights',
    itemKey: 'insight',
    listKey: 'insights',
    item: Insight,
    list: InsightList,
    notFound: 'Insight not found',
    body: insightBody,
  },
  {
    path: 'people',
    itemKey: 'person',
    listKey: 'people',
    titleKey: 'name',
    item: Person,
    list: PersonList,
    notFound: 'Person not found',
    body: personBody,
  },
];

export type Item = {
  id: string;
  version: number;
  status: string;
  publishAt: string | null;
  updatedBy?: string;
  [field: string]: unknown;
};

export function describeContentContract(call: Call): void {
  describe.each(COLLECTIONS)('/$path', (collection) => {
    const { path, itemKey, listKey } = collection;
    const titleKey = collection.titleKey ?? 'title';
    const itemOf = (schema: TSchema) => Type.Object({ [itemKey]: schema });
    const create = async (extra: Record<string, unknown> = {}) => {
      const response = await call('POST', `/${path}`, {
        as: 'editor',
        body: { ...collection.body(), ...extra },
      });
      const item = expectSuccess<Record<string, Item>>(response, 201, itemOf(collection.item))[itemKey]!;
      expect(response.headers.get('etag')).toBe(`"${item.version}"`);
      return item;
    };

    it('lists published items to anyone, paged, without who saved them', async () => {
      await create();
      const data = expectSuccess<Record<string, Item[]> & { pagination: Pagination }>(
        await call('GET', `/${path}?page=1&limit=2`),
        200,
        collection.list,
      );
      const { page, limit, total, pages } = data.pagination;
      expect({ page, limit, pages }).toEqual({ page: 1, limit: 2, pages: Math.ceil(total / 2) });
      expect(data[listKey]!.length).toBe(Math.min(2, total));
      for (const item of data[listKey]!) {
        expect(item.status).toBe('published');
        expect(item.updatedBy).toBeUndefined();
      }
    });

    it('pages with the defaults and clamps the limit', async () => {
      const defaults = expectSuccess<{ pagination: Pagination }>(
        await call('GET', `/${path}`),
        200,
        collection.list,
      );
      expect(defaults.pagination).toMatchObject({ page: 1, limit: 10 });
      const clamped = expectSuccess<{ pagination: Pagination }>(
        await call('GET', `/${path}?limit=5000`),
        200,
        collection.list,
      );
      expect(clamped.pagination.limit).toBe(MAX_LIMIT);
      const beyond = expectSuccess<Record<string, Item[]>>(
        await call('GET', `/${path}?page=999`),
        200,
        collection.list,
      );
      expect(beyond[listKey]).toEqual([]);
    });

    it('refuses a page number that is not a positive integer', async () => {
      expectFailure(await call('GET', `/${path}?page=0`), 400, /page/);
      expectFailure(await call('GET', `/${path}?limit=ten`), 400, /limit/);
    });

    it('reads one published item, and answers 404 for drafts and unknown ids', async () => {
      const item = await create();
      const read = expectSuccess<Record<string, Item>>(
        await call('GET', `/${path}/${item.id}`),
        200,
        itemOf(collection.item),
      );
      expect(read[itemKey]).toMatchObject({ id: item.id, [titleKey]: item[titleKey] });
      const draft = await create({ status: 'draft' });
      expectFailure(await call('GET', `/${path}/${draft.id}`), 404, collection.notFound);
      expectFailure(await call('GET', `/${path}/no-such-item`), 404, collection.notFound);
    });

    it('shows editors and administrators every state, with an ETag of the version', async () => {
      expectFailure(await call('GET', `/${path}/admin/all`), 401, AUTH_REQUIRED);
      const draft = await create({ status: 'draft' });
      expectFailure(
        await call('GET', `/${path}/admin/all`, { as: 'user' }),
        403,
        UNPUBLISHED_CONTENT_MESSAGE,
      );
      expectFailure(
        await call('GET', `/${path}/admin/${draft.id}`, { as: 'user' }),
        403,
        UNPUBLISHED_CONTENT_MESSAGE,
      );
      const drafts = expectSuccess<Record<string, Item[]>>(
        await call('GET', `/${path}/admin/all?status=draft&limit=100`, { as: 'editor' }),
        200,
        collection.list,
      );
      expect(drafts[listKey]!.every((item) => item.status === 'draft')).toBe(true);
      expect(drafts[listKey]!.map((item) => item.id)).toContain(draft.id);

      expectFailure(await call('GET', `/${path}/admin/${draft.id}`), 401, AUTH_REQUIRED);
      const one = await call('GET', `/${path}/admin/${draft.id}`, { as: 'editor' });
      expect(expectSuccess<Record<string, Item>>(one, 200, itemOf(collection.item))[itemKey]!.id).toBe(
        draft.id,
      );
      expect(one.headers.get('etag')).toBe(`"${draft.version}"`);
      expectFailure(
        await call('GET', `/${path}/admin/no-such-item`, { as: 'editor' }),
        404,
        collection.notFound,
      );
    });

    it('lets only editors and admins create, and validates the body', async () => {
      expectFailure(await call('POST', `/${path}`, { body: collection.body() }), 401, AUTH_REQUIRED);
      expectFailure(await call('POST', `/${path}`, { as: 'user', body: collection.body() }), 403, FORBIDDEN);
      const created = await create();
      expect(created).toMatchObject({ status: 'published', publishAt: null, version: 1 });
      expect(typeof created.updatedBy).toBe('string');
      const { [titleKey]: _title, ...untitled } = collection.body();
      expectFailure(
        await call('POST', `/${path}`, { as: 'editor', body: untitled }),
        400,
        new RegExp(titleKey),
      );
      expectFailure(
        await call('POST', `/${path}`, { as: 'admin', body: { ...collection.body(), extra: 1 } }),
        400,
      );
    });

    it('replaces with If-Match, refusing a stale version with who saved it', async () => {
      const item = await create();
      const body = { ...collection.body(), [titleKey]: `${String(item[titleKey])} (renamed)` };
      const replaced = await call('PUT', `/${path}/${item.id}`, {
        as: 'editor',
        body,
        headers: { 'If-Match': `"${item.version}"` },
      });
      const saved = expectSuccess<Record<string, Item>>(replaced, 200, itemOf(collection.item))[itemKey]!;
      expect(replaced.headers.get('etag')).toBe(`"${saved.version}"`);
      expect(saved).toMatchObject({ id: item.id, [titleKey]: body[titleKey], version: item.version + 1 });
      const stale = await call('PUT', `/${path}/${item.id}`, {
        as: 'admin',
        body,
        headers: { 'If-Match': `"${item.version}"` },
      });
      expect(stale.status).toBe(412);
      expectMatches(
        Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict }),
        stale.body,
        '412 body',
      );
      expect((stale.body as { data: { current: { version: number } } }).data.current.version).toBe(
        saved.version,
      );
      expectFailure(
        await call('PUT', `/${path}/no-such-item`, { as: 'editor', body }),
        404,
        collection.notFound,
      );
      expectFailure(await call('PUT', `/${path}/${item.id}`, { as: 'user', body }), 403, FORBIDDEN);
    });

    it('publishes, unpublishes and schedules', async () => {
      const item = await create({ status: 'draft' });
      const published = expectSuccess<Record<string, Item>>(
        await call('POST', `/${path}/${item.id}/publish`, { as: 'editor' }),
        200,
        itemOf(collection.item),
      );
      expect(published[itemKey]).toMatchObject({ status: 'published', publishAt: null });
      const unpublished = expectSuccess<Record<string, Item>>(
        await call('POST', `/${path}/${item.id}/unpublish`, { as: 'editor' }),
        200,
        itemOf(collection.item),
      );
      expect(unpublished[itemKey]).toMatchObject({ status: 'draft', publishAt: null });
      const at = new Date(Date.now() + 86_400_000).toISOString();
      const scheduled = expectSuccess<Record<string, Item>>(
        await call('POST', `/${path}/${item.id}/schedule`, { as: 'editor', body: { publishAt: at } }),
        200,
        itemOf(collection.item),
      );
      expect(scheduled[itemKey]).toMatchObject({ status: 'published', publishAt: at });
      expectFailure(await call('GET', `/${path}/${item.id}`), 404, collection.notFound);
      const past = new Date(Date.now() - 86_400_000).toISOString();
      expectFailure(
        await call('POST', `/${path}/${item.id}/schedule`, { as: 'editor', body: { publishAt: past } }),
        400,
      );
      expectFailure(await call('POST', `/${path}/${item.id}/publish`, { as: 'user' }), 403, FORBIDDEN);
      expectFailure(
        await call('POST', `/${path}/no-such-item/publish`, { as: 'editor' }),
        404,
        collection.notFound,
      );
    });

    it('previews an unsaved item for editors and administrators only', async () => {
      expectFailure(
        await call('POST', `/${path}/preview`, { as: 'user', body: { item: collection.body() } }),
        403,
        FORBIDDEN,
      );
      const body = collection.body();
      const { token } = expectSuccess<{ token: string }>(
        await call('POST', `/${path}/preview`, { as: 'editor', body: { item: body } }),
        201,
        PreviewCreated,
      );
      expectFailure(await call('GET', `/${path}/preview/${token}`), 401, AUTH_REQUIRED);
      expectFailure(
        await call('GET', `/${path}/preview/${token}`, { as: 'user' }),
        403,
        UNPUBLISHED_CONTENT_MESSAGE,
      );
      const preview = await call('GET', `/${path}/preview/${token}`, { as: 'editor' });
      expect(
        expectSuccess<Record<string, Item>>(preview, 200, itemOf(collection.item))[itemKey]![titleKey],
      ).toBe(body[titleKey]);
      expect(preview.headers.get('x-robots-tag')).toBe('noindex, nofollow');
    });

    it('deletes for editors and admins', async () => {
      const item = await create();
      expectFailure(await call('DELETE', `/${path}/${item.id}`, { as: 'user' }), 403, FORBIDDEN);
      expectSuccess(await call('DELETE', `/${path}/${item.id}`, { as: 'editor' }), 200);
      expectFailure(await call('GET', `/${path}/${item.id}`), 404, collection.notFound);
      expectFailure(await call('DELETE', `/${path}/${item.id}`, { as: 'editor' }), 404, collection.notFound);
    });
  });
}
