import cors from '@fastify/cors';
import fp from 'fastify-plugin';

/** Only the configured frontends (CORS_ORIGINS) may call the API from a browser on another origin. */
export default fp(
  async (app) => {
    await app.register(cors, {
      origin: app.config.corsOrigins,
      methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'],
      allowedHeaders: ['Content-Type', 'Authorization', 'If-None-Match'],
      exposedHeaders: ['ETag', 'Retry-After'],
      maxAge: 600,
    });
  },
  { name: 'cors', dependencies: ['config'] },
);
