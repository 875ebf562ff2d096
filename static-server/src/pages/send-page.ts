import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../cache-policy';
import { acceptedEncodings } from '../http/accepted-encodings';
import type { CachedPage, RenderedPage } from './page-cache';

/**
 * A page made for this request, with its status; an ETag of its HTML so an unchanged page revalidates with
 * a 304. A not-found page has none: a condition applies only to what exists (RFC 9110, 13.2.1).
 */
export function sendPage(page: RenderedPage, request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(page.status)
    .headers(page.headers)
    .header('Cache-Control', REVALIDATE)
    .type('text/html; charset=utf-8');
  if (page.status !== 200) return reply.send(page.html);
  const etag = `W/"${createHash('sha1').update(page.html).digest('base64url')}"`;
  reply.header('ETag', etag);
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(page.html);
}

/** A cached page in the encoding the browser prefers (brotli, then gzip), compressed when it was made. */
export function sendCachedPage(page: CachedPage, request: FastifyRequest, reply: FastifyReply) {
  reply
    .code(page.status)
    .headers(page.headers)
    .header('Cache-Control', REVALIDATE)
    .header('Vary', 'Accept-Encoding')
    .type('text/html; charset=utf-8');
  if (page.status === 200) {
    reply.header('ETag', page.etag);
    if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  }
  const accepted = acceptedEncodings(request.headers['accept-encoding']);
  if (accepted.has('br')) return reply.header('Content-Encoding', 'br').send(page.br);
  if (accepted.has('gzip')) return reply.header('Content-Encoding', 'gzip').send(page.gzip);
  return reply.send(page.html);
}
