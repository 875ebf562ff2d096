import fp from 'fastify-plugin';
import { PublicCache } from './public-cache';

declare module 'fastify' {
  interface FastifyInstance {
    publicCache: PublicCache;
  }
}

/** Public reads go through `app.publicCache`; every other response is `no-store` (sessions, admin data). */
export default fp(
  async (app) => {
    const maxAge = app.config.publicMaxAgeSeconds;
    const cacheControl = maxAge > 0 ? `public, max-age=${maxAge}, stale-while-revalidate=300` : 'public, no-cache';
    app.decorate('publicCache', new PublicCache(app.config.publicCacheTtlMs, cacheControl));
    app.addHook('onSend', async (_request, reply, payload) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      return payload;
    });
  },
  { name: 'cache-headers', dependencies: ['config'] },
);
