import type { FastifyInstance } from 'fastify';
import { feedPaths } from '@mwangaza/shared/collections';
import { LOCALES, localePath } from '@mwangaza/shared/i18n';
import { REVALIDATE } from '../cache-policy';
import { sendError } from '../errors/envelope';
import { FEED_COLLECTIONS } from './feeds';
import type { Seo } from '.';

export interface SeoRoutesOptions {
  seo: Seo;
}

/** /sitemap.xml, /robots.txt and the collections' feeds, from the API's content (the shell only: it serves the site's URLs). */
async function seoRoutes(app: FastifyInstance, { seo }: SeoRoutesOptions) {
  app.get('/sitemap.xml', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('application/xml; charset=utf-8');
    return seo.sitemap();
  });
  // Each language has its own feeds (`/sw/insights/feed.xml`), with the items published in it.
  for (const collection of FEED_COLLECTIONS) {
    const paths = feedPaths(collection);
    for (const [format, path, type, locale] of LOCALES.flatMap((locale) =>
      (
        [
          ['rss', paths.rss, 'application/rss+xml'],
          ['atom', paths.atom, 'application/atom+xml'],
        ] as const
      ).map(([format, path, type]) => [format, localePath(path, locale), type, locale] as const),
    )) {
      app.get(path, async (_request, reply) => {
        const xml = await seo.feed(collection, format, locale);
        if (xml === null) return sendError(reply, 503, 'The feed is unavailable. Please try again later.');
        reply.header('Cache-Control', REVALIDATE).type(`${type}; charset=utf-8`);
        return xml;
      });
    }
  }
  app.get('/robots.txt', async (_request, reply) => {
    reply.header('Cache-Control', REVALIDATE).type('text/plain; charset=utf-8');
    return seo.robots();
  });
}

export default seoRoutes;
