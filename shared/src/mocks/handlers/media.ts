import { http, HttpResponse } from 'msw';
import { COLLECTIONS, collectionNamed, itemTitle } from '../../collections';
import {
  MEDIA_WIDTHS,
  mediaIdFromUrl,
  sniffImageType,
  UpdateMedia,
  type Media,
  type MediaSourceFormat,
  type MediaVariant,
  type MediaUsage,
} from '../../schemas';
import { db, newId } from '../db';
import { itemsOf } from './content-store';
import { API, WRITERS, authorize, fail, matchesSearch, now, ok, paginate, parseBody } from './respond';

const NOT_FOUND = 'Media not found';
/** The API's default MEDIA_MAX_BYTES. */
export const MOCK_MEDIA_MAX_BYTES = 10 * 1024 * 1024;

const EXTENSIONS: Record<MediaSourceFormat, string> = { jpeg: 'jpg', png: 'png', webp: 'webp', avif: 'avif' };
const TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

/** PNG keeps its size in the header; other formats get a 3:2 stand-in (the mock does not decode images). */
function dimensions(bytes: Uint8Array, format: MediaSourceFormat) {
  if (format === 'png' && bytes.length >= 24) {
    const view = new DataView(bytes.buffer, bytes.byteOffset);
    return { width: view.getUint32(16), height: view.getUint32(20) };
  }
  return { width: 1200, height: 800 };
}

function usedBy(id: string): MediaUsage[] {
  return COLLECTIONS.flatMap(({ name }) =>
    itemsOf(name)
      .filter((item) => mediaIdFromUrl(item.image as string | undefined) === id)
      .map((item) => ({ collection: name, id: item.id, title: itemTitle(collectionNamed(name), item) })),
  );
}

/** The API's wording: "case study “A” and service “B”". */
function describeUsage(uses: MediaUsage[]): string {
  const names = uses.map((use) => `${collectionNamed(use.collection).nouns.singular} “${use.title}”`);
  return names.length <= 1
    ? (names[0] ?? '')
    : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
}

const withUsage = (media: Media): Media => ({ ...media, usedBy: usedBy(media.id) });

function store(file: File, bytes: Uint8Array, format: MediaSourceFormat): Media {
  const id = newId();
  const { width, height } = dimensions(bytes, format);
  const top = Math.min(width, Math.max(...MEDIA_WIDTHS));
  const widths = [...MEDIA_WIDTHS.filter((w) => w < top), top];
  const fileUrl = (w: number, ext: string) => {
    const url = `/api/media/${id}/${w}w-${id.padEnd(16, '0')}.${ext}`;
    db.mediaFiles.set(url, { bytes, type: TYPES[EXTENSIONS[format]] ?? 'application/octet-stream' });
    return url;
  };
  const h = (w: number) => Math.round((height * w) / width);
  const variants: MediaVariant[] = widths.flatMap((w): MediaVariant[] => [
    { format: 'avif', width: w, height: h(w), url: fileUrl(w, 'avif') },
    { format: 'webp', width: w, height: h(w), url: fileUrl(w, 'webp') },
  ]);
  const url = fileUrl(top, EXTENSIONS[format]);
  if (format === 'jpeg' || format === 'png') variants.push({ format, width: top, height: h(top), url });
  const media: Media = {
    id,
    filename: file.name,
    alt: '',
    width: top,
    height: h(top),
    size: bytes.length,
    url,
    variants,
    createdAt: now(),
    updatedAt: now(),
  };
  db.media.unshift(media);
  return media;
}

export const mediaHandlers = [
  http.get(`${API}/media`, ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const url = new URL(request.url);
    const search = url.searchParams.get('search');
    const found = db.media.filter((m) => matchesSearch(search, m.filename, m.alt)).map(withUsage);
    const paged = paginate(found, url);
    if (paged instanceof Response) return paged;
    const { items, pagination } = paged;
    return ok('Media retrieved successfully', { media: items, pagination, maxBytes: MOCK_MEDIA_MAX_BYTES });
  }),
  http.post(`${API}/media`, async ({ request }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const files = (await request.formData())
      .getAll('file')
      .filter((part): part is File => typeof part !== 'string');
    if (!files.length) return fail(400, 'Choose at least one image to upload');
    const accepted: [File, Uint8Array, MediaSourceFormat][] = [];
    for (const file of files) {
      if (file.size > MOCK_MEDIA_MAX_BYTES)
        return fail(413, 'File is too large: images up to 10 MB are accepted');
      const bytes = new Uint8Array(await file.arrayBuffer());
      const format = sniffImageType(bytes);
      if (!format)
        return fail(
          415,
          `"${file.name}" is not a JPEG, PNG, WebP or AVIF image. SVG and other file types are not accepted.`,
        );
      accepted.push([file, bytes, format]);
    }
    const uploaded = accepted.map(([file, bytes, format]) => withUsage(store(file, bytes, format)));
    const message =
      uploaded.length === 1
        ? 'Image uploaded successfully'
        : `${uploaded.length} images uploaded successfully`;
    return ok(message, { media: uploaded[0], uploaded }, 201);
  }),
  http.get(`${API}/media/:id`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const media = db.media.find((m) => m.id === params.id);
    return media ? ok('Media retrieved successfully', { media: withUsage(media) }) : fail(404, NOT_FOUND);
  }),
  http.patch(`${API}/media/:id`, async ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const media = db.media.find((m) => m.id === params.id);
    if (!media) return fail(404, NOT_FOUND);
    const parsed = await parseBody<UpdateMedia>(request, UpdateMedia);
    if (parsed.response) return parsed.response;
    if (!parsed.body.alt.trim() && usedBy(media.id).length) {
      return fail(409, `Alt text is required while the image is used by ${describeUsage(usedBy(media.id))}.`);
    }
    Object.assign(media, { alt: parsed.body.alt.trim(), updatedAt: now() });
    return ok('Alt text saved', { media: withUsage(media) });
  }),
  http.delete(`${API}/media/:id`, ({ request, params }) => {
    const guard = authorize(request, WRITERS);
    if (guard.response) return guard.response;
    const media = db.media.find((m) => m.id === params.id);
    if (!media) return fail(404, NOT_FOUND);
    const uses = usedBy(media.id);
    if (uses.length) {
      return fail(
        409,
        `"${media.filename}" is used by ${describeUsage(uses)}. Choose another image there before deleting it.`,
      );
    }
    db.media = db.media.filter((m) => m.id !== media.id);
    return ok('Image deleted successfully');
  }),
  http.get(`${API}/media/:id/:file`, ({ request }) => {
    const file = db.mediaFiles.get(new URL(request.url).pathname);
    if (!file) return fail(404, NOT_FOUND);
    return new HttpResponse(file.bytes, { headers: { 'content-type': file.type } });
  }),
];
