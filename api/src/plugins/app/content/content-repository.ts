import mongoose, { type Model } from 'mongoose';
import type { PublicationState, Pagination, RevisionAuthor } from '@mwangaza/shared/schemas';
import { formatNairobiTime } from '@mwangaza/shared/time';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination, type PageRequest } from '../../../lib/pagination';
import { escapeRegExp } from '../../../lib/search';
import { firstFreeSlug, isReadableId, slugFromTitle } from '../../../lib/slug';
import type { PublishingDoc } from '../../../models/publishing';
import type { SlugDoc } from '../../../models/slug-fields';
import type { RevisionDoc } from '../../../models/revision.model';
import type { Clock } from '../clock';
import { stateFilter, visibleFilter, type Audience, type PublishingChange } from './publishing';
import type { RevisionStore, Snapshot } from './revision-store';

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

type SortSpec = Record<string, 1 | -1>;
type ContentDoc = { id: string; title: string; updatedAt: Date } & PublishingDoc & SlugDoc;
/** Who saved: the signed-in account, recorded with each revision. */
export type Actor = RevisionAuthor;
type WriteAction = 'update' | 'restore';

/**
 * A write's author (`editor`, shown with the version; `actor`, kept with the revision) and, for a save of an
 * edited copy, the version that copy was made from (If-Match).
 */
export interface WriteContext {
  editor: string;
  actor: Actor;
  ifMatch?: number;
}

/** A create or replace body with its publishing state already read (see publishing.ts). */
export type ContentInput<B> = Omit<B, 'status' | 'publishAt'> & Partial<PublishingChange>;

/** Publishing is not content: revisions leave it out, so a restore never publishes or unpublishes. */
const UNREVISED = new Set(['status', 'publishAt']);

/** The fields of a create schema that a revision keeps. */
export const revisedFields = (properties: object, except: readonly string[] = []): string[] =>
  Object.keys(properties).filter((key) => !UNREVISED.has(key) && !except.includes(key));

export interface RepositoryOptions<Doc, Dto> {
  /** The collection's name in URLs and revisions ('case-studies'). */
  name: string;
  model: Model<Doc>;
  toDto: (doc: Doc) => Dto;
  sort: SortSpec;
  notFoundMessage: string;
  /** 'case study': the stale-save and slug messages name the kind. */
  noun: string;
  clock: Clock;
  revisions: RevisionStore;
  onChange: () => void;
  /** The fields a person edits (see revisedFields): what a revision keeps and a restore brings back. */
  editableFields: readonly string[];
  /** Optional fields a full update (PUT) removes when they are left out. */
  optionalFields?: readonly string[];
}

/** The media library as content sees it (MediaService): image checks on writes, image details on reads. */
export interface ContentImages {
  assertUsable(imageUrl: string | undefined): Promise<void>;
  attachImages<T extends { image?: string }>(items: T[]): Promise<T[]>;
}

/**
 * Reads and writes one content collection keyed by its string `id`, mapping documents to the shared schema
 * shape: the one publishing and safe-editing layer of the three collections. Visitors' reads see only
 * published, due items; every write bumps `version`, records who made it and keeps a revision; a save made
 * from an older version is refused (412). Every write calls `onChange` so cached public responses are
 * dropped. Each item has a unique slug for its public address; earlier slugs are kept so old addresses can
 * redirect.
 */
export class ContentRepository<Doc extends ContentDoc, Dto extends { image?: string }> {
  private images: ContentImages | undefined;
  protected readonly model: Model<Doc>;
  readonly name: string;
  readonly notFoundMessage: string;
  protected readonly clock: Clock;
  protected readonly options: RepositoryOptions<Doc, Dto>;

  constructor(options: RepositoryOptions<Doc, Dto>) {
    this.options = options;
    this.model = options.model;
    this.name = options.name;
    this.notFoundMessage = options.notFoundMessage;
    this.clock = options.clock;
  }

  /** Library images: writes check them (exists, has alt text), reads carry their variants (`imageMedia`). */
  useImages(images: ContentImages): void {
    this.images = images;
  }

  private async present(docs: Doc[]): Promise<Dto[]> {
    const items = docs.map(this.options.toDto);
    return this.images ? this.images.attachImages(items) : items;
  }

  private async presentOne(doc: Doc): Promise<Dto> {
    const [item] = await this.present([doc]);
    return item as Dto;
  }

  private async checkImage(data: { image?: unknown }): Promise<void> {
    if (typeof data.image === 'string') await this.images?.assertUsable(data.image);
  }

  async list(
    filter: Record<string, unknown>,
    query: { page?: number; limit?: number; status?: PublicationState },
    audience: Audience,
  ): Promise<ListResult<Dto>> {
    const page: PageRequest = pageRequest(query);
    const now = this.clock.now();
    const parts = [filter];
    if (audience === 'public') parts.push(visibleFilter(now));
    else if (query.status) parts.push(stateFilter(query.status, now));
    const where = parts.length > 1 ? { $and: parts } : filter;
    const [docs, total] = await Promise.all([
      this.model.find(where).sort(this.options.sort).skip(page.skip).limit(page.limit).lean<Doc[]>().exec(),
      this.model.countDocuments(where).exec(),
    ]);
    return { items: await this.present(docs), pagination: pagination(page, total) };
  }

  async get(id: string, audience: Audience): Promise<Dto> {
    const filter = audience === 'public' ? { $and: [{ id }, visibleFilter(this.clock.now())] } : { id };
    const doc = await this.model.findOne(filter).lean<Doc>().exec();
    if (!doc) throw notFound(this.notFoundMessage);
    return this.presentOne(doc);
  }

  /**
   * A public address: the id, the current slug, or an earlier slug (which the caller redirects); visitors see
   * only published, due items. A slug never equals another item's id or slug (see slugOwner), so only earlier
   * slugs can be ambiguous: the newest wins.
   */
  async resolve(idOrSlug: string, audience: Audience = 'public'): Promise<Dto> {
    const where = (key: Record<string, unknown>) =>
      audience === 'public' ? { $and: [key, visibleFilter(this.clock.now())] } : key;
    const doc =
      (await this.model
        .findOne(where({ id: idOrSlug }))
        .lean<Doc>()
        .exec()) ??
      (await this.model
        .findOne(where({ slug: idOrSlug }))
        .lean<Doc>()
        .exec()) ??
      (await this.model
        .findOne(where({ previousSlugs: idOrSlug }))
        .sort({ updatedAt: -1 })
        .lean<Doc>()
        .exec());
    if (!doc) throw notFound(this.notFoundMessage);
    return this.presentOne(doc);
  }

  /** The raw publishing state, for deciding what a write changed. */
  async publishingOf(id: string): Promise<PublishingChange | null> {
    const doc = await this.model.findOne({ id }, { status: 1, publishAt: 1 }).lean<PublishingDoc>().exec();
    return doc ? { status: doc.status ?? 'published', publishAt: doc.publishAt ?? null } : null;
  }

  protected async create(data: Record<string, unknown>, context: WriteContext): Promise<Dto> {
    await this.checkImage(data);
    const requested = typeof data.slug === 'string' ? data.slug : undefined;
    for (let attempt = 0; ; attempt++) {
      const slug = requested ?? (await this.freeSlug(slugFromTitle(String(data.title))));
      if (requested) await this.assertSlugFree(requested);
      try {
        const created = await this.model.create({
          ...data,
          slug,
          id: newId(),
          version: 1,
          updatedBy: context.editor,
        } as never);
        const doc = (created as { toObject(): unknown }).toObject() as Doc;
        await this.options.revisions.record({
          collectionName: this.name,
          entityId: doc.id,
          before: null,
          after: this.snapshot(doc),
          author: context.actor,
          action: 'create',
        });
        this.options.onChange();
        return this.presentOne(doc);
      } catch (error) {
        // A 7-character id collides about once in 78 billion draws, a made slug when two saves race: try again.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }

  /** A full update (PUT): optional fields left out are removed; a slug left out stays as it is. */
  protected async replace(id: string, data: Record<string, unknown>, context: WriteContext): Promise<Dto> {
    await this.checkImage(data);
    return this.update(id, this.replacement(data), context);
  }

  async setPublishing(id: string, change: PublishingChange, context: WriteContext): Promise<Dto> {
    return this.update(id, { $set: { ...change } }, context);
  }

  async remove(id: string): Promise<void> {
    const result = await this.model.deleteOne({ id }).exec();
    if (result.deletedCount === 0) throw notFound(this.notFoundMessage);
    await this.options.revisions.removeAll(this.name, id);
    this.options.onChange();
  }

  /** Newest first; 404 for an unknown item. */
  async history(id: string): Promise<RevisionDoc[]> {
    await this.findDoc(id);
    return this.options.revisions.list(this.name, id);
  }

  async revision(id: string, revisionId: string): Promise<RevisionDoc> {
    await this.findDoc(id);
    const revision = await this.options.revisions.get(this.name, id, revisionId);
    if (!revision) throw notFound(MESSAGES.revisionNotFound);
    return revision;
  }

  /**
   * Brings back a revision's editable fields as a new version (publishing stays as it is: revisions do not
   * hold it); a slug another item has taken since stays as it is now.
   */
  async restore(id: string, revisionId: string, context: WriteContext): Promise<Dto> {
    const revision = await this.revision(id, revisionId);
    const fields: Record<string, unknown> = {};
    for (const key of this.options.editableFields)
      if (key in revision.snapshot) fields[key] = revision.snapshot[key];
    if (typeof fields.slug === 'string' && (await this.slugOwner(fields.slug, id))) delete fields.slug;
    await this.checkImage(fields);
    return this.update(id, this.replacement(fields), context, 'restore', revision.number);
  }

  /** Documents written before slugs existed get one: their readable seeded id, or one made from the title. */
  async ensureSlugs(): Promise<number> {
    const missing = await this.model
      .find({ slug: mongoose.trusted({ $exists: false }) }, { id: 1, title: 1 })
      .lean<Pick<Doc, 'id' | 'title'>[]>()
      .exec();
    for (const doc of missing) {
      const base = isReadableId(doc.id) ? doc.id : slugFromTitle(doc.title);
      const slug = await this.freeSlug(base, doc.id);
      await this.model
        .updateOne(
          { id: doc.id, slug: mongoose.trusted({ $exists: false }) },
          { $set: { slug } },
          { timestamps: false },
        )
        .exec();
    }
    return missing.length;
  }

  protected async update(
    id: string,
    update: Record<string, unknown>,
    context: WriteContext,
    action: WriteAction = 'update',
    restoredFrom?: number,
  ): Promise<Dto> {
    const before = await this.findDoc(id);
    const set: Record<string, unknown> = {
      ...(update.$set as Record<string, unknown> | undefined),
      updatedBy: context.editor,
    };
    if (typeof set.slug === 'string' && set.slug !== before.slug) {
      await this.assertSlugFree(set.slug, id);
      const earlier = [...(before.previousSlugs ?? []), ...(before.slug ? [before.slug] : [])];
      set.previousSlugs = [...new Set(earlier)].filter((slug) => slug !== set.slug);
    }
    const filter = context.ifMatch === undefined ? { id } : { id, version: context.ifMatch };
    let doc: Doc | null;
    try {
      doc = await this.model
        .findOneAndUpdate(
          filter,
          { ...update, $set: set, $inc: { version: 1 } },
          { returnDocument: 'after', runValidators: true },
        )
        .lean<Doc>()
        .exec();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw this.slugTaken();
      throw error;
    }
    if (!doc) throw await this.missingOrStale(id);
    await this.options.revisions.record({
      collectionName: this.name,
      entityId: id,
      before: this.snapshot(before),
      after: this.snapshot(doc),
      author: context.actor,
      action,
      restoredFrom,
    });
    this.options.onChange();
    return this.presentOne(doc);
  }

  /** The soonest publish time still to come, so caches can be dropped when it passes. */
  async nextScheduled(): Promise<Date | null> {
    const doc = await this.model
      .findOne({ status: 'published', publishAt: mongoose.trusted({ $gt: this.clock.now() }) } as never, {
        publishAt: 1,
      })
      .sort({ publishAt: 1 })
      .lean<PublishingDoc>()
      .exec();
    return doc?.publishAt ?? null;
  }

  /** 404 when the item is gone; 412 with who saved the current version when the copy was stale. */
  private async missingOrStale(id: string): Promise<HttpError> {
    const current = await this.model
      .findOne({ id }, { updatedBy: 1, updatedAt: 1, version: 1 })
      .lean<ContentDoc>()
      .exec();
    if (!current) return notFound(this.notFoundMessage);
    const updatedBy = current.updatedBy || 'someone else';
    const updatedAt = current.updatedAt.toISOString();
    return new HttpError(
      412,
      `This ${this.options.noun} was changed by ${updatedBy} at ${formatNairobiTime(updatedAt)}. Reload to see their changes, or overwrite them.`,
      { current: { updatedBy, updatedAt, version: current.version ?? 1 } },
    );
  }

  private replacement(data: Record<string, unknown>): Record<string, unknown> {
    const optional = this.options.optionalFields ?? [];
    const unset = Object.fromEntries(
      optional.filter((field) => data[field] === undefined).map((f) => [f, 1]),
    );
    const set = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    return Object.keys(unset).length ? { $set: set, $unset: unset } : { $set: set };
  }

  /** The editable fields of a document, as the API returns them (so a diff sees what a person sees). */
  private snapshot(doc: Doc): Snapshot {
    const dto = this.options.toDto(doc) as Record<string, unknown>;
    const snapshot: Snapshot = {};
    for (const key of this.options.editableFields) if (dto[key] !== undefined) snapshot[key] = dto[key];
    return snapshot;
  }

  private async findDoc(id: string): Promise<Doc> {
    const doc = await this.model.findOne({ id }).lean<Doc>().exec();
    if (!doc) throw notFound(this.notFoundMessage);
    return doc;
  }

  /** Another item whose slug or id is `slug`: an address must name one item, whichever way it is read. */
  private async slugOwner(slug: string, exceptId?: string): Promise<string | null> {
    const owners = await this.model
      .find({ $or: [{ slug }, { id: slug }] }, { id: 1 })
      .lean<Pick<Doc, 'id'>[]>()
      .exec();
    return owners.find((owner) => owner.id !== exceptId)?.id ?? null;
  }

  private async assertSlugFree(slug: string, exceptId?: string): Promise<void> {
    if (await this.slugOwner(slug, exceptId)) throw this.slugTaken();
  }

  private slugTaken(): HttpError {
    return new HttpError(
      409,
      `This address is already used by another ${this.options.noun}. Choose another slug.`,
    );
  }

  /** `base`, or the first of `base-2`, `base-3`... that no other item of the collection has as its slug or id. */
  private async freeSlug(base: string, exceptId?: string): Promise<string> {
    const pattern = new RegExp(`^${escapeRegExp(base)}(-\\d+)?$`);
    const rows = await this.model
      .find({ $or: [{ slug: pattern }, { id: pattern }] }, { id: 1, slug: 1 })
      .lean<Array<SlugDoc & { id: string }>>()
      .exec();
    const taken = rows.filter((row) => row.id !== exceptId).flatMap((row) => [row.id, row.slug ?? '']);
    return firstFreeSlug(base, new Set(taken));
  }
}
