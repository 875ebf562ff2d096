import fp from 'fastify-plugin';
import { RevisionStore } from '../content/revision-store';
import { shippedSettingsTranslations } from '../../../seed/shipped-translations';
import { SiteSettingsService } from './site-settings-service';

declare module 'fastify' {
  interface FastifyInstance {
    /** The site settings singleton (contact facts, hours, home texts, footer links). */
    siteSettings: SiteSettingsService;
  }
}

/**
 * A save drops the cached public answers and moves the content version, as a content write does: every
 * static server's prerendered pages and every tab's next page load show it.
 */
export default fp(
  async (app) => {
    const { models } = app.db;
    app.decorate(
      'siteSettings',
      new SiteSettingsService(
        models.Setting,
        new RevisionStore(models.Revision),
        () => new Date(app.clock()),
        () => {
          app.publicCache.invalidate();
          app.contentVersion.changed();
        },
        app.config.enquiryRetentionMonths,
        shippedSettingsTranslations,
      ),
    );
  },
  { name: 'site-settings', dependencies: ['mongoose', 'content', 'cache-headers', 'config'] },
);
