import { http } from 'msw';
import { CASE_STUDY_CATEGORIES, CreateCaseStudy, type CaseStudy } from '../../schemas';
import { db, newId } from '../db';
import { recordRevision, resolve, slugFor } from './content-store';
import { API, WRITERS, authorize, fail, matchesSearch, now, ok, paginate, parseBody } from './respond';

const NOT_FOUND = 'Case study not found';

const newestFirst = (a: CaseStudy, b: CaseStudy) => b.createdAt.localeCompare(a.createdAt);

function list(request: Request, admin: boolean) {
  const url = new URL(request.url);
  const search = url.searchParams.get('search');
  const category = url.searchParams.get('category');
  const featured = url.searchParams.get('featured');
  const found = db.caseStudies
    .filter((c) =>
      // Spec section 5: public search on title, client, brief; admin search on title, client, category.
      admin
        ? matchesSearch(search, c.title, c.client, c.category)
        : matchesSearch(search, c.title, c.client, c.brief),
    )
    .filter((c) => !category || c.category === category)
    .filter((c) => (featured === 'true' ? c.featured : featured === 'false' ? !c.featured : true))
    .sort(newestFirst);
  const { items, pagination } = paginate(found, url);
  return ok('Case studies retrieved successfully', { caseStudies: items, pagination });
}

function guardWrite(request: Request, id: unknown) {
  const guard = authorize(request, WRITERS);
  if (guard.response) return { response: guard.response };
  const index = db.caseStudies.findIndex((c) => c.id === id);
  if (index < 0) return { response: fail(404, NOT_FOUND) };
  return { index, current: db.caseStudies[index] as CaseStudy, user: guard.user };
}

export const caseStudyHandlers = [
  http.get(`${API}/case-studies`, ({ request }) => list(request, false)),
  http.get(
    `${API}/case-studies/admin/all`,
    ({ request }) => authorize(request).response ?? list(request, true),
  ),
  http.get(`${API}/case-studies/categories`, () => {
    const inUse = CASE_STUDY_CATEGORIES.filter((category) =>
      db.caseStudies.some((c) => c.category === category),
    );
    return ok('Categories retrieved successfully', { categories: inUse });
  }),
  http.get(`${API}/case-studies/:id`, ({ params }) => {
    const caseStudy = resolve<CaseStudy>('case-studies', params.id);
    return caseStudy ? ok('Case study retrieved successfully', { caseStudy }) : fail(404, NOT_FOUND);
  }),
  http.post(`${API}/case-studies`, async ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const parsed = await parseBody<CreateCaseStudy>(request, CreateCaseStudy);
    if (parsed.response) return parsed.response;
    const slug = slugFor('case-studies', parsed.body.title, parsed.body.slug);
    if (slug.response) return slug.response;
    const caseStudy: CaseStudy = {
      id: newId(),
      ...parsed.body,
      slug: slug.slug,
      featured: parsed.body.featured ?? false,
      createdAt: now(),
      updatedAt: now(),
    };
    db.caseStudies.push(caseStudy);
    recordRevision('case-studies', null, caseStudy, guard.user, 'create');
    return ok('Case study created successfully', { caseStudy }, 201);
  }),
  http.put(`${API}/case-studies/:id`, async ({ request, params }) => {
    const found = guardWrite(request, params.id);
    if (found.response) return found.response;
    const parsed = await parseBody<CreateCaseStudy>(request, CreateCaseStudy);
    if (parsed.response) return parsed.response;
    const featured = parsed.body.featured ?? found.current.featured;
    const slug = slugFor('case-studies', parsed.body.title, parsed.body.slug, found.current);
    if (slug.response) return slug.response;
    const caseStudy: CaseStudy = { ...found.current, ...parsed.body, slug: slug.slug, featured, updatedAt: now() };
    db.caseStudies[found.index] = caseStudy;
    recordRevision('case-studies', found.current, caseStudy, found.user, 'update');
    return ok('Case study updated successfully', { caseStudy });
  }),
  http.patch(`${API}/case-studies/:id/featured`, ({ request, params }) => {
    const found = guardWrite(request, params.id);
    if (found.response) return found.response;
    const caseStudy: CaseStudy = { ...found.current, featured: !found.current.featured, updatedAt: now() };
    db.caseStudies[found.index] = caseStudy;
    recordRevision('case-studies', found.current, caseStudy, found.user, 'update');
    return ok(caseStudy.featured ? 'Case study featured' : 'Case study unfeatured', { caseStudy });
  }),
  http.delete(`${API}/case-studies/:id`, ({ request, params }) => {
    const found = guardWrite(request, params.id);
    if (found.response) return found.response;
    db.caseStudies.splice(found.index, 1);
    return ok('Case study deleted successfully');
  }),
];
