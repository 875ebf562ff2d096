import type { CollectionDescriptor } from '@mwangaza/shared/collections';
import {
  MARKDOWN_IMAGE_MESSAGES,
  findMarkdownImages,
  markdownImageProblem,
  markdownMediaIds,
} from '@mwangaza/shared/markdown/images';
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
import type { ContentItem, ListResult } from '../content/content-types';
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

  /**
   * For content writes: a library `image` must exist and have alt text before a public page may show it;
   * images in the Markdown fields that take them must be the library's, exist and have their own alt text.
   */
  async assertContent(collection: CollectionDescriptor, data: Record<string, unknown>): Promise<void> {
    if (typeof data.image === 'string') await this.assertUsable(data.image);
    for (const field of collection.markdownImages ?? []) {
      const text = typeof data[field] === 'string' ? (data[field] as string) : '';
      const problem = markdownImageProblem(text);
      if (problem) throw new HttpError(400, problem);
      const ids = markdownMediaIds(text);
      if (!ids.length) continue;
      const found = new Set((await this.findByIds(ids)).map((doc) => doc.id));
      const missing = findMarkdownImages(text).find((image) => !found.has(mediaIdFromUrl(image.src) ?? ''));
      if (missing) throw new HttpError(400, MARKDOWN_IMAGE_MESSAGES.missing(missing.src));
    }
  }

  private async assertUsable(imageUrl: string): Promise<void> {
    const id = mediaIdFromUrl(imageUrl);
    if (!id) return;
    const doc = await this.model.findOne({ id }, { alt: 1 }).lean<Pick<MediaDoc, 'alt'>>().exec();
    if (!doc) throw new HttpError(400, MEDIA_MESSAGES.missing);
    if (!doc.alt?.trim()) throw new HttpError(400, MEDIA_MESSAGES.altRequired);
  }

  private findByIds(ids: readonly string[]): Promise<MediaDoc[]> {
    // trusted(): sanitizeFilter would otherwise turn the operator into a literal value.
    return this.model
      .find({ id: mongoose.trusted({ $in: ids }) })
      .lean<MediaDoc[]>()
      .exec();
  }

  /**
   * Adds `imageMedia` to every item whose `image` is a library URL, and `inlineMedia` (the images its
   * Markdown fields show) where the collection's texts take images: one query for the whole list.
   */
  async attachImages<T extends ContentItem>(items: T[], collection?: CollectionDescriptor): Promise<T[]> {
    const inline = (item: T) =>
      (collection?.markdownImages ?? []).flatMap((field) =>
        typeof item[field] === 'string' ? markdownMediaIds(item[field] as string) : [],
      );
    const ids = [
      ...new Set(
        items
          .flatMap((item) => [mediaIdFromUrl(item.image), ...inline(item)])
          .filter((id): id is string => Boolean(id)),
      ),
    ];
    if (!ids.length) return items;
    const byId = new Map((await this.findByIds(ids)).map((doc) => [doc.id, toMediaImage(doc)]));
    return items.map((item) => {
      const cover = byId.get(mediaIdFromUrl(item.image) ?? '');
      const shown = [...new Set(inline(item))].flatMap((id) => byId.get(id) ?? []);
      return {
        ...item,
        ...(cover ? { imageMedia: cover } : {}),
        ...(shown.length ? { inlineMedia: shown } : {}),
      };
    });
  }
}

function toMediaImage(doc: MediaDoc): MediaImage {
  const { id, alt, width, height, variants } = toMedia(doc);
  return { id, alt, width, height, variants };
}
