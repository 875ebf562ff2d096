import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ sessions: true });

const english = {
  title: 'Cold-Chain Monitoring for a Dairy Cooperative',
  client: 'Maziwa Bora Cooperative',
  category: 'Agriculture',
  brief: 'Sensors in every cooler told the cooperative which milk would spoil before it did.',
  image: '/images/case-studies/umoja.webp',
  results: ['Spoiled milk down 31%'],
  testimonial: { quote: 'We lose far less milk now.', author: 'Grace Wambui', role: 'Chair' },
};

const kiswahili = {
  title: 'Ufuatiliaji wa Ubaridi kwa Chama cha Ushirika cha Maziwa',
  brief: 'Vihisi katika kila jokofu viliuambia chama maziwa yapi yangeharibika kabla hayajaharibika.',
  results: ['Maziwa yaliyoharibika yalipungua kwa 31%'],
  testimonial: { quote: 'Sasa tunapoteza maziwa machache sana.', role: 'Mwenyekiti' },
};

const editor = () => ({ token: t.tokens.editor });
const create = (body: Record<string, unknown>) =>
  t.call('POST', '/case-studies', { ...editor(), body }).then((r) => r.body.data.caseStudy);
const replace = (id: string, body: Record<string, unknown>) =>
  t.call('PUT', `/case-studies/${id}`, { ...editor(), body });
const swList = async (query = '') =>
  (await t.call('GET', `/case-studies?locale=sw&limit=50${query}`)).body.data.caseStudies as Array<{
    id: string;
    title: string;
  }>;

describe('content in three languages', () => {
  it('refuses a language the site does not have', async () => {
    const list = await t.call('GET', '/case-studies?locale=de');
    expect(list.status).toBe(400);
    expect(list.body.message).toMatch(/locale/);
    expect((await t.call('GET', '/services/big-data-analytics?locale=xx')).status).toBe(400);
  });

  it('shows an item in a language only once its required fields are translated', async () => {
    const item = await create({ ...english, translations: { sw: { title: kiswahili.title } } });
    expect(item.missingTranslations).toEqual(['sw', 'fr']);
    expect(item.translations.sw).toMatchObject({ title: kiswahili.title, slug: expect.any(String) });

    // Half-translated: not in the Kiswahili list, 404 in Kiswahili, still read in English.
    expect((await swList()).map((row) => row.id)).not.toContain(item.id);
    const missing = await t.call('GET', `/case-studies/${item.id}?locale=sw`);
    expect(missing.status).toBe(404);
    expect(missing.body.message).toBe('Case study not found');
    const inEnglish = (await t.call('GET', `/case-studies/${item.slug}`)).body.data.caseStudy;
    expect(inEnglish).toMatchObject({ locale: 'en', alternates: { en: item.slug } });
    expect(inEnglish.alternates.sw).toBeUndefined();
    const staffMissing = (await t.call('GET', '/case-studies/admin/all?missing=sw&limit=100', editor())).body
      .data.caseStudies as Array<{ id: string }>;
    expect(staffMissing.map((row) => row.id)).toContain(item.id);

    const saved = await replace(item.id, {
      ...english,
      translations: { sw: { ...kiswahili, slug: 'ubaridi-wa-maziwa' } },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.caseStudy.missingTranslations).toEqual(['fr']);

    const listed = await swList();
    expect(listed.find((row) => row.id === item.id)).toMatchObject({ title: kiswahili.title });
    const read = (await t.call('GET', '/case-studies/ubaridi-wa-maziwa?locale=sw')).body.data.caseStudy;
    expect(read).toMatchObject({
      id: item.id,
      locale: 'sw',
      slug: 'ubaridi-wa-maziwa',
      title: kiswahili.title,
      brief: kiswahili.brief,
      // The client's and the quote author's names are not translated.
      client: english.client,
      testimonial: { quote: kiswahili.testimonial.quote, author: 'Grace Wambui', role: 'Mwenyekiti' },
      alternates: { en: item.slug, sw: 'ubaridi-wa-maziwa' },
    });
    expect(read.translations).toBeUndefined();
    // The English slug is not a Kiswahili address, and the Kiswahili one is not an English address.
    expect((await t.call('GET', `/case-studies/${item.slug}?locale=sw`)).status).toBe(404);
    expect((await t.call('GET', '/case-studies/ubaridi-wa-maziwa')).status).toBe(404);
    // Search looks in the language asked for.
    expect((await swList('&search=jokofu')).map((row) => row.id)).toEqual([item.id]);
    expect(await swList('&search=cooler')).toEqual([]);
    const staffStill = (await t.call('GET', '/case-studies/admin/all?missing=sw&limit=100', editor())).body
      .data.caseStudies as Array<{ id: string }>;
    expect(staffStill.map((row) => row.id)).not.toContain(item.id);
  });

  it('keeps slugs unique per language, and an earlier one finds the item', async () => {
    const first = await create({ ...english, translations: { sw: { ...kiswahili, slug: 'maziwa-kwanza' } } });
    const second = await create({ ...english, translations: { sw: kiswahili } });
    expect(second.translations.sw.slug).not.toBe(first.translations.sw.slug);
    const taken = await replace(second.id, {
      ...english,
      translations: { sw: { ...kiswahili, slug: 'maziwa-kwanza' } },
    });
    expect(taken.status).toBe(409);
    expect(taken.body.message).toBe(
      'This Kiswahili address is already used by another case study. Choose another slug.',
    );
    // The same slug in another language is free.
    expect(
      (await replace(second.id, { ...english, translations: { fr: { slug: 'maziwa-kwanza' } } })).status,
    ).toBe(200);

    await replace(first.id, { ...english, translations: { sw: { ...kiswahili, slug: 'maziwa-mapya' } } });
    const old = (await t.call('GET', '/case-studies/maziwa-kwanza?locale=sw')).body.data.caseStudy;
    expect(old).toMatchObject({ id: first.id, slug: 'maziwa-mapya' });
  });

  it('keeps translations on a replace that leaves them out, and records each language in History', async () => {
    const item = await create({ ...english, translations: { sw: kiswahili } });
    const kept = await replace(item.id, { ...english, title: 'Cold-Chain Monitoring, Revisited' });
    expect(kept.body.data.caseStudy.translations.sw.title).toBe(kiswahili.title);

    await replace(item.id, {
      ...english,
      title: 'Cold-Chain Monitoring, Revisited',
      translations: { sw: { ...kiswahili, title: 'Ubaridi wa Maziwa, Upya' } },
    });
    const history = (await t.call('GET', `/case-studies/${item.id}/revisions`, editor())).body.data.revisions;
    expect(history[0].changed).toEqual(['translations.sw']);
    expect(history[1].changed).toEqual(['title']);

    // Restoring the first revision brings the first Kiswahili title back.
    const first = history[history.length - 1];
    await t.call('POST', `/case-studies/${item.id}/revisions/${first.id}/restore`, editor());
    const restored = (await t.call('GET', `/case-studies/admin/${item.id}`, editor())).body.data.caseStudy;
    expect(restored.translations.sw.title).toBe(kiswahili.title);
    expect(restored.title).toBe(english.title);
  });
});
