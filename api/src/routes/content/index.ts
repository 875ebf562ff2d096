import type { FastifyPluginAsync } from 'fastify';
import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import { optionRoutes } from './option-routes';
import { previewRoutes } from './preview-routes';
import { readRoutes } from './read-routes';
import contentRevisionRoutes from './revision-routes';
import { routeContext } from './route-context';
import { writeRoutes } from './write-routes';

/**
 * Every content collection under `/<name>`, all from its descriptor: public reads (published and due
 * only), staff reads, writes with optimistic concurrency, publishing, previews, revisions and the routes of
 * the collection's options (featured, categories, order).
 */
const contentRoutes: FastifyPluginAsync = async (app) => {
  for (const collection of SCHEMA_COLLECTIONS) {
    await app.register(
      async (scope) => {
        const context = routeContext(scope, collection);
        // The options' static paths (/categories, /order) before the shared /:id routes.
        await scope.register(optionRoutes(context));
        await scope.register(readRoutes(context));
        await scope.register(writeRoutes(context));
        await scope.register(previewRoutes(context));
        // Revision history and restore (a restore is a new version and is audited like any edit).
        await scope.register(contentRevisionRoutes, {
          repository: context.repository,
          entityKey: context.itemKey,
          entitySchema: context.itemSchema,
          tags: context.tags,
          notFoundMessage: context.config.notFoundMessage,
          onRestored: (request, item) => context.audit(request, 'content.restored', item),
        });
      },
      { prefix: `/${collection.name}` },
    );
  }
};

export default contentRoutes;
