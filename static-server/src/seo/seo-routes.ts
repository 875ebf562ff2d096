import type { FastifyInstance } from 'fastify';
import { REVALIDATE } from '../cache-policy';
import type { Seo } from '.';

export interface SeoRoutesOptions {
  seo: Seo;
}

/** /sitemap.xml and /robots.txt, from the API's content (the shell only: it serves the site's URLs). */
async function seoRoutes(app: FastifyInstance, { seo }: SeoRoutesOptions) {
  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('application/xml; charset=utf-8');
    return seo.sitemap();
  });
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8');
    return seo.robots();
  });
}

export default seoRoutes;
