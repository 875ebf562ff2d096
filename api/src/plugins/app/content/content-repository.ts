import mongoose, { type Model } from 'mongoose';
import type { Pagination, RevisionAuthor } from '@mwangaza/shared/schemas';
import { HttpError, MESSAGES, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination, type PageRequest } from '../../../lib/pagination';
import { escapeRegExp } from '../../../lib/search';
import { firstFreeSlug, isReadableId, slugFromTitle } from '../../../lib/slug';
import type { SlugDoc } from '../../../models/slug-fields';
import type { RevisionDoc } from '../../../models/revision.model';
import type { RevisionStore, Snapshot } from './revision-store';

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

type SortSpec = Record<string, 1 | -1>;
type BaseDoc = SlugDoc & { id: string; title: string };
/** Who saved: the signed-in account, recorded with each revision. */
export type Actor = RevisionAuthor;
type WriteAction = 'update' | 'restore';

/** The media library as content sees it (MediaService): image checks on writes, image details on reads. */
export interface ContentImages {
  assertUsable(imageUrl: string | undefined): Promise<void>;
  attachImages<T extends { image?: string }>(items: T[]): Promise<T[]>;
}

export interface ContentCollection<Doc, Dto> {
  /** The collection's name in URLs and revisions ('case-studies'). */
  name: string;
  model: Model<Doc>;
  toDto: (doc: Doc) => Dto;
  sort: SortSpec;
  notFoundMessage: string;
  /** 'case study': in messages. */
  noun: string;
  /** The fields a person edits (the create schema's): what a revision keeps and a restore brings back. */
  editableFields: readonly string[];
  /** Optional fields a full update (PUT) removes when they are left out. */
  optionalFields?: readonly string[];
}

/**
 * Reads and writes one content collection keyed by its string `id`, mapping documents to the shared schema
 * shape. Every write keeps a revision and calls `onChange` so cached public responses are dropped. Each item
 * has a unique slug for its public address; earlier slugs are kept so old addresses can redirect.
 */
export class ContentRepository<Doc extends BaseDoc, Dto extends { image?: string }> {
  protected readonly model: Model<Doc>;
  private images: ContentImages | undefined;
  readonly name: string;
  readonly notFoundMessage: string;

  constructor(
    private readonly options: ContentCollection<Doc, Dto>,
    private readonly revisions: RevisionStore,
    protected readonly onChange: () => void,
  ) {
    this.model = options.model;
    this.name = options.name;
    this.notFoundMessage = options.notFoundMessage;
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

  async list(filter: Record<string, unknown>, query: { page?: number; limit?: number }): Promise<ListResult<Dto>> {
    const page: PageRequest = pageRequest(query);
    const [docs, total] = await Promise.all([
      this.model.find(filter).sort(this.options.sort).skip(page.skip).limit(page.limit).lean<Doc[]>().exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { items: await this.present(docs), pagination: pagination(page, total) };
  }

  async get(id: string): Promise<Dto> {
    return this.presentOne(await this.findDoc(id));
  }

  /**
   * A public address: the id, the current slug, or an earlier slug (which the caller redirects). A slug never
   * equals another item's id or slug (see slugOwner), so only earlier slugs can be ambiguous: the newest wins.
   */
  async resolve(idOrSlug: string): Promise<Dto> {
    const doc =
      (await this.model.findOne({ id: idOrSlug }).lean<Doc>().exec()) ??
      (await this.model.findOne({ slug: idOrSlug }).lean<Doc>().exec()) ??
      (await this.model.findOne({ previousSlugs: idOrSlug }).sort({ updatedAt: -1 }).lean<Doc>().exec());
    if (!doc) throw notFound(this.notFoundMessage);
    return this.presentOne(doc);
  }

  async create(data: Omit<Doc, 'id' | 'createdAt' | 'updatedAt'>, actor: Actor): Promise<Dto> {
    await this.checkImage(data as { image?: unknown });
    const requested = data.slug;
    for (let attempt = 0; ; attempt++) {
      const slug = requested ?? (await this.freeSlug(slugFromTitle(data.title)));
      if (requested) await this.assertSlugFree(requested);
      try {
        const created = await this.model.create({ ...data, slug, id: newId() } as never);
        const doc = (created as { toObject(): unknown }).toObject() as Doc;
        await this.revisions.record({ collectionName: this.name, entityId: doc.id, before: null, after: this.snapshot(doc), author: actor, action: 'create' });
        this.onChange();
        return this.presentOne(doc);
      } catch (error) {
        // A 7-character id collides about once in 78 billion draws, a made slug when two saves race: try again.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }

  /** A full update (PUT): optional fields left out are removed; a slug left out stays as it is. */
  async replace(id: string, data: Record<string, unknown>, actor: Actor): Promise<Dto> {
    await this.checkImage(data);
    return this.update(id, this.replacement(data), actor);
  }

  async remove(id: string): Promise<void> {
    const result = await this.model.deleteOne({ id }).exec();
    if (result.deletedCount === 0) throw notFound(this.notFoundMessage);
    await this.revisions.removeAll(this.name, id);
    this.onChange();
  }

  /** Newest first; 404 for an unknown item. */
  async history(id: string): Promise<RevisionDoc[]> {
    await this.findDoc(id);
    return this.revisions.list(this.name, id);
  }

  async revision(id: string, revisionId: string): Promise<RevisionDoc> {
    await this.findDoc(id);
    const revision = await this.revisions.get(this.name, id, revisionId);
    if (!revision) throw notFound(MESSAGES.revisionNotFound);
    return revision;
  }

  /** Brings back a revision's editable fields; a slug another item has taken since stays as it is now. */
  async restore(id: string, revisionId: string, actor: Actor): Promise<Dto> {
    const revision = await this.revision(id, revisionId);
    const fields: Record<string, unknown> = {};
    for (const key of this.options.editableFields) if (key in revision.snapshot) fields[key] = revision.snapshot[key];
    if (typeof fields.slug === 'string' && (await this.slugOwner(fields.slug, id))) delete fields.slug;
    await this.checkImage(fields);
    return this.update(id, this.replacement(fields), actor, 'restore', revision.number);
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
      await this.model.updateOne({ id: doc.id, slug: mongoose.trusted({ $exists: false }) }, { $set: { slug } }, { timestamps: false }).exec();
    }
    return missing.length;
  }

  protected async update(id: string, update: Record<string, unknown>, actor: Actor, action: WriteAction = 'update', restoredFrom?: number): Promise<Dto> {
    const before = await this.findDoc(id);
    const set = update.$set as Record<string, unknown> | undefined;
    if (set && typeof set.slug === 'string' && set.slug !== before.slug) {
      await this.assertSlugFree(set.slug, id);
      const earlier = [...(before.previousSlugs ?? []), ...(before.slug ? [before.slug] : [])];
      set.previousSlugs = [...new Set(earlier)].filter((slug) => slug !== set.slug);
    }
    let doc: Doc | null;
    try {
      doc = await this.model.findOneAndUpdate({ id }, update, { returnDocument: 'after', runValidators: true }).lean<Doc>().exec();
    } catch (error) {
      if (isDuplicateKeyError(error)) throw this.slugTaken();
      throw error;
    }
    if (!doc) throw notFound(this.notFoundMessage);
    await this.revisions.record({ collectionName: this.name, entityId: id, before: this.snapshot(before), after: this.snapshot(doc), author: actor, action, restoredFrom });
    this.onChange();
    return this.presentOne(doc);
  }

  private replacement(data: Record<string, unknown>): Record<string, unknown> {
    const optional = this.options.optionalFields ?? [];
    const unset = Object.fromEntries(optional.filter((field) => data[field] === undefined).map((f) => [f, 1]));
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
    const owners = await this.model.find({ $or: [{ slug }, { id: slug }] }, { id: 1 }).lean<Pick<Doc, 'id'>[]>().exec();
    return owners.find((owner) => owner.id !== exceptId)?.id ?? null;
  }

  private async assertSlugFree(slug: string, exceptId?: string): Promise<void> {
    if (await this.slugOwner(slug, exceptId)) throw this.slugTaken();
  }

  private slugTaken(): HttpError {
    return new HttpError(409, `This address is already used by another ${this.options.noun}. Choose another slug.`);
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
