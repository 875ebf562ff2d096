import { Type, type TSchema } from 'typebox';
import { collectionNamed } from '../src/collections';
import { requiredLocalizedFields } from '../src/collections/fields';
import { withSchemas } from '../src/collections/schemas';
import { COLLECTIONS, type Item } from './content.contract';
import { expectFailure, expectSuccess } from './expect-body';
import type { Call } from './target';

/**
 * Content in a language (`?locale=sw`): public reads answer only what is translated there, resolved to it,
 * with `locale` and `alternates`; staff reads carry `translations` and `missingTranslations` (`?missing=`).
 */
export function describeContentLocalesContract(call: Call): void {
  describe.each(COLLECTIONS)('/$path in languages', (collection) => {
    const { path, itemKey, listKey } = collection;
    const titleKey = collection.titleKey ?? 'title';
    const itemOf = (schema: TSchema) => Type.Object({ [itemKey]: schema });
    const create = async (extra: Record<string, unknown> = {}) => {
      const response = await call('POST', `/${path}`, {
        as: 'editor',
        body: { ...collection.body(), ...extra },
      });
      return expectSuccess<Record<string, Item>>(response, 201, itemOf(collection.item))[itemKey]!;
    };

    it('answers in a language: only items translated there, with locale and alternates', async () => {
      expect((await call('GET', `/${path}?locale=de`)).status).toBe(400);
      expect((await call('GET', `/${path}/no-such-item?locale=xx`)).status).toBe(400);
      const english = collection.body();
      const required = requiredLocalizedFields(withSchemas(collectionNamed(path))).filter(
        (key) => key !== 'slug',
      );
      const kiswahili = Object.fromEntries(
        required.map((key) => [
          key,
          typeof english[key] === 'string' ? `Kiswahili: ${english[key]}` : english[key],
        ]),
      );
      const swSlug = `kiswahili-${Math.random().toString(36).slice(2, 9)}`;
      const full = await create({ ...english, translations: { sw: { ...kiswahili, slug: swSlug } } });
      // A translation with only its slug is not a language of the item yet.
      const half = await create({ translations: { fr: { slug: `french-${swSlug}` } } });

      const read = expectSuccess<Record<string, Item>>(
        await call('GET', `/${path}/${swSlug}?locale=sw`),
        200,
        itemOf(collection.item),
      )[itemKey]!;
      expect(read).toMatchObject({ id: full.id, slug: swSlug, locale: 'sw', ...kiswahili });
      expect(read.alternates).toEqual({ en: full.slug, sw: swSlug });
      expect(read.translations).toBeUndefined();
      const inEnglish = expectSuccess<Record<string, Item>>(
        await call('GET', `/${path}/${full.id}`),
        200,
        itemOf(collection.item),
      )[itemKey]!;
      expect(inEnglish).toMatchObject({ locale: 'en', alternates: { en: full.slug, sw: swSlug } });
      expectFailure(await call('GET', `/${path}/${half.id}?locale=fr`), 404, collection.notFound);
      expectFailure(await call('GET', `/${path}/${full.slug}?locale=sw`), 404, collection.notFound);

      const search = (title: unknown) => encodeURIComponent(String(title));
      const listed = expectSuccess<Record<string, Item[]>>(
        await call('GET', `/${path}?locale=sw&search=${search(full[titleKey])}`),
        200,
        collection.list,
      )[listKey]!;
      expect(listed.map((item) => [item.id, item.locale])).toEqual([[full.id, 'sw']]);
      const french = expectSuccess<Record<string, Item[]>>(
        await call('GET', `/${path}?locale=fr&search=${search(half[titleKey])}`),
        200,
        collection.list,
      )[listKey]!;
      expect(french).toEqual([]);

      const staff = expectSuccess<Record<string, Item>>(
        await call('GET', `/${path}/admin/${full.id}`, { as: 'editor' }),
        200,
        itemOf(collection.item),
      )[itemKey]!;
      expect(staff.missingTranslations).toEqual(['fr']);
      expect(staff.translations).toMatchObject({ sw: { ...kiswahili, slug: swSlug } });
      const missing = expectSuccess<Record<string, Item[]>>(
        await call('GET', `/${path}/admin/all?missing=fr&search=${search(half[titleKey])}`, { as: 'editor' }),
        200,
        collection.list,
      )[listKey]!;
      expect(missing.map((item) => item.id)).toEqual([half.id]);
    });
  });
}
