import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import fastifyCompress from '@fastify/compress';

/**
 * Brotli or gzip for every answer made per request (pages, runtime config, the API's answers through the
 * proxy); built files and cached pages are compressed ahead and sent as they are.
 */
async function compression(app: FastifyInstance) {
  await app.register(fastifyCompress, { global: true, encodings: ['br', 'gzip'], threshold: 1024 });
}

export default fp(compression, { name: 'compression' });
