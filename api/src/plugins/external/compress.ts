import compress from '@fastify/compress';
import fp from 'fastify-plugin';

/** gzip/brotli for larger JSON bodies (full content lists) when the client asks for it. */
export default fp(
  async (app) => {
    await app.register(compress, { global: true, threshold: 2048, encodings: ['br', 'gzip'] });
  },
  { name: 'compress' },
);
