import { Schema, type Connection, type Model } from 'mongoose';
import { addSlugIndexes, slugFields, type SlugDoc } from './slug-fields';
import { publishingPaths, toPublishing, type PublishingDoc } from './publishing';
import type { CaseStudy, CaseStudyCategory, Testimonial } from '@mwangaza/shared/schemas';

export interface CaseStudyDoc extends PublishingDoc, SlugDoc {
  id: string;
  title: string;
  client: string;
  category: CaseStudyCategory;
  brief: string;
  image: string;
  results: string[];
  featured: boolean;
  challenge?: string;
  approach?: string;
  solution?: string;
  technologies?: string[];
  timeline?: string;
  team?: string;
  testimonial?: Testimonial;
  createdAt: Date;
  updatedAt: Date;
}

const caseStudySchema = new Schema<CaseStudyDoc>(
  {
    id: { type: String, required: true, unique: true },
    ...slugFields,
    ...publishingPaths,
    title: { type: String, required: true },
    client: { type: String, required: true },
    category: { type: String, required: true, index: true },
    brief: { type: String, required: true },
    image: { type: String, required: true },
    results: { type: [String], default: [] },
    featured: { type: Boolean, default: false, index: true },
    challenge: String,
    approach: String,
    solution: String,
    technologies: { type: [String], default: undefined },
    timeline: String,
    team: String,
    testimonial: {
      type: new Schema({ quote: String, author: String, role: String }, { _id: false }),
      default: undefined,
    },
  },
  { timestamps: true, versionKey: false, collection: 'caseStudies' },
);
addSlugIndexes(caseStudySchema);
caseStudySchema.index({ createdAt: -1, id: 1 });
caseStudySchema.index({ status: 1, publishAt: 1 });

export type CaseStudyModel = Model<CaseStudyDoc>;
export const createCaseStudyModel = (connection: Connection): CaseStudyModel =>
  connection.model<CaseStudyDoc>('CaseStudy', caseStudySchema);

const OPTIONAL_TEXT = ['challenge', 'approach', 'solution', 'timeline', 'team'] as const;

export function toCaseStudy(doc: CaseStudyDoc): CaseStudy {
  const caseStudy: CaseStudy = {
    id: doc.id,
    title: doc.title,
    client: doc.client,
    category: doc.category,
    brief: doc.brief,
    image: doc.image,
    results: [...doc.results],
    featured: Boolean(doc.featured),
    slug: doc.slug ?? doc.id,
    ...toPublishing(doc),
    createdAt: doc.createdAt.toISOString(),
    updatedAt: doc.updatedAt.toISOString(),
  };
  // Sections without data are left out so the public page hides them (decisions.md).
  for (const key of OPTIONAL_TEXT) if (doc[key]) caseStudy[key] = doc[key];
  if (doc.technologies?.length) caseStudy.technologies = [...doc.technologies];
  if (doc.testimonial?.quote) {
    const { quote, author, role } = doc.testimonial;
    caseStudy.testimonial = role ? { quote, author, role } : { quote, author };
  }
  return caseStudy;
}
