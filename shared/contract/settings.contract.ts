import { Type } from 'typebox';
import {
  DEFAULT_SITE_SETTINGS,
  EditConflict,
  Revision,
  RevisionList,
  RevisionSummary,
  SETTINGS_IF_MATCH_REQUIRED_MESSAGE,
  SiteSettingsAnswer,
  SiteSettingsRecord,
  type SiteSettings,
} from '../src/schemas';
import { expectFailure, expectMatches, expectSuccess } from './expect-body';
import { AUTH_REQUIRED, FORBIDDEN } from './response-schemas';
import type { Call } from './target';

const Restored = Type.Object({ settings: SiteSettingsRecord, revision: RevisionSummary });
const HISTORY = '/settings/site/revisions';

const withPhone = (phone: string): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  contact: { ...DEFAULT_SITE_SETTINGS.contact, phone },
});

export function describeSettingsContract(call: Call): void {
  describe('/settings', () => {
    /** The ETag GET /settings answers now: what a save sends back as If-Match. */
    const currentTag = async () => {
      const read = await call('GET', '/settings');
      expectSuccess(read, 200, SiteSettingsAnswer);
      return read.headers.get('etag')!;
    };
    const save = (settings: SiteSettings, etag: string, as: 'admin' | 'editor' = 'admin') =>
      call('PUT', '/settings', { as, body: settings, headers: { 'If-Match': etag } });

    it('answers everyone the settings and the retention period, with a strong ETag', async () => {
      expect(await currentTag()).toMatch(/^"[^"]+"$/);
    });

    it('keeps the staff read and every write to administrators', async () => {
      expectFailure(await call('GET', '/settings/admin'), 401, AUTH_REQUIRED);
      expectFailure(await call('GET', '/settings/admin', { as: 'editor' }), 403, FORBIDDEN);
      const admin = await call('GET', '/settings/admin', { as: 'admin' });
      expectSuccess(admin, 200, SiteSettingsRecord);
      expect(admin.headers.get('etag')).toBe(await currentTag());
      const etag = await currentTag();
      expectFailure(
        await call('PUT', '/settings', { body: withPhone('+254 700 100 200') }),
        401,
        AUTH_REQUIRED,
      );
      expectFailure(await save(withPhone('+254 700 100 200'), etag, 'editor'), 403, FORBIDDEN);
      expectFailure(await call('GET', HISTORY, { as: 'editor' }), 403, FORBIDDEN);
    });

    it('saves with the ETag of the read as If-Match, and answers as the read does', async () => {
      const etag = await currentTag();
      const before = expectSuccess<{ version: number }>(
        await call('GET', '/settings'),
        200,
        SiteSettingsAnswer,
      );
      const answer = await save(withPhone('+254 700 100 201'), etag);
      const saved = expectSuccess<{ version: number; settings: SiteSettings }>(
        answer,
        200,
        SiteSettingsAnswer,
      );
      expect(saved.version).toBe(before.version + 1);
      expect(saved.settings.contact.phone).toBe('+254 700 100 201');
      expect(answer.headers.get('etag')).toBe(await currentTag());
    });

    it('requires If-Match (428) and refuses a stale copy (412) and an invalid field (400)', async () => {
      expectFailure(
        await call('PUT', '/settings', { as: 'admin', body: withPhone('+254 700 100 204') }),
        428,
        SETTINGS_IF_MATCH_REQUIRED_MESSAGE,
      );
      const etag = await currentTag();
      expectSuccess(await save(withPhone('+254 700 100 205'), etag), 200, SiteSettingsAnswer);
      const stale = await save(withPhone('+254 700 100 202'), etag);
      expect(stale.status).toBe(412);
      expectMatches(
        Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict }),
        stale.body,
        '412 body',
      );
      expect((stale.body as { data: EditConflict }).data.current.etag).toBe(await currentTag());
      expectFailure(await save(withPhone('not a phone'), await currentTag()), 400, /contact\.phone/);
    });

    it('answers in a language (?locale=) and saves the texts translated', async () => {
      expect((await call('GET', '/settings?locale=xx')).status).toBe(400);
      const saved = await call('PUT', '/settings', {
        as: 'admin',
        headers: { 'If-Match': await currentTag() },
        body: { ...DEFAULT_SITE_SETTINGS, translations: { sw: { hero: { title: 'Ilete data yako leo' } } } },
      });
      expectSuccess(saved, 200, SiteSettingsAnswer);
      const sw = expectSuccess<{ settings: SiteSettings }>(
        await call('GET', '/settings?locale=sw'),
        200,
        SiteSettingsAnswer,
      );
      // The title in Kiswahili; what is not translated (the phone) as in English.
      expect(sw.settings.hero.title).toBe('Ilete data yako leo');
      expect(sw.settings.contact.phone).toBe(DEFAULT_SITE_SETTINGS.contact.phone);
      const english = expectSuccess<{ settings: SiteSettings }>(
        await call('GET', '/settings'),
        200,
        SiteSettingsAnswer,
      );
      expect(english.settings.hero.title).toBe(DEFAULT_SITE_SETTINGS.hero.title);
      const admin = expectSuccess<{ translations: { sw: { hero: { title: string } } } }>(
        await call('GET', '/settings/admin', { as: 'admin' }),
        200,
        SiteSettingsRecord,
      );
      expect(admin.translations.sw.hero.title).toBe('Ilete data yako leo');
    });

    it('keeps a revision per save and restores one', async () => {
      expectSuccess(await save(withPhone('+254 700 100 203'), await currentTag()), 200, SiteSettingsAnswer);
      const { revisions } = expectSuccess<{ revisions: { id: string; number: number }[] }>(
        await call('GET', HISTORY, { as: 'admin' }),
        200,
        RevisionList,
      );
      const earlier = revisions[1]!;
      expectSuccess(
        await call('GET', `${HISTORY}/${earlier.id}`, { as: 'admin' }),
        200,
        Type.Object({ revision: Revision }),
      );
      const restored = expectSuccess<{ revision: { restoredFrom: number } }>(
        await call('POST', `${HISTORY}/${earlier.id}/restore`, { as: 'admin' }),
        200,
        Restored,
      );
      expect(restored.revision.restoredFrom).toBe(earlier.number);
    });
  });
}
