import { createHash } from 'node:crypto';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { REVALIDATE } from '../cache-policy';
import { acceptedEncodings } from '../http/accepted-encodings';
import type { CachedPage, RenderedPage } from './page-cache';

/** A page made for this request; an ETag of its HTML so an unchanged page revalidates with a 304. */
export function sendPage(page: RenderedPage, request: FastifyRequest, reply: FastifyReply) {
  const etag = `W/"${createHash('sha1').update(page.html).digest('base64url')}"`;
  reply
    .headers(page.headers)
    .header('Cache-Control', REVALIDATE)
    .header('ETag', etag)
    .type('text/html; charset=utf-8');
  if (request.headers['if-none-match'] === etag) return reply.code(304).send();
  return reply.send(page.html);
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
