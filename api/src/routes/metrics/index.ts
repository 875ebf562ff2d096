import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { ErrorEnvelope } from '@mwangaza/shared/schemas';
import { HttpError } from '../../lib/http-error';

export const METRICS_TOKEN_REQUIRED = 'A valid metrics token is required';

const digest = (text: string) => createHash('sha256').update(text).digest();

/**
 * GET /metrics (at the root, beside /api, where Prometheus looks): this instance's metrics in Prometheus'
 * text format, for a scraper that sends `Authorization: Bearer $METRICS_TOKEN`. The token is compared in
 * constant time (as digests, so not even its length shows). Without METRICS_TOKEN the route answers 404 like
 * any unknown one; it is never proxied by the shell's server, which only passes /api on.
 */
const metricsRoutes: FastifyPluginAsync = async (app) => {
  const token = app.config.metricsToken;
  const expected = token ? digest(`Bearer ${token}`) : undefined;
  const { registry } = app.metrics;

  app.get(
    '/metrics',
    {
      schema: {
        tags: ['metrics'],
        summary: 'Prometheus metrics of this API instance',
        description:
          'Text exposition format 0.0.4 (names and meanings: docs/monitoring.md). Needs `Authorization: Bearer ' +
          '$METRICS_TOKEN`; without METRICS_TOKEN set it answers 404, with a missing or wrong token 401.',
        security: [{ metricsToken: [] }],
        response: {
          200: {
            description: 'The metrics',
            content: { 'text/plain': { schema: { type: 'string' } } },
          },
          401: ErrorEnvelope,
          404: ErrorEnvelope,
        },
      },
    },
    async (request, reply) => {
      const path = request.url.split('?')[0];
      if (!expected) throw new HttpError(404, `Route ${request.method} ${path} not found`);
      const given = digest(String(request.headers.authorization ?? ''));
      if (!timingSafeEqual(given, expected)) {
        reply.header('www-authenticate', 'Bearer');
        throw new HttpError(401, METRICS_TOKEN_REQUIRED);
      }
      reply.header('cache-control', 'no-store').type(registry.contentType);
      return registry.metrics();
    },
  );
};

export default metricsRoutes;
