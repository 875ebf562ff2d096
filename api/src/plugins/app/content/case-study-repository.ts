import {
  CASE_STUDY_CATEGORIES,
  type CaseStudy,
  type CaseStudyCategory,
  CreateCaseStudy,
  type StaffCaseStudyListQuery,
} from '@mwangaza/shared/schemas';
import { MESSAGES, notFound } from '../../../lib/http-error';
import { searchFilter } from '../../../lib/search';
import { toCaseStudy, type CaseStudyDoc, type CaseStudyModel } from '../../../models/case-study.model';
import type { Clock } from '../clock';
import {
  ContentRepository,
  revisedFields,
  type ContentInput,
  type ListResult,
  type WriteContext,
} from './content-repository';
import type { RevisionStore } from './revision-store';
import { visibleFilter, type Audience } from './publishing';

const OPTIONAL_FIELDS = [
  'challenge',
  'approach',
  'solution',
  'technologies',
  'timeline',
  'team',
  'testimonial',
];

export class CaseStudyRepository extends ContentRepository<CaseStudyDoc, CaseStudy> {
  constructor(model: CaseStudyModel, clock: Clock, revisions: RevisionStore, onChange: () => void) {
    super({
      name: 'case-studies',
      model,
      toDto: toCaseStudy,
      sort: { createdAt: -1, id: 1 },
      notFoundMessage: MESSAGES.caseStudyNotFound,
      noun: 'case study',
      clock,
      revisions,
      onChange,
      editableFields: revisedFields(CreateCaseStudy.properties),
      optionalFields: OPTIONAL_FIELDS,
    });
  }

  /** Public search covers title, client and brief; the admin list covers title, client and category (spec 5). */
  search(query: StaffCaseStudyListQuery, audience: Audience): Promise<ListResult<CaseStudy>> {
    const fields = audience === 'public' ? ['title', 'client', 'brief'] : ['title', 'client', 'category'];
    const filter: Record<string, unknown> = searchFilter(query.search, fields);
    if (query.category) filter.category = query.category;
    if (query.featured) filter.featured = query.featured === 'true';
    return this.list(filter, query, audience);
  }

  createItem(body: ContentInput<CreateCaseStudy>, context: WriteContext): Promise<CaseStudy> {
    return this.create({ ...body, featured: body.featured ?? false }, context);
  }

  replaceItem(id: string, body: ContentInput<CreateCaseStudy>, context: WriteContext): Promise<CaseStudy> {
    return this.replace(id, { ...body }, context);
  }

  async toggleFeatured(id: string, context: WriteContext): Promise<CaseStudy> {
    const current = await this.model
      .findOne({ id }, { featured: 1 })
      .lean<Pick<CaseStudyDoc, 'featured'>>()
      .exec();
    if (!current) throw notFound(this.notFoundMessage);
    return this.update(id, { $set: { featured: !current.featured } }, context);
  }

  /** The categories of published, due case studies, in the spec's fixed order. */
  async categories(): Promise<CaseStudyCategory[]> {
    const used = new Set(
      (await this.model.distinct('category', visibleFilter(this.clock.now())).exec()) as string[],
    );
    return CASE_STUDY_CATEGORIES.filter((category) => used.has(category));
  }
}
