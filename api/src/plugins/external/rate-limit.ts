import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import { TooManyRequestsError } from '../../lib/too-many-requests';

/**
 * A generous global limit per client, counted in this instance's memory (no database round trip per
 * request). Limits that must hold across instances (sign-in, contact form) are MongoDB counters (client-limits/).
 */
export default fp(
  async (app) => {
    await app.register(rateLimit, {
      global: true,
      max: app.config.rateLimitMax,
      timeWindow: app.config.rateLimitWindowMs,
      errorResponseBuilder: (_request, context) =>
        new TooManyRequestsError('Too many requests. Please try again in {wait}.', context.ttl),
    });
  },
  { name: 'rate-limit', dependencies: ['config'] },
);
