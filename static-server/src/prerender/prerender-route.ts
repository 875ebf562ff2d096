import type { FastifyInstance, FastifyRequest } from 'fastify';
import { PRERENDER_ROUTE, loadRenderer } from './renderer';

export interface PrerenderRouteOptions {
  /** The public site's build folder (its prerenderer is in dist-ssr beside it). */
  root: string;
  /** The API the pages' content is read from. */
  apiUrl: string;
}

const PRERENDER_QUERY = {
  type: 'object',
  required: ['path'],
  properties: { path: { type: 'string', pattern: '^/', maxLength: 2048 } },
} as const;

/**
 * The public site's `/__prerender?path=…` (renderer.ts), asked by the shell's server for each public page.
 * No route when the build has no prerenderer.
 */
async function prerenderRoute(app: FastifyInstance, { root, apiUrl }: PrerenderRouteOptions) {
  const renderer = loadRenderer(root, apiUrl);
  if (!renderer) return;
  app.get(
    PRERENDER_ROUTE,
    { schema: { querystring: PRERENDER_QUERY } },
    async (request: FastifyRequest<{ Querystring: { path: string } }>, reply) => {
      reply.header('Cache-Control', 'no-store');
      try {
        return await renderer.render(request.query.path);
      } catch (error) {
        request.log.warn({ err: error, path: request.query.path }, 'prerender failed');
        return reply.code(503).send({ success: false, message: 'This page cannot be prerendered now' });
      }
    },
  );
}

export default prerenderRoute;
