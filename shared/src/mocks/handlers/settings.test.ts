import '../../../test/setup-msw';
import { DEFAULT_SITE_SETTINGS } from '../../schemas';
import { db } from '../db';

/** The settings' mock answers translations as the API does: stored with a save, read back, used per locale. */
const ADMIN = 'Bearer mock-access-u-admin';
const api = async (path: string, init: RequestInit = {}) => {
  const response = await fetch(`http://localhost/api${path}`, {
    ...init,
    headers: { Authorization: ADMIN, 'Content-Type': 'application/json', ...init.headers },
  });
  return { status: response.status, etag: response.headers.get('ETag'), body: await response.json() };
};
const put = (body: unknown, etag: string) =>
  api('/settings', { method: 'PUT', body: JSON.stringify(body), headers: { 'If-Match': etag } });

describe('settings mock: translations', () => {
  it('saves the translations with the settings, answers them to staff and the texts per locale', async () => {
    const admin = await api('/settings/admin');
    const sw = { hero: { title: 'Leta data yako' }, counters: [{}, { label: 'Wateja' }] };
    const saved = await put({ ...DEFAULT_SITE_SETTINGS, translations: { sw } }, admin.etag!);
    expect(saved.status).toBe(200);
    // The answer is the English, as the API's.
    expect(saved.body.data.settings.hero.title).toBe(DEFAULT_SITE_SETTINGS.hero.title);
    expect((await api('/settings/admin')).body.data.translations).toEqual({ sw });

    const swahili = (await api('/settings?locale=sw')).body.data.settings;
    expect(swahili.hero.title).toBe('Leta data yako');
    expect(swahili.counters[1].label).toBe('Wateja');
    // Untranslated texts stay in English.
    expect(swahili.hero.lead).toBe(DEFAULT_SITE_SETTINGS.hero.lead);
    expect(swahili.counters[0].label).toBe(DEFAULT_SITE_SETTINGS.counters[0]!.label);
    // French has none now: all English.
    expect((await api('/settings?locale=fr')).body.data.settings.hero).toEqual(DEFAULT_SITE_SETTINGS.hero);

    // Left out, the saved translations stay; sent again unchanged, nothing is written.
    const next = await put(
      { ...DEFAULT_SITE_SETTINGS, contact: { ...DEFAULT_SITE_SETTINGS.contact, city: 'Mombasa' } },
      saved.etag!,
    );
    expect(db.siteSettingsTranslations).toEqual({ sw });
    const again = await put({ ...next.body.data.settings, translations: { sw } }, next.etag!);
    expect(again.body.data.version).toBe(next.body.data.version);
  });

  it('refuses an empty text or an unknown key (400) and keeps what was saved', async () => {
    const { etag } = await api('/settings/admin');
    const before = structuredClone(db.siteSettingsTranslations);
    for (const sw of [{ hero: { title: '' } }, { contact: { city: 'Mombasa' } }]) {
      const refused = await put({ ...DEFAULT_SITE_SETTINGS, translations: { sw } }, etag!);
      expect(refused.status).toBe(400);
    }
    expect(db.siteSettingsTranslations).toEqual(before);
  });
});
