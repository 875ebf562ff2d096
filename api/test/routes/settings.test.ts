import { DEFAULT_SITE_SETTINGS, type SiteSettings } from '@mwangaza/shared/schemas';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(30_000);

const t = setUpTestApp({ sessions: true, env: { ENQUIRY_RETENTION_MONTHS: '12' } });

const changed = (phone: string): SiteSettings => ({
  ...DEFAULT_SITE_SETTINGS,
  contact: { ...DEFAULT_SITE_SETTINGS.contact, phone },
  counters: DEFAULT_SITE_SETTINGS.counters.map((counter, index) =>
    index === 0 ? { ...counter, value: 14 } : counter,
  ),
});
const contentVersion = async () => (await t.call('GET', '/content-version')).body.data.version as string;
const put = (body: unknown, token: string, ifMatch?: string) =>
  t.call('PUT', '/settings', { body, token, headers: ifMatch ? { 'if-match': ifMatch } : {} });

describe('reading', () => {
  it('answers the defaults to anyone until something is saved, with the configured retention period', async () => {
    const answer = await t.call('GET', '/settings');
    expect(answer.status).toBe(200);
    expect(answer.body.data).toEqual({
      settings: DEFAULT_SITE_SETTINGS,
      enquiryRetentionMonths: 12,
      version: 0,
      updatedAt: null,
    });
    expect(answer.headers.get('cache-control')).toMatch(/^public/);
    const etag = answer.headers.get('etag')!;
    expect((await t.call('GET', '/settings', { headers: { 'if-none-match': etag } })).status).toBe(304);
  });

  it('keeps the staff read to administrators', async () => {
    expect((await t.call('GET', '/settings/admin')).status).toBe(401);
    expect((await t.call('GET', '/settings/admin', { token: t.tokens.editor })).status).toBe(403);
    const admin = await t.call('GET', '/settings/admin', { token: t.tokens.admin });
    expect(admin.status).toBe(200);
    expect(admin.headers.get('etag')).toBe('"0"');
  });
});

describe('saving', () => {
  it('refuses anonymous callers (401) and editors (403)', async () => {
    const anonymous = await t.call('PUT', '/settings', { body: changed('+254 700 000 001') });
    expect(anonymous.status).toBe(401);
    const editor = await put(changed('+254 700 000 001'), t.tokens.editor);
    expect(editor.status).toBe(403);
    expect(editor.body).toEqual({ success: false, message: expect.any(String) });
  });

  it('validates every field against the schema and says which one is wrong', async () => {
    const badPhone = await put(changed('call us'), t.tokens.admin, '"0"');
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toEqual({ success: false, message: 'contact.phone has an invalid format' });

    const threeCounters = { ...DEFAULT_SITE_SETTINGS, counters: DEFAULT_SITE_SETTINGS.counters.slice(0, 3) };
    expect((await put(threeCounters, t.tokens.admin)).body.message).toBe(
      'counters must have at least 4 items',
    );

    const longLabel = changed('+254 700 000 001');
    longLabel.counters[1] = { ...longLabel.counters[1]!, label: 'x'.repeat(41) };
    expect((await put(longLabel, t.tokens.admin)).body.message).toBe(
      'counters.1.label must be at most 40 characters',
    );

    const retention = { ...DEFAULT_SITE_SETTINGS, enquiryRetentionMonths: 6 };
    expect((await put(retention, t.tokens.admin)).body.message).toBe('Unknown field: enquiryRetentionMonths');
    expect((await t.call('GET', '/settings')).body.data.version).toBe(0);
  });

  it('saves, moves the content version, shows the change to the next public read and audits it', async () => {
    const before = await contentVersion();
    await t.call('GET', '/settings'); // cached now

    const saved = await put(changed('+254 711 222 333'), t.tokens.admin, '"0"');
    expect(saved.status).toBe(200);
    expect(saved.headers.get('etag')).toBe('"1"');
    expect(saved.body.data.settings).toMatchObject({ version: 1, updatedBy: 'Demo Administrator' });

    expect(await contentVersion()).not.toBe(before);
    const read = (await t.call('GET', '/settings')).body.data;
    expect(read.settings.contact.phone).toBe('+254 711 222 333');
    expect(read.settings.counters[0]).toEqual({ value: 14, suffix: '+', label: 'Countries Served' });
    expect(read).not.toHaveProperty('updatedBy');

    const audit = await t.call('GET', '/audit?action=settings.updated', { token: t.tokens.admin });
    expect(audit.body.data.entries[0]).toMatchObject({
      entityType: 'site-settings',
      entityId: 'site',
      summary: 'Edited the site settings (contact, counters)',
    });
  });

  it('refuses a save made from a stale version (412) with who saved since', async () => {
    const stale = await put(changed('+254 799 999 999'), t.tokens.admin, '"0"');
    expect(stale.status).toBe(412);
    expect(stale.body.message).toMatch(/^The site settings were changed by Demo Administrator at /);
    expect(stale.body.data.current).toMatchObject({ version: 1, updatedBy: 'Demo Administrator' });
    expect((await t.call('GET', '/settings')).body.data.settings.contact.phone).toBe('+254 711 222 333');
  });
});

describe('revisions', () => {
  const path = '/settings/site/revisions';

  it('lists who changed what, newest first, for administrators only', async () => {
    expect((await t.call('GET', path)).status).toBe(401);
    expect((await t.call('GET', path, { token: t.tokens.editor })).status).toBe(403);
    const list = await t.call('GET', path, { token: t.tokens.admin });
    expect(list.body.data.revisions).toMatchObject([
      {
        number: 2,
        action: 'update',
        author: { name: 'Demo Administrator' },
        changed: ['contact', 'counters'],
      },
      { number: 1, action: 'baseline', author: null },
    ]);
    const baseline = list.body.data.revisions[1].id as string;
    const one = await t.call('GET', `${path}/${baseline}`, { token: t.tokens.admin });
    expect(one.body.data.revision.snapshot).toEqual(DEFAULT_SITE_SETTINGS);
    expect((await t.call('GET', '/settings/other/revisions', { token: t.tokens.admin })).status).toBe(404);
  });

  it('restores an earlier revision as a new one, audited, and refuses editors', async () => {
    const list = await t.call('GET', path, { token: t.tokens.admin });
    const baseline = list.body.data.revisions[1].id as string;
    const before = await contentVersion();

    expect((await t.call('POST', `${path}/${baseline}/restore`, { token: t.tokens.editor })).status).toBe(
      403,
    );
    const restored = await t.call('POST', `${path}/${baseline}/restore`, { token: t.tokens.admin });
    expect(restored.status).toBe(200);
    expect(restored.body.data.settings).toMatchObject({ settings: DEFAULT_SITE_SETTINGS, version: 2 });
    expect(restored.body.data.revision).toMatchObject({ number: 3, action: 'restore', restoredFrom: 1 });

    expect(await contentVersion()).not.toBe(before);
    expect((await t.call('GET', '/settings')).body.data.settings).toEqual(DEFAULT_SITE_SETTINGS);
    const audit = await t.call('GET', '/audit?action=settings.restored', { token: t.tokens.admin });
    expect(audit.body.data.entries[0]).toMatchObject({ entityType: 'site-settings', entityId: 'site' });
  });
});
