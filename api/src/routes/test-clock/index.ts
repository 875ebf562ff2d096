import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';

const ClockBody = Type.Object(
  { now: Type.Union([Type.String({ format: 'date-time' }), Type.Null()]) },
  { additionalProperties: false },
);

/**
 * Test-only (TEST_CLOCK_ROUTE with NODE_ENV=test, refused otherwise): browser tests move the API's clock to
 * make scheduled content due without waiting. Registered only then, so it does not exist in production.
 */
const testClockRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.post(
    '/clock',
    {
      schema: {
        hide: true,
        body: ClockBody,
        response: { 200: Envelope(Type.Object({ now: Type.String() })) },
      },
    },
    async (request) => {
      app.publishingClock.set(request.body.now ? new Date(request.body.now) : null);
      app.publicCache.invalidate();
      app.contentVersion.recheck();
      return ok('Clock set', { now: app.publishingClock.now().toISOString() });
    },
  );
};

export default testClockRoutes;
