import mongoose from 'mongoose';
import { newId } from '../lib/ids';
import { slugFromTitle } from '../lib/slug';
import type { Models } from '../models';
import type { ContentDoc } from '../models/content-model';
import { seedCaseStudies } from '../seed/data/case-studies';
import { seedInsights } from '../seed/data/insights';
import { seedPeople } from '../seed/data/people';
import { SHIPPED_PICTURES } from '../seed/data/pictures';
import { ShippedPictures } from '../plugins/app/media/shipped-pictures';
import type { Migration } from './migration';
import { publicContentChanged } from './public-content-changed';

const DAY_MS = 24 * 60 * 60 * 1000;
const PUBLISHED = { status: 'published', publishAt: null, version: 1, updatedBy: '' };

/** Whether this database was seeded with the sample content (some of it is still there). */
async function hasSampleContent(models: Models): Promise<boolean> {
  const ids = (records: readonly { id: string }[]) => ({
    id: mongoose.trusted({ $in: records.map((r) => r.id) }),
  });
  return Boolean(
    (await models.CaseStudy.exists(ids(seedCaseStudies)).exec()) ??
    (await models.Insight.exists(ids(seedInsights)).exec()),
  );
}

/** The sample team and their portraits, as a first start seeds them today. */
async function addSampleTeam(models: Models, now: number): Promise<number> {
  const portraits = SHIPPED_PICTURES.filter((picture) => picture.path.startsWith('/images/people/'));
  const urls = await new ShippedPictures(models.Media).ensure(portraits);
  const docs = seedPeople.map((person, index) => {
    const createdAt = new Date(now - (seedPeople.length - index) * 1000);
    return {
      ...person,
      ...PUBLISHED,
      image: urls.get(person.image) ?? person.image,
      slug: person.id,
      createdAt,
      updatedAt: createdAt,
    };
  });
  await models.Person.collection.insertMany(docs);
  return docs.length;
}

/** The person who signs a staff member's articles: theirs if one names their account, else a new profile. */
async function personOfAccount(models: Models, account: string, role: string, now: Date) {
  const existing = await models.Person.findOne({ account }, { id: 1 }).lean<{ id: string }>().exec();
  if (existing) return existing.id;
  const user = await models.User.findOne({ id: account }, { fullName: 1, demo: 1 })
    .lean<{ fullName: string; demo?: boolean }>()
    .exec();
  // The demo administrator signs nothing: its articles become the consultancy's.
  if (!user || user.demo) return undefined;
  const id = newId();
  let slug = slugFromTitle(user.fullName);
  if (await models.Person.exists({ slug }).exec()) slug = `${slug}-${id}`;
  await models.Person.collection.insertOne({
    id,
    name: user.fullName,
    slug,
    role: role || 'Mwangaza Analytics',
    links: [],
    order: 100,
    discoveryCalls: false,
    account,
    ...PUBLISHED,
    createdAt: now,
    updatedAt: now,
  });
  return id;
}

/**
 * Insights were signed by a staff account (and its role typed on each insight); they are now signed by a
 * person of the People collection, shown with their photo and linked to their profile, and a case study names
 * its team. A database seeded with the sample content gains the sample team, its sample insights are signed
 * by them, and those nobody has edited since they were seeded become the current articles (their depth and
 * their own dates). Every other insight is signed by the profile of the account that wrote it (made from the
 * account when there is none), or by the consultancy when that was the demo administrator.
 */
export const peopleAndBylines: Migration = {
  id: 'people-and-bylines',
  description:
    'insights are signed by people (the sample team on sample content), case studies name their team',
  async up({ models, clock }) {
    const now = clock();
    let changed = 0;
    const sample = (await hasSampleContent(models)) && !(await models.Person.exists({}).exec());
    if (sample) changed += await addSampleTeam(models, now);

    const current = new Map(seedInsights.map((insight) => [insight.id, insight]));
    const insights = await models.Insight.find({})
      .lean<(ContentDoc & { author?: string; authorRole?: string })[]>()
      .exec();
    for (const insight of insights) {
      const seeded = current.get(insight.id);
      const set: Record<string, unknown> = {};
      // A person's id; null: signed by the consultancy; undefined: as it is.
      let author: string | null | undefined;
      if (seeded && sample) {
        author = seeded.author;
        if (insight.updatedAt.getTime() === insight.createdAt.getTime()) {
          const published = new Date(now - seeded.daysAgo * DAY_MS);
          Object.assign(set, {
            summary: seeded.summary,
            body: seeded.body,
            tags: seeded.tags,
            relatedServices: seeded.relatedServices,
            createdAt: published,
            updatedAt: published,
          });
        }
      } else if (insight.author && !(await models.Person.exists({ id: insight.author }).exec())) {
        author =
          (await personOfAccount(models, insight.author, insight.authorRole ?? '', new Date(now))) ?? null;
      }
      if (author) set.author = author;
      const unset = { authorRole: '', ...(author === null ? { author: '' } : {}) };
      const result = await models.Insight.collection.updateOne(
        { id: insight.id },
        { ...(Object.keys(set).length ? { $set: set } : {}), $unset: unset },
      );
      changed += result.modifiedCount;
    }

    if (sample) {
      for (const caseStudy of seedCaseStudies) {
        const result = await models.CaseStudy.collection.updateOne(
          { id: caseStudy.id, teamMembers: { $exists: false } },
          { $set: { teamMembers: caseStudy.teamMembers } },
        );
        changed += result.modifiedCount;
      }
    }
    if (changed > 0) await publicContentChanged(models);
    return changed;
  },
};
