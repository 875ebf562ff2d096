import { http } from 'msw';
import { CASE_STUDY_CATEGORIES, CreateCaseStudy, type CaseStudy } from '../../schemas';
import { db } from '../db';
import { contentHandlers, isVisible, touch } from './content';
import { recordRevision } from './content-store';
import { API, WRITERS, authorize, fail, matchesSearch, ok } from './respond';

const NOT_FOUND = 'Case study not found';

export const caseStudyHandlers = [
  http.get(`${API}/case-studies/categories`, () => {
    const inUse = CASE_STUDY_CATEGORIES.filter((category) =>
      db.caseStudies.some((c) => c.category === category && isVisible(c)),
    );
    return ok('Categories retrieved successfully', { categories: inUse });
  }),
  http.patch(`${API}/case-studies/:id/featured`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const index = db.caseStudies.findIndex((c) => c.id === params.id);
    const current = db.caseStudies[index];
    if (!current) return fail(404, NOT_FOUND);
    const caseStudy = touch(current, { featured: !current.featured }, guard.user.fullName);
    db.caseStudies[index] = caseStudy;
    recordRevision('case-studies', current as never, caseStudy as never, guard.user, 'update');
    return ok(caseStudy.featured ? 'Case study featured' : 'Case study unfeatured', { caseStudy });
  }),
  ...contentHandlers<CaseStudy, CreateCaseStudy>({
    path: 'case-studies',
    noun: 'case study',
    plural: 'case studies',
    itemKey: 'caseStudy',
    listKey: 'caseStudies',
    createSchema: CreateCaseStudy,
    notFound: NOT_FOUND,
    items: () => db.caseStudies,
    matches: (c, params, audience) => {
      const category = params.get('category');
      const featured = params.get('featured');
      // Spec section 5: public search on title, client, brief; admin search on title, client, category.
      const search =
        audience === 'staff'
          ? matchesSearch(params.get('search'), c.title, c.client, c.category)
          : matchesSearch(params.get('search'), c.title, c.client, c.brief);
      const featuredOk = featured === 'true' ? c.featured : featured === 'false' ? !c.featured : true;
      return search && (!category || c.category === category) && featuredOk;
    },
    sort: (a, b) => b.createdAt.localeCompare(a.createdAt),
    fromBody: ({ status: _s, publishAt: _p, ...body }, current) => ({
      ...body,
      featured: body.featured ?? current?.featured ?? false,
    }),
  }),
];
