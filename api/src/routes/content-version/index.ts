import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Envelope } from '@mwangaza/shared/schemas';
import { Type } from 'typebox';
import { ok } from '../../lib/envelope';

const ContentVersion = Type.Object({
  version: Type.String({
    description:
      'Changes whenever public content does (a write on any instance, a scheduled item falling due)',
  }),
  nextChangeAt: Type.Union([Type.String({ format: 'date-time' }), Type.Null()], {
    description: 'When the next scheduled item is due',
  }),
});

/**
 * A cheap answer for caches in front of the API (the shell's server keeps prerendered pages while this
 * stays the same): no database read beyond the shared version's periodic check.
 */
const contentVersionRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/',
    {
      schema: {
        tags: ['content'],
        summary: 'The version of the public content',
        response: { 200: Envelope(ContentVersion) },
      },
    },
    async (_request, reply) => {
      const version = await app.contentVersion.current();
      reply.header('cache-control', 'no-cache');
      return ok('Content version retrieved successfully', {
        version,
        nextChangeAt: app.contentVersion.nextChangeAt?.toISOString() ?? null,
      });
    },
  );
};

export default contentVersionRoutes;
