import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { ANALYTICS_LIMITS, AnalyticsBatch, ErrorEnvelope } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { done } from '../../lib/envelope';

const Received = Type.Object({ success: Type.Literal(true), message: Type.String() });

/**
 * The shell's beacon: page views, events and web vitals, in small batches. Answered 202 whether the hits were
 * counted or not (Do Not Track, Global Privacy Control, a bot), so a page learns nothing from the answer.
 */
const eventRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const { config } = app;
  app.post(
    '/',
    {
      bodyLimit: ANALYTICS_LIMITS.bodyBytes,
      // Counted in MongoDB, so every API instance shares one allowance per client (behind the proxy: the
      // address it reports).
      preHandler: app.clientLimit({
        name: 'events',
        max: config.analyticsRateLimitMax,
        windowMs: config.analyticsRateLimitWindowMs,
        message: 'Too many analytics requests. Please try again in {wait}.',
      }),
      schema: {
        tags: ['analytics'],
        summary: 'Record page views, events and web vitals (the beacon)',
        description:
          `Up to ${ANALYTICS_LIMITS.batch} hits per request, at most ${ANALYTICS_LIMITS.bodyBytes} bytes (413 above). ` +
          'Nothing is recorded with `DNT: 1` or `Sec-GPC: 1`, or from a bot (isbot); the answer is the same. ' +
          "The visitor is a hash of the day's salt, the site, the client address and the user agent; neither " +
          'the address nor the user agent is stored, and one address counts for at most ' +
          'ANALYTICS_VISITORS_PER_ADDRESS visitors a day. At most ANALYTICS_RATE_LIMIT_MAX requests per client per ' +
          'ANALYTICS_RATE_LIMIT_WINDOW_MS, shared by every API instance (429 with Retry-After).',
        body: AnalyticsBatch,
        response: { 202: Received, 400: ErrorEnvelope, 413: ErrorEnvelope, 429: ErrorEnvelope },
      },
    },
    async (request, reply) => {
      const outcome = await app.analytics.collector.record(request, request.body);
      app.metrics.analyticsHits(outcome, request.body.hits.length);
      return reply.code(202).send(done('Received'));
    },
  );
};

export default eventRoutes;
