import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE, REVALIDATE } from '../cache-policy';
import type { MemoryAsset } from './memory-assets';
import type { CachedPage } from './page-cache';

/** A content-hashed file from memory, in the encoding the browser prefers, cached for a year. */
export function sendMemoryAsset(asset: MemoryAsset, request: FastifyRequest, reply: FastifyReply) {
  reply
    .header('Cache-Control', IMMUTABLE)
    .header('ETag', asset.etag)
    .header('Vary', 'Accept-Encoding')
    .type(asset.type);
  if (request.headers['if-none-match'] === asset.etag) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (asset.br && accepted.has('br')) return reply.header('Content-Encoding', 'br').send(asset.br);
  if (asset.gzip && accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(asset.gzip);
  return reply.send(asset.identity);
}

/** A cached page in the encoding the browser prefers (brotli, then gzip), compressed when it was made. */
export function sendCachedPage(page: CachedPage, request: FastifyRequest, reply: FastifyReply) {
  reply
    .headers(page.headers)
    .header('Cache-Control', REVALIDATE)
    .header('ETag', page.etag)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) return reply.header('Content-Encoding', 'br').send(page.br);
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}

/** Encodings the request accepts (q=0 excluded). */
function acceptedEncodings(header: string | string[] | undefined): Set<string> {
  const accepted = new Set<string>();
  for (const part of String(header ?? '').split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => /^\s*q=([\d.]+)/.exec(p)?.[1]).find((value) => value !== undefined);
    if (name && (q === undefined || Number(q) > 0)) accepted.add(name);
  }
  return accepted;
}
