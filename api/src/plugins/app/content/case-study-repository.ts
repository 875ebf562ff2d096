import {
  CASE_STUDY_CATEGORIES,
  type CaseStudy,
  type CaseStudyCategory,
  type CaseStudyListQuery,
  CreateCaseStudy,
} from '@mwangaza/shared/schemas';
import { MESSAGES, notFound } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toCaseStudy, type CaseStudyDoc, type CaseStudyModel } from '../../../models/case-study.model';
import { ContentRepository, type Actor, type ListResult } from './content-repository';
import type { RevisionStore } from './revision-store';

const OPTIONAL_FIELDS = ['challenge', 'approach', 'solution', 'technologies', 'timeline', 'team', 'testimonial'];

export class CaseStudyRepository extends ContentRepository<CaseStudyDoc, CaseStudy> {
  constructor(model: CaseStudyModel, revisions: RevisionStore, onChange: () => void) {
    super(
      {
        name: 'case-studies',
        model,
        toDto: toCaseStudy,
        sort: { createdAt: -1, id: 1 },
        notFoundMessage: MESSAGES.caseStudyNotFound,
        noun: 'case study',
        editableFields: Object.keys(CreateCaseStudy.properties),
        optionalFields: OPTIONAL_FIELDS,
      },
      revisions,
      onChange,
    );
  }

  /** Public search covers title, client and brief; the admin list covers title, client and category (spec 5). */
  search(query: CaseStudyListQuery, scope: 'public' | 'admin'): Promise<ListResult<CaseStudy>> {
    const fields = scope === 'public' ? ['title', 'client', 'brief'] : ['title', 'client', 'category'];
    const filter: Record<string, unknown> = searchFilter(query.search, fields);
    if (query.category) filter.category = query.category;
    if (query.featured) filter.featured = query.featured === 'true';
    return this.list(filter, query);
  }

  createCaseStudy(body: CreateCaseStudy, actor: Actor): Promise<CaseStudy> {
    return this.create({ ...body, featured: body.featured ?? false }, actor);
  }

  async toggleFeatured(id: string, actor: Actor): Promise<CaseStudy> {
    const current = await this.model.findOne({ id }, { featured: 1 }).lean<Pick<CaseStudyDoc, 'featured'>>().exec();
    if (!current) throw notFound(this.notFoundMessage);
    return this.update(id, { $set: { featured: !current.featured } }, actor);
  }

  /** The categories in use, in the spec's fixed order. */
  async categories(): Promise<CaseStudyCategory[]> {
    const used = new Set((await this.model.distinct('category').exec()) as string[]);
    return CASE_STUDY_CATEGORIES.filter((category) => used.has(category));
  }
}
