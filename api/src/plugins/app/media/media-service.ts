import {
  mediaIdFromUrl,
  sniffImageType,
  type Media,
  type MediaImage,
  type MediaListQuery,
} from '@mwangaza/shared/schemas';
import mongoose from 'mongoose';
import { HttpError, notFound } from '../../../lib/http-error';
import { newId } from '../../../lib/ids';
import { pageRequest, pagination } from '../../../lib/pagination';
import { searchFilter } from '../../../lib/search';
import type { ListResult } from '../content/content-types';
import { toMedia, type MediaDoc, type MediaModel } from '../../../models/media.model';

import { CONTENT_TYPES, processImage } from './image-variants';
import type { MediaStore } from './media-store';
import { describeUsage, type MediaUsageFinder } from './media-usage';

export const MEDIA_MESSAGES = {
  notFound: 'Media not found',
  unsupported: (filename: string) =>
    `"${filename}" is not a JPEG, PNG, WebP or AVIF image. SVG and other file types are not accepted.`,
  missing: 'The image chosen from the media library no longer exists: choose another one',
  altRequired: 'The image chosen from the media library has no alt text: add it in the media library first',
} as const;

export interface Upload {
  filename: string;
  data: Buffer;
}

const contentTypeOf = (file: string) =>
  CONTENT_TYPES[file.slice(file.lastIndexOf('.') + 1)] ?? 'application/octet-stream';

/** The media library: uploads (checked, stripped, resized), reads with usage, alt text, refusing in-use deletes. */
export class MediaService {
  constructor(
    private readonly model: MediaModel,
    readonly store: MediaStore,
    private readonly usage: MediaUsageFinder,
    /** Entities embed alt text and variants: their cached public responses change with the library. */
    private readonly onChange: () => void,
  ) {}

  /** Checks the type from the bytes before anything is decoded; refuses the whole request on the first bad file. */
  assertAcceptable(upload: Upload): void {
    if (!sniffImageType(upload.data)) throw new HttpError(415, MEDIA_MESSAGES.unsupported(upload.filename));
  }

  async upload(upload: Upload, uploadedBy: string | undefined): Promise<Media> {
    const format = sniffImageType(upload.data);
    if (!format) throw new HttpError(415, MEDIA_MESSAGES.unsupported(upload.filename));
    const image = await processImage(upload.data, format);
    const id = newId();
    try {
      for (const variant of image.variants) {
        await this.store.put(id, variant.file, variant.data, contentTypeOf(variant.file));
      }
      const doc = await this.model.create({
        id,
        filename: upload.filename.slice(0, 255) || 'image',
        alt: '',
        format,
        width: image.width,
        height: image.height,
        size: upload.data.length,
        fallback: image.fallback.file,
        variants: image.variants.map(({ format: f, width, height, file, data }) => ({
          format: f,
          width,
          height,
          file,
          bytes: data.length,
        })),
        uploadedBy,
      });
      return { ...toMedia(doc.toObject()), usedBy: [] };
    } catch (error) {
      await this.store.removeAll(id).catch(() => undefined);
      throw error;
    }
  }

  async list(query: MediaListQuery): Promise<ListResult<Media>> {
    const page = pageRequest(query);
    const filter = searchFilter(query.search, ['filename', 'alt']);
    const [docs, total] = await Promise.all([
      this.model
        .find(filter)
        .sort({ createdAt: -1, id: 1 })
        .skip(page.skip)
        .limit(page.limit)
        .lean<MediaDoc[]>()
        .exec(),
      this.model.countDocuments(filter).exec(),
    ]);
    const usage = await this.usage.find(docs.map((doc) => doc.id));
    const items = docs.map((doc) => ({ ...toMedia(doc), usedBy: usage.get(doc.id) ?? [] }));
    return { items, pagination: pagination(page, total) };
  }

  async get(id: string): Promise<Media> {
    const doc = await this.model.findOne({ id }).lean<MediaDoc>().exec();
    if (!doc) throw notFound(MEDIA_MESSAGES.notFound);
    const usage = await this.usage.find([id]);
    return { ...toMedia(doc), usedBy: usage.get(id) ?? [] };
  }

  /** Alt text may not be emptied while a page shows the image (it would be announced as nothing). */
  async updateAlt(id: string, alt: string): Promise<Media> {
    if (!alt.trim()) {
      const usedBy = (await this.usage.find([id])).get(id) ?? [];
      if (usedBy.length) {
        throw new HttpError(409, `Alt text is required while the image is used by ${describeUsage(usedBy)}.`);
      }
    }
    const doc = await this.model
      .findOneAndUpdate({ id }, { $set: { alt: alt.trim() } }, { returnDocument: 'after' })
      .lean<MediaDoc>()
      .exec();
    if (!doc) throw notFound(MEDIA_MESSAGES.notFound);
    this.onChange();
    const usage = await this.usage.find([id]);
    return { ...toMedia(doc), usedBy: usage.get(id) ?? [] };
  }

  /** 409 naming every place that uses it; otherwise the record goes first, so no page links to missing files. */
  async remove(id: string): Promise<Media> {
    const media = await this.get(id);
    if (media.usedBy?.length) {
      throw new HttpError(
        409,
        `"${media.filename}" is used by ${describeUsage(media.usedBy)}. Choose another image there before deleting it.`,
      );
    }
    await this.model.deleteOne({ id }).exec();
    await this.store.removeAll(id);
    this.onChange();
    return media;
  }

  /** For content writes: a library image must exist and have alt text before a public page may show it. */
  async assertUsable(imageUrl: string | undefined): Promise<void> {
    const id = mediaIdFromUrl(imageUrl);
    if (!id) return;
    const doc = await this.model.findOne({ id }, { alt: 1 }).lean<Pick<MediaDoc, 'alt'>>().exec();
    if (!doc) throw new HttpError(400, MEDIA_MESSAGES.missing);
    if (!doc.alt?.trim()) throw new HttpError(400, MEDIA_MESSAGES.altRequired);
  }

  /** Adds `imageMedia` to every item whose `image` is a library URL (one query for the whole list). */
  async attachImages<T extends { image?: string; imageMedia?: MediaImage }>(items: T[]): Promise<T[]> {
    const ids = [
      ...new Set(items.map((item) => mediaIdFromUrl(item.image)).filter((id): id is string => Boolean(id))),
    ];
    if (!ids.length) return items;
    // trusted(): sanitizeFilter would otherwise turn the operator into a literal value.
    const docs = await this.model
      .find({ id: mongoose.trusted({ $in: ids }) })
      .lean<MediaDoc[]>()
      .exec();
    const byId = new Map(docs.map((doc) => [doc.id, toMedia(doc)]));
    return items.map((item) => {
      const media = byId.get(mediaIdFromUrl(item.image) ?? '');
      if (!media) return item;
      const { id, alt, width, height, variants } = media;
      return { ...item, imageMedia: { id, alt, width, height, variants } };
    });
  }
}
