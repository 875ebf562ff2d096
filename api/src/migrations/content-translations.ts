import mongoose from 'mongoose';
import { localesOf, type Translations } from '@mwangaza/shared/collections/fields';
import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import type { ContentDoc, ContentModel } from '../models/content-model';
import { shippedTranslations } from '../seed/shipped-translations';
import type { Migration } from './migration';

/**
 * Content from before it had languages: every item gets its `locales` (English), and the shipped items get
 * the product's Kiswahili and French translations, in a language staff have not translated them into, and
 * only for the texts still as shipped in English; a translated slug another item has in that language is
 * left out (the API makes one from the translated title on the next save).
 */
export const contentTranslations: Migration = {
  id: 'content-translations',
  description:
    'content gets its languages (locales), and the shipped items the Kiswahili and French translations of their texts still as shipped',
  async up({ models }) {
    let changed = 0;
    for (const collection of SCHEMA_COLLECTIONS) {
      const model = (models as unknown as Record<string, ContentModel>)[collection.typeName.one]!;
      const docs = await model.find({}).lean<ContentDoc[]>().exec();
      for (const doc of docs) {
        const translations: Translations = { ...(doc.translations ?? {}) };
        const shipped = shippedTranslations(collection, doc.id, doc);
        for (const [locale, translation] of Object.entries(shipped) as [
          keyof Translations,
          Record<string, unknown>,
        ][]) {
          if (translations[locale]) continue;
          const slug = translation.slug;
          const taken =
            typeof slug === 'string' &&
            (await model
              .exists({ [`translations.${locale}.slug`]: slug, id: mongoose.trusted({ $ne: doc.id }) })
              .exec());
          translations[locale] = taken ? { ...translation, slug: undefined } : translation;
          if (taken) delete translations[locale]!.slug;
        }
        const locales = localesOf(collection, translations);
        const same =
          JSON.stringify(translations) === JSON.stringify(doc.translations ?? {}) &&
          JSON.stringify(locales) === JSON.stringify(doc.locales);
        if (same) continue;
        await model
          .updateOne({ id: doc.id }, { $set: { translations, locales } }, { timestamps: false })
          .exec();
        changed++;
      }
    }
    // Instances already running serve the items without their languages: moving the content version refreshes them.
    if (changed > 0)
      await models.ContentVersion.updateOne(
        { _id: 'public' },
        { $inc: { version: 1 } },
        { upsert: true },
      ).exec();
    return changed;
  },
};
