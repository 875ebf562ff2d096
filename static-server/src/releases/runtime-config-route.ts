import type { FastifyInstance } from 'fastify';
import { REVALIDATE } from '../cache-policy';
import { renderRuntimeConfigScript, type BrowserRuntimeConfig } from '../runtime-config';

export interface RuntimeConfigRouteOptions {
  /** The runtime config as of now (createRuntimeConfigSource: follows the active releases). */
  runtimeConfig: () => BrowserRuntimeConfig;
}

/**
 * /runtime-config.js: where the shell's page finds the remotes (the active release of each) and the API. The
 * pages this server sends carry the same script inline (page-pipeline.ts).
 */
async function runtimeConfigRoute(app: FastifyInstance, { runtimeConfig }: RuntimeConfigRouteOptions) {
  app.get('/runtime-config.js', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('text/javascript; charset=utf-8');
    return renderRuntimeConfigScript(runtimeConfig());
  });
}

export default runtimeConfigRoute;
