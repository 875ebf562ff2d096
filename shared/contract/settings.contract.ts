import { Type } from 'typebox';
import {
  DEFAULT_SITE_SETTINGS,
  EditConflict,
  Revision,
  RevisionList,
  RevisionSummary,
  SiteSettingsAnswer,
  SiteSettingsRecord,
  type SiteSettings,
} from '../src/schemas';
import { expectFailure, expectMatches, expectSuccess } from './expect-body';
import { AUTH_REQUIRED, FORBIDDEN } from './response-schemas';
import type { Call } from './target';

const OneRecord = Type.Object({ settings: SiteSettingsRecord });
const Restored = Type.Object({ settings: SiteSettingsRecord, revision: RevisionSummary });
const HISTORY = '/settings/site/revisions';

const withPhone = (phone: string): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  contact: { ...DEFAULT_SITE_SETTINGS.contact, phone },
});

export function describeSettingsContract(call: Call): void {
  describe('/settings', () => {
    const admin = async () =>
      expectSuccess<{ settings: { version: number } }>(
        await call('GET', '/settings/admin', { as: 'admin' }),
        200,
        OneRecord,
      ).settings;
    const save = (settings: SiteSettings, version: number, as: 'admin' | 'editor' = 'admin') =>
      call('PUT', '/settings', { as, body: settings, headers: { 'If-Match': `"${version}"` } });

    it('answers everyone the settings and the retention period', async () => {
      expectSuccess(await call('GET', '/settings'), 200, SiteSettingsAnswer);
    });

    it('keeps the staff read and every write to administrators', async () => {
      expectFailure(await call('GET', '/settings/admin'), 401, AUTH_REQUIRED);
      expectFailure(await call('GET', '/settings/admin', { as: 'editor' }), 403, FORBIDDEN);
      const { version } = await admin();
      expectFailure(
        await call('PUT', '/settings', { body: withPhone('+254 700 100 200') }),
        401,
        AUTH_REQUIRED,
      );
      expectFailure(await save(withPhone('+254 700 100 200'), version, 'editor'), 403, FORBIDDEN);
      expectFailure(await call('GET', HISTORY, { as: 'editor' }), 403, FORBIDDEN);
    });

    it('saves with If-Match, refuses a stale copy (412) and an invalid field (400)', async () => {
      const { version } = await admin();
      const saved = expectSuccess<{ settings: { version: number; settings: SiteSettings } }>(
        await save(withPhone('+254 700 100 201'), version),
        200,
        OneRecord,
      ).settings;
      expect(saved.version).toBe(version + 1);
      expect(saved.settings.contact.phone).toBe('+254 700 100 201');
      const stale = await save(withPhone('+254 700 100 202'), version);
      expect(stale.status).toBe(412);
      expectMatches(
        Type.Object({ success: Type.Literal(false), message: Type.String(), data: EditConflict }),
        stale.body,
        '412 body',
      );
      expectFailure(await save(withPhone('not a phone'), saved.version), 400, /contact\.phone/);
    });

    it('keeps a revision per save and restores one', async () => {
      const { version } = await admin();
      expectSuccess(await save(withPhone('+254 700 100 203'), version), 200, OneRecord);
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
