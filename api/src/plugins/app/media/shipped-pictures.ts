import { createHash } from 'node:crypto';
import { existsSync, statSync } from 'node:fs';
import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import type { MediaVariantFormat } from '@mwangaza/shared/schemas';
import {
  mediaFileUrl,
  type MediaDoc,
  type MediaModel,
  type MediaVariantDoc,
} from '../../../models/media.model';
import { loadSharp } from './image-variants';
import type { StoredFile } from './media-store';
import { SHIPPED_PICTURES, siteFileOf, type ShippedPicture } from '../../../seed/data/pictures';

/**
 * Where the site's pictures are: beside the bundle in a build (build.mjs copies them there), else the shared
 * package's public folder (development and tests).
 */
function picturesRoot(): string {
  const bundled = path.join(__dirname, 'shipped-pictures');
  return existsSync(bundled) ? bundled : path.resolve(__dirname, '../../../../../shared/public');
}

/** A shipped picture's media id: the same on every database, so that a migration or a re-run finds it. */
export function shippedMediaId(picture: Pick<ShippedPicture, 'path'>): string {
  const digest = createHash('sha256').update(`shipped:${picture.path}`).digest();
  return (digest.readBigUInt64BE(0) % 36n ** 7n).toString(36).padStart(7, '0');
}

const VARIANT = /^(.+)-(\d+)w\.(avif|webp)$/;

interface PictureFile {
  format: MediaVariantFormat;
  /** Its name in the library: `<width>w-<hash>.<ext>`, content-addressed like an upload's. */
  name: string;
  /** Where its bytes are. */
  path: string;
  bytes: number;
}

const hashOf = (data: Buffer) => createHash('sha256').update(data).digest('hex').slice(0, 16);

/** A picture's drawn widths (AVIF and WebP) on disk, named as the library names its variants. */
async function filesOf(root: string, picture: ShippedPicture): Promise<(PictureFile & { width: number })[]> {
  const folder = path.join(root, path.dirname(picture.path));
  const name = path.basename(picture.path);
  const files = existsSync(folder) ? await readdir(folder) : [];
  const found = [];
  for (const file of files) {
    const match = VARIANT.exec(file);
    if (!match || match[1] !== name) continue;
    const data = await readFile(path.join(folder, file));
    const width = Number(match[2]);
    const format = match[3] as MediaVariantFormat;
    found.push({
      format,
      width,
      name: `${width}w-${hashOf(data)}.${format}`,
      path: path.join(folder, file),
      bytes: data.length,
    });
  }
  return found.sort((a, b) => a.width - b.width || a.format.localeCompare(b.format));
}

/**
 * The site's own pictures in the media library. Each is a library entry (alt text, dimensions, variants,
 * usage: staff find, reuse and replace it like an upload) whose bytes are the files the release ships, drawn
 * as AVIF and WebP widths by generate-images.mjs: nothing is copied into GridFS or re-encoded, so a first
 * start stays quick, and every API instance serves the same files. A picture already in the library is left
 * as staff left it (its alt text edited, or deleted).
 */
export class ShippedPictures {
  private readonly byId = new Map(SHIPPED_PICTURES.map((picture) => [shippedMediaId(picture), picture]));
  /** What each served name is on disk, learnt on first use (a picture's files do not change while running). */
  private readonly served = new Map<string, PictureFile | null>();

  constructor(
    private readonly model: MediaModel,
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
    const files = await filesOf(this.root, picture);
    const fallback = files.filter((file) => file.format === 'webp').at(-1);
    // The picture's files are not there (a deploy without them): content keeps the site's own file.
    if (!fallback) return null;
    const { width = fallback.width, height = 0 } = await (await loadSharp())(fallback.path).metadata();
    const variants: MediaVariantDoc[] = files.map((file) => ({
      format: file.format,
      width: file.width,
      height: Math.round((height * file.width) / width),
      file: file.name,
      bytes: file.bytes,
    }));
    const created = await this.model.create({
      id,
      filename: `${path.basename(picture.path)}.webp`,
      alt: picture.alt,
      format: 'webp',
      width,
      height,
      size: fallback.bytes,
      fallback: fallback.name,
      variants,
    });
    return created.toObject();
  }

  /**
   * A library file that is one of the release's pictures: the media store serves it from disk. Only while
   * its entry is in the library, and only under the name its bytes hash to.
   */
  async find(mediaId: string, file: string): Promise<StoredFile | undefined> {
    const picture = this.byId.get(mediaId);
    if (!picture || !(await this.model.exists({ id: mediaId }).exec())) return undefined;
    const key = `${mediaId}/${file}`;
    if (!this.served.has(key)) {
      const files = await filesOf(this.root, picture);
      this.served.set(key, files.find((candidate) => candidate.name === file) ?? null);
    }
    const found = this.served.get(key);
    if (!found) return undefined;
    const stat = statSync(found.path);
    return { length: stat.size, uploadDate: stat.mtime, filename: key, path: found.path };
  }
}
