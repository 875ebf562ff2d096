import { Type } from 'typebox';
import { CaseStudy, CaseStudyList, CultureItem, Insight, InsightList } from '../src/schemas';
import { expectFailure, expectSuccess } from './expect-body';
import { CategoryList, FORBIDDEN } from './response-schemas';
import { caseStudyBody, cultureItemBody, insightBody } from './samples';
import type { Call } from './target';

/** The routes one collection has and the others do not (every collection's common routes: content.contract.ts). */
export function describeCollectionRoutesContract(call: Call): void {
  describe('collection-specific routes', () => {
    it('lists the insights with a tag, naming their author with their profile and the reading time', async () => {
      const tag = `tag-${Math.random().toString(36).slice(2, 8)}`;
      const created = expectSuccess<{ insight: { id: string; author: string } }>(
        await call('POST', '/insights', { as: 'editor', body: { ...insightBody(), tags: [tag] } }),
        201,
        Type.Object({ insight: Insight }),
      ).insight;
      type Listed = { id: string; authorName?: string; authorProfile?: object; readingTime: number };
      const listed = expectSuccess<{ insights: Listed[] }>(
        await call('GET', `/insights?tag=${tag}`),
        200,
        InsightList,
      ).insights;
      expect(listed.map((item) => item.id)).toEqual([created.id]);
      expect(listed[0]!.authorName).toMatch(/^Contract Person/);
      expect(listed[0]!.authorProfile).toMatchObject({
        id: created.author,
        name: listed[0]!.authorName,
        role: 'Contract Analyst',
      });
      expect(listed[0]!.readingTime).toBe(1);
      const byAuthor = expectSuccess<{ insights: { id: string }[] }>(
        await call('GET', `/insights?author=${created.author}&limit=100`),
        200,
        InsightList,
      ).insights;
      expect(byAuthor.map((item) => item.id)).toContain(created.id);
    });

    it("names a case study's team by their profiles and lists a person's case studies", async () => {
      const item = expectSuccess<{ caseStudy: { id: string; teamMembers: string[] } }>(
        await call('POST', '/case-studies', { as: 'editor', body: caseStudyBody() }),
        201,
        Type.Object({ caseStudy: CaseStudy }),
      ).caseStudy;
      const [person] = item.teamMembers;
      const read = expectSuccess<{ caseStudy: { teamProfiles: { id: string; slug: string }[] } }>(
        await call('GET', `/case-studies/${item.id}`),
        200,
        Type.Object({ caseStudy: CaseStudy }),
      ).caseStudy;
      expect(read.teamProfiles.map((profile) => profile.id)).toEqual([person]);
      const theirs = expectSuccess<{ caseStudies: { id: string }[] }>(
        await call('GET', `/case-studies?person=${person}&limit=100`),
        200,
        CaseStudyList,
      ).caseStudies;
      expect(theirs.map((caseStudy) => caseStudy.id)).toContain(item.id);
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
