import type { FastifyReply, FastifyRequest } from 'fastify';
import { IMMUTABLE } from '../cache-policy';
import { acceptedEncodings } from '../http/accepted-encodings';
import type { MemoryAsset } from './memory-assets';

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
