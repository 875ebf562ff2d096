import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { HttpError } from '../../lib/http-error';

/**
 * A generous global limit per client, counted in this instance's memory (no database round trip per
 * request). Limits that must hold across instances (sign-in, contact form) are MongoDB counters (limits/).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: app.config.rateLimitWindowMs,
      errorResponseBuilder: (_request, context) =>
        new HttpError(context.statusCode, `Too many requests. Please try again in ${context.after}.`),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
