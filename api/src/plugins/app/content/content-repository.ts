import type { Model } from 'mongoose';
import { notFound } from '../../../lib/http-error';
import { isDuplicateKeyError, newId } from '../../../lib/ids';
import { pageRequest, pagination, type PageRequest } from '../../../lib/pagination';
import type { Pagination } from '@mwangaza/shared/schemas';

export interface ListResult<T> {
  items: T[];
  pagination: Pagination;
}

type SortSpec = Record<string, 1 | -1>;

/** The media library as content sees it (MediaService): image checks on writes, image details on reads. */
export interface ContentImages {
  assertUsable(imageUrl: string | undefined): Promise<void>;
  attachImages<T extends { image?: string }>(items: T[]): Promise<T[]>;
}

/**
 * Reads and writes one content collection keyed by its string `id`, mapping documents to the shared
 * schema shape. Every write calls `onChange` so cached public responses are dropped.
 */
export class ContentRepository<Doc extends { id: string }, Dto extends { image?: string }> {
  private images: ContentImages | undefined;

  constructor(
    protected readonly model: Model<Doc>,
    private readonly toDto: (doc: Doc) => Dto,
    private readonly sort: SortSpec,
    readonly notFoundMessage: string,
    protected readonly onChange: () => void,
    /** Optional fields a full update (PUT) removes when they are left out. */
    private readonly optionalFields: readonly string[] = [],
  ) {}

  /** Library images: writes check them (exists, has alt text), reads carry their variants (`imageMedia`). */
  useImages(images: ContentImages): void {
    this.images = images;
  }

  private async present(docs: Doc[]): Promise<Dto[]> {
    const items = docs.map(this.toDto);
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
      this.model.find(filter).sort(this.sort).skip(page.skip).limit(page.limit).lean<Doc[]>().exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    return { items: await this.present(docs), pagination: pagination(page, total) };
  }

  async get(id: string): Promise<Dto> {
    const doc = await this.model.findOne({ id }).lean<Doc>().exec();
    if (!doc) throw notFound(this.notFoundMessage);
    return this.presentOne(doc);
  }

  async create(data: Omit<Doc, 'id' | 'createdAt' | 'updatedAt'>): Promise<Dto> {
    await this.checkImage(data as { image?: unknown });
    for (let attempt = 0; ; attempt++) {
      try {
        const created = await this.model.create({ ...data, id: newId() } as never);
        this.onChange();
        return this.presentOne((created as { toObject(): unknown }).toObject() as Doc);
      } catch (error) {
        // A 7-character id collides about once in 78 billion draws; draw again rather than fail.
        if (!isDuplicateKeyError(error) || attempt >= 3) throw error;
      }
    }
  }

  async replace(id: string, data: Record<string, unknown>): Promise<Dto> {
    await this.checkImage(data);
    const unset = Object.fromEntries(this.optionalFields.filter((field) => data[field] === undefined).map((f) => [f, 1]));
    return this.update(id, Object.keys(unset).length ? { $set: data, $unset: unset } : { $set: data });
  }

  async remove(id: string): Promise<void> {
    const result = await this.model.deleteOne({ id }).exec();
    if (result.deletedCount === 0) throw notFound(this.notFoundMessage);
    this.onChange();
  }

  protected async update(id: string, update: Record<string, unknown>): Promise<Dto> {
    const doc = await this.model
      .findOneAndUpdate({ id }, update, { returnDocument: 'after', runValidators: true })
      .lean<Doc>()
      .exec();
    if (!doc) throw notFound(this.notFoundMessage);
    this.onChange();
    return this.presentOne(doc);
  }
}
