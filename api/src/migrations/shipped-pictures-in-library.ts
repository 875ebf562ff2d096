import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import type { ContentModel } from '../models/content-model';
import { SHIPPED_PICTURES, siteFileOf } from '../seed/data/pictures';
import { ShippedPictures } from '../plugins/app/media/shipped-pictures';
import type { Migration } from './migration';
import { publicContentChanged } from './public-content-changed';

/**
 * The site's own pictures join the media library (with their alt text), so staff find, reuse and replace
 * them there: the services' and culture pictures always, a sample picture where content shows it. Content
 * that shows one by its site address ('/images/services/x.webp') now names it by its library address: the
 * same picture, counted as used by the library. A picture staff chose themselves is left as it is, and so is
 * each item's saved time.
 */
export const shippedPicturesInLibrary: Migration = {
  id: 'shipped-pictures-in-library',
  description: "the site's own pictures are put in the media library, and content names them there",
  async up({ models }) {
    const modelOf = (typeName: string) => (models as unknown as Record<string, ContentModel>)[typeName]!;
    const contentModels = SCHEMA_COLLECTIONS.map((collection) => modelOf(collection.typeName.one));
    const shown = async (file: string) =>
      (await Promise.all(contentModels.map((model) => model.exists({ image: file }).exec()))).some(Boolean);
    const wanted = [];
    for (const picture of SHIPPED_PICTURES) {
      if (!picture.sample || (await shown(siteFileOf(picture)))) wanted.push(picture);
    }
    const urls = await new ShippedPictures(models.Media).ensure(wanted);
    let changed = 0;
    for (const model of contentModels) {
      for (const [file, url] of urls) {
        const result = await model.collection.updateMany({ image: file }, { $set: { image: url } });
        changed += result.modifiedCount;
      }
    }
    if (changed > 0) await publicContentChanged(models);
    return changed;
  },
};
