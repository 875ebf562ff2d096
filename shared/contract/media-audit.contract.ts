import { AuditList, MediaList } from '../src/schemas';
import { expectFailure, expectSuccess } from './expect-body';
import { solidPng } from './png';
import { AUTH_REQUIRED, FORBIDDEN, OneMedia, Uploaded } from './response-schemas';
import type { Call } from './target';

const upload = (name = 'contract.png') => {
  const form = new FormData();
  form.append('file', new Blob([solidPng(64, 48)], { type: 'image/png' }), name);
  return form;
};

type MediaItem = { id: string; alt: string; url: string };

export function describeMediaAuditContract(call: Call): void {
  describe('/media', () => {
    it('lists the library to editors and admins, with the upload limit', async () => {
      expectFailure(await call('GET', '/media'), 401, AUTH_REQUIRED);
      expectFailure(await call('GET', '/media', { as: 'user' }), 403, FORBIDDEN);
      const list = expectSuccess<{ maxBytes: number }>(
        await call('GET', '/media?page=1&limit=5', { as: 'editor' }),
        200,
        MediaList,
      );
      expect(list.maxBytes).toBeGreaterThan(0);
    });

    it('uploads an image, describes it, and deletes it', async () => {
      expectFailure(await call('POST', '/media', { as: 'user', form: upload() }), 403, FORBIDDEN);
      const { media, uploaded } = expectSuccess<{ media: MediaItem; uploaded: MediaItem[] }>(
        await call('POST', '/media', { as: 'editor', form: upload() }),
        201,
        Uploaded,
      );
      expect(uploaded.map((item) => item.id)).toEqual([media.id]);
      const described = expectSuccess<{ media: MediaItem }>(
        await call('PATCH', `/media/${media.id}`, { as: 'editor', body: { alt: 'A green square' } }),
        200,
        OneMedia,
      );
      expect(described.media.alt).toBe('A green square');
      expect(
        expectSuccess<{ media: MediaItem }>(
          await call('GET', `/media/${media.id}`, { as: 'editor' }),
          200,
          OneMedia,
        ).media.alt,
      ).toBe('A green square');
      const listed = expectSuccess<{ media: MediaItem[] }>(
        await call('GET', '/media?limit=100', { as: 'admin' }),
        200,
        MediaList,
      );
      expect(listed.media.map((item) => item.id)).toContain(media.id);
      expectSuccess(await call('DELETE', `/media/${media.id}`, { as: 'editor' }), 200);
      expectFailure(await call('GET', `/media/${media.id}`, { as: 'editor' }), 404);
    });

    it('refuses a file that is not an image', async () => {
      const form = new FormData();
      form.append('file', new Blob(['plain text'], { type: 'text/plain' }), 'notes.txt');
      expectFailure(await call('POST', '/media', { as: 'editor', form }), 415);
    });
  });

  describe('/audit', () => {
    it('shows the audit log to admins only, newest first and paged', async () => {
      expectFailure(await call('GET', '/audit'), 401, AUTH_REQUIRED);
      expectFailure(await call('GET', '/audit', { as: 'editor' }), 403, FORBIDDEN);
      const log = expectSuccess<{ entries: { at: string }[]; pagination: { limit: number } }>(
        await call('GET', '/audit?page=1&limit=5', { as: 'admin' }),
        200,
        AuditList,
      );
      expect(log.pagination.limit).toBe(5);
      const times = log.entries.map((entry) => entry.at);
      expect([...times].sort().reverse()).toEqual(times);
    });

    it("names an entry's account by its holder's full name, not its id", async () => {
      const { entries } = expectSuccess<{ entries: { entityId: string; entityName?: string }[] }>(
        await call('GET', '/audit?entityType=user&limit=50', { as: 'admin' }),
        200,
        AuditList,
      );
      const named = entries.filter((entry) => entry.entityId !== '');
      expect(named.length).toBeGreaterThan(0);
      for (const entry of named) {
        expect(entry.entityName).toMatch(/\S/);
        expect(entry.entityName).not.toBe(entry.entityId);
      }
    });
  });
}
