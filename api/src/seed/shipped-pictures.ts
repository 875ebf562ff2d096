import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';
import type { MediaVariantFormat } from '@mwangaza/shared/schemas';
import { mediaFileUrl, type MediaDoc, type MediaModel, type MediaVariantDoc } from '../models/media.model';
import { CONTENT_TYPES } from '../plugins/app/media/image-variants';
import type { MediaStore } from '../plugins/app/media/media-store';
import { siteFileOf, type ShippedPicture } from './data/pictures';

/**
 * Where the site's pictures are: beside the bundle in a build (build.mjs copies them there), else the shared
 * package's public folder (development and tests).
 */
function picturesRoot(): string {
  const bundled = path.join(__dirname, 'shipped-pictures');
  return existsSync(bundled) ? bundled : path.resolve(__dirname, '../../../shared/public');
}

/** A shipped picture's media id: the same on every database, so that a migration or a re-run finds it. */
export function shippedMediaId(picture: Pick<ShippedPicture, 'path'>): string {
  const digest = createHash('sha256').update(`shipped:${picture.path}`).digest();
  return (digest.readBigUInt64BE(0) % 36n ** 7n).toString(36).padStart(7, '0');
}

const VARIANT = /^(.+)-(\d+)w\.(avif|webp)$/;

/**
 * Puts the site's own pictures in the media library as they were drawn: their AVIF and WebP widths become
 * the library's variants (content-addressed like an upload's), the widest WebP its full-size file. Nothing is
 * re-encoded, so it takes a moment at first start. A picture already in the library is left as staff left it.
 */
export class ShippedPictures {
  constructor(
    private readonly model: MediaModel,
    private readonly store: MediaStore,
    private readonly root = picturesRoot(),
  ) {}

  /** Each picture's site file ('/images/x.webp') → its library URL, for the pictures in the library. */
  async ensure(pictures: readonly ShippedPicture[]): Promise<Map<string, string>> {
    const urls = new Map<string, string>();
    for (const picture of pictures) {
      const id = shippedMediaId(picture);
      const doc = (await this.model.findOne({ id }).lean<MediaDoc>().exec()) ?? (await this.add(id, picture));
      if (doc) urls.set(siteFileOf(picture), mediaFileUrl(doc.id, doc.fallback));
    }
    return urls;
  }

  private async add(id: string, picture: ShippedPicture): Promise<MediaDoc | null> {
    const folder = path.join(this.root, path.dirname(picture.path));
    const name = path.basename(picture.path);
    const files = existsSync(folder) ? await readdir(folder) : [];
    const variants: MediaVariantDoc[] = [];
    try {
      for (const file of files) {
        const match = VARIANT.exec(file);
        if (!match || match[1] !== name) continue;
        const data = await readFile(path.join(folder, file));
        const { width = 0, height = 0 } = await sharp(data).metadata();
        const format = match[3] as MediaVariantFormat;
        const hash = createHash('sha256').update(data).digest('hex').slice(0, 16);
        const stored = `${width}w-${hash}.${format}`;
        await this.store.put(id, stored, data, CONTENT_TYPES[format]!);
        variants.push({ format, width, height, file: stored, bytes: data.length });
      }
      const fallback = variants
        .filter((variant) => variant.format === 'webp')
        .sort((a, b) => b.width - a.width)[0];
      // The picture's files are not there (a deploy without them): content keeps the site's own file.
      if (!fallback) return null;
      const created = await this.model.create({
        id,
        filename: `${name}.webp`,
        alt: picture.alt,
        format: 'webp',
        width: fallback.width,
        height: fallback.height,
        size: fallback.bytes,
        fallback: fallback.file,
        variants: variants.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format)),
      });
      return created.toObject();
    } catch (error) {
      await this.store.removeAll(id).catch(() => undefined);
      throw error;
    }
  }
}
