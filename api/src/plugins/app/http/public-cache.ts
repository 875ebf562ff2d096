import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest, preParsingHookHandler } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** The on-the-fly compression threshold (plugins/external/compress.ts): smaller bodies go as they are. */
const COMPRESS_FROM_BYTES = 2048;

type Encoding = 'br' | 'gzip';

interface Entry {
  /** The JSON body as UTF-8, encoded once rather than by every response that sends it. */
  bytes: Buffer;
  etag: string;
  expires: number;
  /** The body compressed once, when a client first asks for that encoding (and kept once done). */
  compressing: Partial<Record<Encoding, Promise<Buffer>>>;
  compressed: Partial<Record<Encoding, Buffer>>;
}

/** The encoding to send a cached body in: brotli, then gzip (as @fastify/compress chooses); q=0 refuses one. */
function acceptedEncoding(header: string | undefined): Encoding | null {
  if (!header) return null;
  const accepted = new Set<string>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.split(';');
    const q = params.find((param) => param.trim().startsWith('q='));
    if (!q || Number(q.trim().slice(2)) > 0) accepted.add(name.trim().toLowerCase());
  }
  if (accepted.has('br')) return 'br';
  if (accepted.has('gzip')) return 'gzip';
  return null;
}

/** What the cache needs to know about the live content (ContentVersionTracker, once the content plugin is up). */
export interface ContentKey {
  /** Changes whenever public content does, on any instance (see content-state.ts). */
  current(): Promise<string>;
  /** The same key when it is known without waiting (no database read due), else null. */
  currentIfKnown(): string | null;
  readonly nextChangeAt: Date | null;
}

/** Compresses the body in `encoding` once, however many requests ask for it meanwhile. */
async function compress(entry: Entry, encoding: Encoding): Promise<void> {
  if (entry.compressed[encoding]) return;
  entry.compressing[encoding] ??= (encoding === 'br' ? brotli : gzip)(entry.bytes);
  entry.compressed[encoding] = await entry.compressing[encoding];
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

const JSON_TYPE = 'application/json; charset=utf-8';

const answerCachedRead: preParsingHookHandler = (request, reply, payload, done) => {
  if (!request.server.publicCache.answerIfCached(request, reply)) done(null, payload);
};

/**
 * Route options for reads answered through the public cache. An answer already in memory goes out from the
 * route's preParsing hook, after every onRequest hook (forwarded headers, security headers, CORS, the rate
 * limit, which @fastify/rate-limit adds to the route's own onRequest hooks) and before validation and the
 * handler: a URL is only cached once it passed both. The cache compresses each answer once itself, so
 * @fastify/compress's per-request hooks are left off these routes.
 */
export const PUBLIC_READ_OPTIONS = {
  compress: false,
  decompress: false,
  preParsing: answerCachedRead,
} as const;

/**
 * Serialised public responses kept in memory while the content key stays the same: a write on any instance
 * or a scheduled item falling due changes the key and empties the cache. A read that raced a write stores
 * its body under the key it started with, which no later read asks for. The TTL is only a backstop.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private key = '';
  private generation = 0;
  private content: ContentKey | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxAgeSeconds: number,
    private readonly now: () => Date = () => new Date(),
    private readonly maxEntries = 500,
  ) {}

  /** Keys entries by the live content from now on (the content plugin calls it when it starts). */
  useContentKey(content: ContentKey): void {
    this.content = content;
  }

  /** Drops every answer now (this instance wrote content; the key follows once the write is counted). */
  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  private cacheControl(): string {
    let maxAge = this.maxAgeSeconds;
    const next = this.content?.nextChangeAt;
    if (next)
      maxAge = Math.min(maxAge, Math.max(0, Math.ceil((next.getTime() - this.now().getTime()) / 1000)));
    return maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=300` : 'public, no-cache';
  }

  /**
   * Sends the cached answer to this URL when there is one for the live content, in the encoding asked, and
   * says whether it did: at once, without a promise (the content key is known without a database read).
   */
  answerIfCached(request: FastifyRequest, reply: FastifyReply): boolean {
    if (request.method !== 'GET') return false;
    const key = this.content ? this.content.currentIfKnown() : '';
    if (key === null) return false;
    this.useKey(key);
    const entry = this.fresh(request.url);
    if (!entry) return false;
    const encoding = this.encodingFor(request, entry);
    if (encoding && !entry.compressed[encoding]) return false;
    this.write(request, reply, entry, encoding);
    return true;
  }

  /**
   * Answers from the cache or `produce()`, with Cache-Control, a weak ETag and 304 on If-None-Match; anything
   * not cached waits for the key, the body or its compression first.
   */
  // Typed void so route handlers with a response schema accept it; when it returns a promise, that resolves to
  // the reply, as Fastify expects of an async handler that has called reply.send().
  // `etagOf`: the route's own (strong) entity tag of what `produce` answered, instead of a weak one of the bytes.
  send<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<T>,
    etagOf?: (produced: T) => string,
  ): void | Promise<void> {
    if (this.answerIfCached(request, reply)) return;
    return this.respond(request, reply, produce, etagOf) as unknown as Promise<void>;
  }

  private async respond<T>(
    request: FastifyRequest,
    reply: FastifyReply,
    produce: () => Promise<T>,
    etagOf?: (produced: T) => string,
  ): Promise<FastifyReply> {
    const key = this.content ? await this.content.current() : '';
    this.useKey(key);
    // The raw URL names the route, its parameters and query alike (routes are registered per URL).
    const cacheKey = request.url;
    let entry = this.fresh(cacheKey);
    if (!entry) {
      const generation = this.generation;
      const produced = await produce();
      const body = JSON.stringify(produced);
      entry = {
        bytes: Buffer.from(body),
        etag: etagOf ? etagOf(produced) : weakEtag(body),
        expires: Date.now() + this.ttlMs,
        compressing: {},
        compressed: {},
      };
      if (this.ttlMs > 0 && key === this.key && generation === this.generation) this.store(cacheKey, entry);
    }
    const encoding = this.encodingFor(request, entry);
    if (encoding) await compress(entry, encoding);
    return this.write(request, reply, entry, encoding);
  }

  /** Empties the cache when the content key moved. */
  private useKey(key: string): void {
    if (key !== this.key) {
      this.entries.clear();
      this.key = key;
    }
  }

  private fresh(cacheKey: string): Entry | undefined {
    const entry = this.entries.get(cacheKey);
    return entry && entry.expires > Date.now() ? entry : undefined;
  }

  /** The encoding to send the body in: none for a 304 or a small body (as @fastify/compress leaves those). */
  private encodingFor(request: FastifyRequest, entry: Entry): Encoding | null {
    if (entry.bytes.length < COMPRESS_FROM_BYTES || matches(request.headers['if-none-match'], entry.etag))
      return null;
    return acceptedEncoding(request.headers['accept-encoding']);
  }

  private write(
    request: FastifyRequest,
    reply: FastifyReply,
    entry: Entry,
    encoding: Encoding | null,
  ): FastifyReply {
    reply.header('cache-control', this.cacheControl()).header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type(JSON_TYPE);
    if (!encoding) return reply.send(entry.bytes);
    // Compressed once per cached answer rather than on every request (public routes turn @fastify/compress off).
    const vary = reply.getHeader('vary');
    return reply
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('content-encoding', encoding)
      .send(entry.compressed[encoding]);
  }

  private store(key: string, entry: Entry): void {
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(key, entry);
  }
}
