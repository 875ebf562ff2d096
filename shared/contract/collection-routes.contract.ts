import { Type } from 'typebox';
import { CaseStudy, CaseStudyList, CultureItem, Insight, InsightList } from '../src/schemas';
import { expectFailure, expectSuccess } from './expect-body';
import { CategoryList, FORBIDDEN } from './response-schemas';
import { caseStudyBody, cultureItemBody, insightBody } from './samples';
import type { Call } from './target';

/** The routes one collection has and the others do not (every collection's common routes: content.contract.ts). */
export function describeCollectionRoutesContract(call: Call): void {
  describe('collection-specific routes', () => {
    it('lists the insights with a tag, naming their author and reading time', async () => {
      const tag = `tag-${Math.random().toString(36).slice(2, 8)}`;
      const created = expectSuccess<{ insight: { id: string } }>(
        await call('POST', '/insights', { as: 'editor', body: { ...insightBody(), tags: [tag] } }),
        201,
        Type.Object({ insight: Insight }),
      ).insight;
      const listed = expectSuccess<{ insights: { id: string; authorName?: string; readingTime: number }[] }>(
        await call('GET', `/insights?tag=${tag}`),
        200,
        InsightList,
      ).insights;
      expect(listed.map((item) => item.id)).toEqual([created.id]);
      expect(typeof listed[0]!.authorName).toBe('string');
      expect(listed[0]!.readingTime).toBe(1);
    });

    it('lists the case-study categories in use', async () => {
      const data = expectSuccess<{ categories: string[] }>(
        await call('GET', '/case-studies/categories'),
        200,
        CategoryList,
      );
      expect(data.categories.length).toBeGreaterThan(0);
    });

    it('flips a case study featured without a body', async () => {
      const item = expectSuccess<{ caseStudy: { id: string; featured: boolean } }>(
        await call('POST', '/case-studies', { as: 'editor', body: caseStudyBody() }),
        201,
        Type.Object({ caseStudy: CaseStudy }),
      ).caseStudy;
      const flipped = expectSuccess<{ caseStudy: { featured: boolean } }>(
        await call('PATCH', `/case-studies/${item.id}/featured`, { as: 'editor' }),
        200,
        Type.Object({ caseStudy: CaseStudy }),
      );
      expect(flipped.caseStudy.featured).toBe(!item.featured);
      expectFailure(await call('PATCH', `/case-studies/${item.id}/featured`, { as: 'user' }), 403, FORBIDDEN);
    });

    it('filters public case studies by featured and category', async () => {
      const featured = expectSuccess<{ caseStudies: { featured: boolean; category: string }[] }>(
        await call('GET', '/case-studies?featured=true&category=Finance&limit=100'),
        200,
        CaseStudyList,
      );
      expect(featured.caseStudies.every((item) => item.featured && item.category === 'Finance')).toBe(true);
    });

    it('moves a culture item to another order', async () => {
      const item = expectSuccess<{ cultureItem: { id: string } }>(
        await call('POST', '/culture', { as: 'editor', body: cultureItemBody() }),
        201,
        Type.Object({ cultureItem: CultureItem }),
      ).cultureItem;
      const moved = expectSuccess<{ cultureItem: { order: number } }>(
        await call('PATCH', `/culture/${item.id}/order`, { as: 'editor', body: { order: 42 } }),
        200,
        Type.Object({ cultureItem: CultureItem }),
      );
      expect(moved.cultureItem.order).toBe(42);
      expectFailure(
        await call('PATCH', `/culture/${item.id}/order`, { as: 'editor', body: { order: -1 } }),
        400,
      );
      expectFailure(
        await call('PATCH', `/culture/${item.id}/order`, { as: 'user', body: { order: 1 } }),
        403,
        FORBIDDEN,
      );
    });
  });
}
