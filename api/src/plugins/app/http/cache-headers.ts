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
    const { publicCacheTtlMs, publicMaxAgeSeconds } = app.config;
    app.decorate(
      'publicCache',
      new PublicCache(publicCacheTtlMs, publicMaxAgeSeconds, () => app.publishingClock.now()),
    );
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
      done(null, payload);
    });
  },
  { name: 'cache-headers', dependencies: ['config', 'publishing-clock'] },
);
