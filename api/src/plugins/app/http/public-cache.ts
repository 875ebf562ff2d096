import { createHash } from 'node:crypto';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);
/** The on-the-fly compression threshold (plugins/external/compress.ts): smaller bodies go as they are. */
const COMPRESS_FROM_BYTES = 2048;

interface Entry {
  body: string;
  etag: string;
  expires: number;
  /** The body compressed once, when a client first asks for that encoding. */
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

/** The encoding to send a cached body in: brotli, then gzip (as @fastify/compress chooses); q=0 refuses one. */
function encodingFor(header: string | undefined): 'br' | 'gzip' | null {
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

/** What the cache needs to know about the live content (ContentState, once the content plugin is up). */
export interface ContentKey {
  /** Changes whenever public content does, on any instance (see content-state.ts). */
  current(): Promise<string>;
  readonly nextChangeAt: Date | null;
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
    if (next) maxAge = Math.min(maxAge, Math.max(0, Math.ceil((next.getTime() - this.now().getTime()) / 1000)));
    return maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=300` : 'public, no-cache';
  }

  /** Answers from the cache or `produce()`, with Cache-Control, a weak ETag and 304 on If-None-Match. */
  // Typed void so route handlers with a response schema accept it; it resolves to the reply, as Fastify expects
  // of an async handler that has called reply.send().
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    return this.respond(request, reply, produce) as unknown as void;
  }

  private async respond(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<FastifyReply> {
    const key = this.content ? await this.content.current() : '';
    if (key !== this.key) {
      this.entries.clear();
      this.key = key;
    }
    // The raw URL names the route, its parameters and query alike (routes are registered per URL).
    const cacheKey = request.url;
    let entry = this.entries.get(cacheKey);
    if (!entry || entry.expires <= Date.now()) {
      const generation = this.generation;
      const body = JSON.stringify(await produce());
      entry = { body, etag: weakEtag(body), expires: Date.now() + this.ttlMs };
      if (this.ttlMs > 0 && key === this.key && generation === this.generation) this.store(cacheKey, entry);
    }
    reply.header('cache-control', this.cacheControl()).header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    reply.type(JSON_TYPE);
    const encoding = entry.body.length >= COMPRESS_FROM_BYTES ? encodingFor(request.headers['accept-encoding']) : null;
    if (!encoding) return reply.send(entry.body);
    // Compressed once per cached answer rather than on every request; @fastify/compress leaves it alone.
    const body = entry.body;
    const compressed = encoding === 'br' ? (entry.br ??= brotli(body)) : (entry.gzip ??= gzip(body));
    const vary = reply.getHeader('vary');
    return reply
      .header('vary', vary ? `${String(vary)}, Accept-Encoding` : 'Accept-Encoding')
      .header('content-encoding', encoding)
      .send(await compressed);
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
