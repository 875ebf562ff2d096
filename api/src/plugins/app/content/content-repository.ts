import mongoose, { type Model } from 'mongoose';
import type { PublicationState, Pagination } from '@mwangaza/shared/schemas';
import { formatNairobiTime } from '@mwangaza/shared/time';
import { HttpError, notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination, type PageRequest } from '../../../lib/pagination';
import type { PublishingDoc } from '../../../models/publishing';
import type { Clock } from '../clock';
import { stateFilter, visibleFilter, type Audience, type PublishingChange } from './publishing';

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

type SortSpec = Record<string, 1 | -1>;
type ContentDoc = { id: string; updatedAt: Date } & PublishingDoc;

/** A write's author and, for a save of an edited copy, the version that copy was made from (If-Match). */
export interface WriteContext {
  editor: string;
  ifMatch?: number;
}

/** A create or replace body with its publishing state already read (see publishing.ts). */
export type ContentInput<B> = Omit<B, 'status' | 'publishAt'> & Partial<PublishingChange>;

export interface RepositoryOptions<Doc, Dto> {
  model: Model<Doc>;
  toDto: (doc: Doc) => Dto;
  sort: SortSpec;
  notFoundMessage: string;
  /** 'case study': the stale-save message names the kind. */
  noun: string;
  clock: Clock;
  onChange: () => void;
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
 * published, due items; every write bumps `version` and records who made it; a save made from an older
 * version is refused (412). Every write calls `onChange` so cached public responses are dropped.
 */
export class ContentRepository<Doc extends ContentDoc, Dto extends { image?: string }> {
  private images: ContentImages | undefined;
  protected readonly model: Model<Doc>;
  readonly notFoundMessage: string;
  protected readonly clock: Clock;
  private readonly options: RepositoryOptions<Doc, Dto>;

  constructor(options: RepositoryOptions<Doc, Dto>) {
    this.options = options;
    this.model = options.model;
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

  /** The raw publishing state, for deciding what a write changed. */
  async publishingOf(id: string): Promise<PublishingChange | null> {
    const doc = await this.model.findOne({ id }, { status: 1, publishAt: 1 }).lean<PublishingDoc>().exec();
    return doc ? { status: doc.status ?? 'published', publishAt: doc.publishAt ?? null } : null;
  }

  protected async create(data: Record<string, unknown>, context: WriteContext): Promise<Dto> {
    await this.checkImage(data);
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await this.model.create({
          ...data,
          id: newId(),
          version: 1,
          updatedBy: context.editor,
        } as never);
        this.options.onChange();
        return this.presentOne((created as { toObject(): unknown }).toObject() as Doc);
      } catch (error) {
        // A 7-character id collides about once in 78 billion draws; draw again rather than fail.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }

  protected async replace(id: string, data: Record<string, unknown>, context: WriteContext): Promise<Dto> {
    await this.checkImage(data);
    const optional = this.options.optionalFields ?? [];
    const unset = Object.fromEntries(optional.filter((field) => data[field] === undefined).map((f) => [f, 1]));
    const defined = Object.fromEntries(Object.entries(data).filter(([, value]) => value !== undefined));
    return this.update(id, Object.keys(unset).length ? { $set: defined, $unset: unset } : { $set: defined }, context);
  }

  async setPublishing(id: string, change: PublishingChange, context: WriteContext): Promise<Dto> {
    return this.update(id, { $set: { ...change } }, context);
  }

  async remove(id: string): Promise<void> {
    const result = await this.model.deleteOne({ id }).exec();
    if (result.deletedCount === 0) throw notFound(this.notFoundMessage);
    this.options.onChange();
  }

  /** The soonest publish time still to come, so caches can be dropped when it passes. */
  async nextScheduled(): Promise<Date | null> {
    const doc = await this.model
      .findOne({ status: 'published', publishAt: mongoose.trusted({ $gt: this.clock.now() }) } as never, { publishAt: 1 })
      .sort({ publishAt: 1 })
      .lean<PublishingDoc>()
      .exec();
    return doc?.publishAt ?? null;
  }

  protected async update(id: string, update: Record<string, unknown>, context: WriteContext): Promise<Dto> {
    const set = { ...(update.$set as Record<string, unknown> | undefined), updatedBy: context.editor };
    const filter = context.ifMatch === undefined ? { id } : { id, version: context.ifMatch };
    const doc = await this.model
      .findOneAndUpdate(filter, { ...update, $set: set, $inc: { version: 1 } }, { returnDocument: 'after', runValidators: true })
      .lean<Doc>()
      .exec();
    if (!doc) throw await this.missingOrStale(id);
    this.options.onChange();
    return this.presentOne(doc);
  }

  /** 404 when the item is gone; 412 with who saved the current version when the copy was stale. */
  private async missingOrStale(id: string): Promise<HttpError> {
    const current = await this.model.findOne({ id }, { updatedBy: 1, updatedAt: 1, version: 1 }).lean<ContentDoc>().exec();
    if (!current) return notFound(this.notFoundMessage);
    const updatedBy = current.updatedBy || 'someone else';
    const updatedAt = current.updatedAt.toISOString();
    return new HttpError(
      412,
      `This ${this.options.noun} was changed by ${updatedBy} at ${formatNairobiTime(updatedAt)}. Reload to see their changes, or overwrite them.`,
      { current: { updatedBy, updatedAt, version: current.version ?? 1 } },
    );
  }
}
