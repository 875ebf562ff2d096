import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';

interface Entry {
  body: string;
  etag: string;
  expires: number;
}

export function weakEtag(body: string): string {
  return `W/"${createHash('sha1').update(body).digest('base64url')}"`;
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const strip = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || strip(tag) === strip(etag));
}

/**
 * Serialised public responses kept in memory, cleared on every content write. A generation counter stops a
 * read that raced a write from storing the old body; the TTL bounds staleness when several instances run.
 */
export class PublicCache {
  private readonly entries = new Map<string, Entry>();
  private generation = 0;
  private nextChange: Date | null = null;
  private expireListener: (() => void) | null = null;

  constructor(
    private readonly ttlMs: number,
    private readonly maxAgeSeconds: number,
    private readonly now: () => Date = () => new Date(),
    private readonly maxEntries = 500,
  ) {}

  invalidate(): void {
    this.generation++;
    this.entries.clear();
  }

  /**
   * When public content changes by itself (a scheduled item becomes due): answers are not reused past it,
   * and browsers are told to keep them no longer than until then.
   */
  expireAt(at: Date | null): void {
    this.nextChange = at;
  }

  /** Called when the time given to expireAt has passed (to find the next one). */
  onExpire(listener: () => void): void {
    this.expireListener = listener;
  }

  private cacheControl(): string {
    let maxAge = this.maxAgeSeconds;
    if (this.nextChange) maxAge = Math.min(maxAge, Math.max(0, Math.ceil((this.nextChange.getTime() - this.now().getTime()) / 1000)));
    return maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=300` : 'public, no-cache';
  }

  /** Answers from the cache or `produce()`, with Cache-Control, a weak ETag and 304 on If-None-Match. */
  // Typed void so route handlers with a response schema accept it; it resolves to the reply, as Fastify expects
  // of an async handler that has called reply.send().
  async send(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<void> {
    return this.respond(request, reply, produce) as unknown as void;
  }

  private async respond(request: FastifyRequest, reply: FastifyReply, produce: () => Promise<unknown>): Promise<FastifyReply> {
    if (this.nextChange && this.now() >= this.nextChange) {
      this.nextChange = null;
      this.invalidate();
      this.expireListener?.();
    }
    const key = `${request.routeOptions.url}|${JSON.stringify(request.params)}|${JSON.stringify(request.query)}`;
    let entry = this.entries.get(key);
    if (!entry || entry.expires <= Date.now()) {
      const generation = this.generation;
      const body = JSON.stringify(await produce());
      entry = { body, etag: weakEtag(body), expires: Date.now() + this.ttlMs };
      if (this.ttlMs > 0 && generation === this.generation) this.store(key, entry);
    }
    reply.header('cache-control', this.cacheControl()).header('etag', entry.etag);
    if (matches(request.headers['if-none-match'], entry.etag)) return reply.code(304).send();
    return reply.type('application/json; charset=utf-8').send(entry.body);
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
