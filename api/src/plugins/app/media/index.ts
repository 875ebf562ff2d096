import fp from 'fastify-plugin';
import { ShippedPictures } from './shipped-pictures';
import { MediaService } from './media-service';
import { MediaStore } from './media-store';
import { MediaUsageFinder } from './media-usage';

declare module 'fastify' {
  interface FastifyInstance {
    media: MediaService;
  }
}

/** The media library: GridFS storage on the app's own connection, usage across the content collections. */
export default fp(
  async (app) => {
    const { models, connection } = app.db;
    const store = new MediaStore(connection);
    // The site's own pictures are library entries whose files the release ships.
    store.useShippedFiles(new ShippedPictures(models.Media));
    app.decorate(
      'media',
      // Public content carries its images' details: a media change is a content change on every instance.
      new MediaService(models.Media, store, new MediaUsageFinder(models), () => {
        app.publicCache.invalidate();
        app.contentVersion.changed();
      }),
    );
  },
  { name: 'media', dependencies: ['mongoose', 'cache-headers'] },
);
