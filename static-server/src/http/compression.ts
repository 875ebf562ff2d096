import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Brotli or gzip for every answer made per request (pages, runtime config, the API's answers through the
 * proxy); built files and cached pages are compressed ahead and sent as they are. Request bodies are never
 * decompressed here: the only ones this server receives go to the API as they came, Content-Encoding and
 * all, and the API decodes them (or refuses them) itself.
 */
async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, {
    global: true,
    globalDecompression: false,
    encodings: ['br', 'gzip'],
    threshold: 1024,
  });
}

export default fp(compression, { name: 'compression' });
