import { contentTranslations } from '../../src/migrations/content-translations';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ sessions: true });

describe('the content the product ships, in three languages', () => {
  it('a fresh database answers the shipped content in Kiswahili and French', async () => {
    const sw = (await t.call('GET', '/services/uchanganuzi-wa-data-kubwa?locale=sw')).body.data.service;
    expect(sw).toMatchObject({ id: 'big-data-analytics', locale: 'sw', title: 'Uchanganuzi wa Data Kubwa' });
    expect(sw.alternates).toMatchObject({ en: 'big-data-analytics', sw: 'uchanganuzi-wa-data-kubwa' });
    expect(sw.alternates.fr).toEqual(expect.any(String));
    const fr = (await t.call('GET', `/services/${sw.alternates.fr}?locale=fr`)).body.data.service;
    expect(fr.locale).toBe('fr');
    expect(fr.title).not.toBe('Big Data Analytics');
    const englishCount = (await t.call('GET', '/case-studies?limit=50')).body.data.pagination.total;
    const swCount = (await t.call('GET', '/case-studies?locale=sw&limit=50')).body.data.pagination.total;
    expect(swCount).toBe(englishCount);
    // An article's byline shows its author's role in the article's language.
    const insight = (await t.call('GET', '/insights/mobile-money-fraud-signals')).body.data.insight;
    const swInsight = (await t.call('GET', `/insights/${insight.alternates.sw}?locale=sw`)).body.data.insight;
    expect(insight.authorProfile.role).toBe('Lead Data Scientist');
    expect(swInsight.authorProfile).toMatchObject({
      name: 'Wanjiku Kariuki',
      role: 'Mwanasayansi Mkuu wa Data',
    });
    expect(swInsight.authorProfile.translations).toBeUndefined();
    const person = (await t.call('GET', '/people/achieng-otieno?locale=sw')).body.data.person;
    expect(person).toMatchObject({
      name: 'Achieng Otieno',
      role: 'Mkurugenzi Mtendaji na Mwanzilishi Mwenza',
    });
  });

  it('the site settings read in a language, and a save without translations keeps them', async () => {
    const sw = (await t.call('GET', '/settings?locale=sw')).body.data.settings;
    expect(sw.hero).toMatchObject({ title: 'Ilete data yako', highlight: 'kwenye mwangaza' });
    expect(sw.businessHours[0]).toMatchObject({ days: 'Jumatatu - Ijumaa', opens: '08:00' });
    expect(sw.contact.phone).toEqual(expect.any(String));
    expect((await t.call('GET', '/settings?locale=es')).status).toBe(400);

    const admin = await t.call('GET', '/settings/admin', { token: t.tokens.admin });
    const { settings } = admin.body.data;
    const etag = admin.headers.get('etag')!;
    const saved = await t.call('PUT', '/settings', {
      token: t.tokens.admin,
      headers: { 'If-Match': etag },
      body: { ...settings, hero: { ...settings.hero, title: 'Bring your numbers' } },
    });
    expect(saved.status).toBe(200);
    // The English changed, the translation of the other texts is kept.
    const after = (await t.call('GET', '/settings?locale=sw')).body.data.settings;
    expect(after.hero.highlight).toBe('kwenye mwangaza');
    const translated = await t.call('PUT', '/settings', {
      token: t.tokens.admin,
      headers: { 'If-Match': saved.headers.get('etag')! },
      body: { ...settings, translations: { sw: { hero: { title: 'Ilete takwimu zako' } } } },
    });
    expect(translated.status).toBe(200);
    expect((await t.call('GET', '/settings?locale=sw')).body.data.settings.hero.title).toBe(
      'Ilete takwimu zako',
    );
  });

  it('an existing database gets the translations of the texts staff have not changed, and keeps theirs', async () => {
    const { Service } = t.app.db.models;
    await Service.updateMany({}, { $unset: { translations: 1, locales: 1 } }).exec();
    // An editor rewrote one service's English title, and translated another into Kiswahili themselves.
    await Service.updateOne(
      { id: 'data-visualization' },
      { $set: { title: 'Dashboards That Get Read' } },
    ).exec();
    await Service.updateOne(
      { id: 'data-pipelines' },
      { $set: { translations: { sw: { title: 'Mabomba ya Data', slug: 'mabomba-ya-data' } } } },
    ).exec();

    const changed = await contentTranslations.up({
      models: t.app.db.models,
      config: t.app.config,
      clock: Date.now,
      log: { info: () => undefined, warn: () => undefined, error: () => undefined } as never,
    });
    expect(changed).toBeGreaterThan(0);

    const swList = (await t.call('GET', '/services?locale=sw&limit=50')).body.data.services as Array<{
      id: string;
    }>;
    const ids = swList.map((service) => service.id);
    expect(ids).toContain('big-data-analytics');
    // The rewritten title has no translation, so the service is not shown half in English.
    expect(ids).not.toContain('data-visualization');
    const staff = (await t.call('GET', '/services/admin/data-pipelines', { token: t.tokens.editor })).body
      .data.service;
    expect(staff.translations.sw).toEqual({ title: 'Mabomba ya Data', slug: 'mabomba-ya-data' });
    // Run again: nothing left to do.
    expect(
      await contentTranslations.up({
        models: t.app.db.models,
        config: t.app.config,
        clock: Date.now,
        log: { info: () => undefined } as never,
      }),
    ).toBe(0);
  });
});
