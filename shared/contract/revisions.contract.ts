import { Type, type TSchema } from 'typebox';
import {
  CaseStudy,
  CultureItem,
  CultureItemList,
  Insight,
  Revision,
  RevisionList,
  RevisionSummary,
  Service,
  UNPUBLISHED_CONTENT_MESSAGE,
} from '../src/schemas';
import { expectFailure, expectSuccess } from './expect-body';
import { AUTH_REQUIRED, FORBIDDEN } from './response-schemas';
import { caseStudyBody, cultureItemBody, insightBody, serviceBody } from './samples';
import type { Call } from './target';

const COLLECTIONS: { path: string; itemKey: string; item: TSchema; body: () => Record<string, unknown> }[] = [
  { path: 'services', itemKey: 'service', item: Service, body: serviceBody },
  { path: 'case-studies', itemKey: 'caseStudy', item: CaseStudy, body: caseStudyBody },
  { path: 'culture', itemKey: 'cultureItem', item: CultureItem, body: cultureItemBody },
  { path: 'insights', itemKey: 'insight', item: Insight, body: insightBody },
];

type Item = { id: string; version: number; slug: string; title: string };
type Summary = { id: string; number: number; action: string };

const slugOf = (what: string) => `contract-${what}-${Math.random().toString(36).slice(2, 8)}`;

export function describeRevisionsContract(call: Call): void {
  describe.each(COLLECTIONS)('/$path slugs and revisions', ({ path, itemKey, item, body }) => {
    const one = Type.Object({ [itemKey]: item });
    const create = async (extra: Record<string, unknown> = {}) =>
      expectSuccess<Record<string, Item>>(
        await call('POST', `/${path}`, { as: 'editor', body: { ...body(), ...extra } }),
        201,
        one,
      )[itemKey]!;

    it('reads an item by its current slug or an earlier one, and refuses a taken slug', async () => {
      const first = slugOf('first');
      const created = await create({ slug: first });
      expect(created.slug).toBe(first);
      const bySlug = expectSuccess<Record<string, Item>>(await call('GET', `/${path}/${first}`), 200, one);
      expect(bySlug[itemKey]!.id).toBe(created.id);
      const second = slugOf('second');
      expectSuccess(
        await call('PUT', `/${path}/${created.id}`, { as: 'editor', body: { ...body(), slug: second } }),
        200,
        one,
      );
      const moved = expectSuccess<Record<string, Item>>(await call('GET', `/${path}/${first}`), 200, one);
      expect(moved[itemKey]!.slug).toBe(second);
      expectFailure(await call('POST', `/${path}`, { as: 'editor', body: { ...body(), slug: second } }), 409);
    });

    it('keeps a revision per save, shows each, and restores one', async () => {
      const created = await create();
      const renamed = { ...body(), title: `${created.title} (renamed)` };
      expectSuccess(await call('PUT', `/${path}/${created.id}`, { as: 'editor', body: renamed }), 200, one);
      expectFailure(await call('GET', `/${path}/${created.id}/revisions`), 401, AUTH_REQUIRED);
      expectFailure(
        await call('GET', `/${path}/${created.id}/revisions`, { as: 'user' }),
        403,
        UNPUBLISHED_CONTENT_MESSAGE,
      );
      const { revisions } = expectSuccess<{ revisions: Summary[] }>(
        await call('GET', `/${path}/${created.id}/revisions`, { as: 'editor' }),
        200,
        RevisionList,
      );
      expect(revisions.map((revision) => revision.number)).toEqual([2, 1]);
      const oldest = revisions.at(-1)!;
      const shown = expectSuccess<{ revision: { snapshot: Record<string, unknown> } }>(
        await call('GET', `/${path}/${created.id}/revisions/${oldest.id}`, { as: 'editor' }),
        200,
        Type.Object({ revision: Revision }),
      );
      expect(shown.revision.snapshot.title).toBe(created.title);
      expectFailure(
        await call('POST', `/${path}/${created.id}/revisions/${oldest.id}/restore`, { as: 'user' }),
        403,
        FORBIDDEN,
      );
      const restored = expectSuccess<Record<string, Item> & { revision: Summary }>(
        await call('POST', `/${path}/${created.id}/revisions/${oldest.id}/restore`, { as: 'editor' }),
        200,
        Type.Object({ [itemKey]: item, revision: RevisionSummary }),
      );
      expect(restored[itemKey]!.title).toBe(created.title);
      expect(restored.revision).toMatchObject({ number: 3, action: 'restore' });
      expectFailure(
        await call('GET', `/${path}/${created.id}/revisions/nosuchrevision`, { as: 'editor' }),
        404,
      );
    });
  });

  describe('PUT /culture/order', () => {
    it('moves the whole sequence at once, or nothing', async () => {
      const listed = expectSuccess<{ cultureItems: { id: string }[] }>(
        await call('GET', '/culture/admin/all?limit=100', { as: 'editor' }),
        200,
        CultureItemList,
      );
      const ids = listed.cultureItems.map((entry) => entry.id).reverse();
      expectFailure(await call('PUT', '/culture/order', { as: 'user', body: { ids } }), 403, FORBIDDEN);
      expectFailure(
        await call('PUT', '/culture/order', { as: 'editor', body: { ids: [...ids, 'no-such-item'] } }),
        400,
      );
      expectSuccess(await call('PUT', '/culture/order', { as: 'editor', body: { ids } }), 200);
    });
  });
}
