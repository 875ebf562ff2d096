import type { FastifyReply, FastifyRequest } from 'fastify';
import { CONTENT_TYPES } from './image-variants';
import type { MediaStore, StoredFile } from './media-store';

/** A file's name carries a hash of its bytes: its URL never serves anything else, so it may be cached for good. */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

function etagOf(file: string): string {
  return `"${file.slice(file.indexOf('-') + 1, file.lastIndexOf('.'))}"`;
}

function notModified(request: FastifyRequest, etag: string, lastModified: Date): boolean {
  const ifNoneMatch = request.headers['if-none-match'];
  // If-None-Match wins over If-Modified-Since (RFC 9110 13.2.2).
  if (ifNoneMatch)
    return ifNoneMatch.split(',').some((tag) => ['*', etag].includes(tag.trim().replace(/^W\//, '')));
  const since = Date.parse(request.headers['if-modified-since'] ?? '');
  return !Number.isNaN(since) && Math.floor(lastModified.getTime() / 1000) * 1000 <= since;
}

type Range = { start: number; end: number } | 'unsatisfiable' | undefined;

/** One `bytes=` range (what browsers and media players send); several ranges are answered in full. */
function parseRange(
  header: string | undefined,
  size: number,
  ifRange: string | undefined,
  etag: string,
): Range {
  if (!header || (ifRange && ifRange !== etag)) return undefined;
  const match = /^bytes=(\d*)-(\d*)$/.exec(header.trim());
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    start = Math.max(size - Number(match[2]), 0);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
  }
  if (start >= size || start > end) return 'unsatisfiable';
  return { start, end };
}

/** Streams a stored variant with immutable caching, validators (304) and single byte ranges (206). */
export function sendMediaFile(
  request: FastifyRequest,
  reply: FastifyReply,
  store: MediaStore,
  stored: StoredFile,
  file: string,
) {
  const etag = etagOf(file);
  const extension = file.slice(file.lastIndexOf('.') + 1);
  reply
    .header('cache-control', IMMUTABLE)
    .header('etag', etag)
    .header('last-modified', stored.uploadDate.toUTCString())
    .header('accept-ranges', 'bytes')
    .header('x-content-type-options', 'nosniff')
    // Images may be shown by other origins (a CDN, the remotes' own dev servers); helmet's default is same-origin.
    .header('cross-origin-resource-policy', 'cross-origin');
  if (notModified(request, etag, stored.uploadDate)) return reply.code(304).send();

  reply.type(CONTENT_TYPES[extension] ?? 'application/octet-stream');
  const ifRange = request.headers['if-range'];
  const range = parseRange(
    request.headers.range,
    stored.length,
    typeof ifRange === 'string' ? ifRange : undefined,
    etag,
  );
  if (range === 'unsatisfiable') {
    return reply.code(416).header('content-range', `bytes */${stored.length}`).type('application/json').send({
      success: false,
      message: 'Requested range not satisfiable',
    });
  }
  if (request.method === 'HEAD') return reply.header('content-length', stored.length).send();
  if (range) {
    return reply
      .code(206)
      .header('content-range', `bytes ${range.start}-${range.end}/${stored.length}`)
      .header('content-length', range.end - range.start + 1)
      .send(store.open(stored, { start: range.start, end: range.end + 1 }));
  }
  return reply.header('content-length', stored.length).send(store.open(stored));
}
