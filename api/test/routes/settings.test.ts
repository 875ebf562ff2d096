import {
  DEFAULT_SITE_SETTINGS,
  SETTINGS_IF_MATCH_REQUIRED_MESSAGE,
  type SiteSettings,
} from '@mwangaza/shared/schemas';
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
/** The ETag GET /settings answers now (what a client sends back as If-Match). */
const currentTag = async () => (await t.call('GET', '/settings')).headers.get('etag')!;
let firstTag = '';
beforeAll(async () => {
  firstTag = await currentTag();
});
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
    // The same shape as the public read, with who saved last and the texts in the other languages; the same
    // ETag, as they show the same settings.
    expect(admin.body.data).toEqual({
      ...(await t.call('GET', '/settings')).body.data,
      updatedBy: null,
      translations: { sw: expect.any(Object), fr: expect.any(Object) },
    });
    expect(admin.headers.get('etag')).toBe((await t.call('GET', '/settings')).headers.get('etag'));
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
    const badPhone = await put(changed('call us'), t.tokens.admin, await currentTag());
    expect(badPhone.status).toBe(400);
    expect(badPhone.body).toEqual({ success: false, message: 'contact.phone has an invalid format' });

    const threeCounters = { ...DEFAULT_SITE_SETTINGS, counters: DEFAULT_SITE_SETTINGS.counters.slice(0, 3) };
    expect((await put(threeCounters, t.tokens.admin, '*')).body.message).toBe(
      'counters must have at least 4 items',
    );

    const longLabel = changed('+254 700 000 001');
    longLabel.counters[1] = { ...longLabel.counters[1]!, label: 'x'.repeat(41) };
    expect((await put(longLabel, t.tokens.admin, '*')).body.message).toBe(
      'counters.1.label must be at most 40 characters',
    );

    const retention = { ...DEFAULT_SITE_SETTINGS, enquiryRetentionMonths: 6 };
    expect((await put(retention, t.tokens.admin, '*')).body.message).toBe(
      'Unknown field: enquiryRetentionMonths',
    );
    expect((await t.call('GET', '/settings')).body.data.version).toBe(0);
  });

  it('saves, moves the content version, shows the change to the next public read and audits it', async () => {
    const before = await contentVersion();
    await t.call('GET', '/settings'); // cached now

    const saved = await put(changed('+254 711 222 333'), t.tokens.admin, await currentTag());
    expect(saved.status).toBe(200);
    // The answer is what GET /settings now answers, and its ETag the one that read now gives.
    const after = await t.call('GET', '/settings');
    expect(saved.body.data).toEqual(after.body.data);
    expect(saved.body.data).toMatchObject({ version: 1, enquiryRetentionMonths: 12 });
    expect(saved.headers.get('etag')).toBe(after.headers.get('etag'));

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

  it('refuses a save made from a stale copy (412) with who saved since and the current ETag', async () => {
    const stale = await put(changed('+254 799 999 999'), t.tokens.admin, firstTag);
    expect(stale.status).toBe(412);
    expect(stale.body.message).toMatch(/^The site settings were changed by Demo Administrator at /);
    expect(stale.body.data.current).toEqual({
      version: 1,
      updatedBy: 'Demo Administrator',
      updatedAt: expect.any(String),
      etag: await currentTag(),
    });
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

describe('If-Match', () => {
  const unchanged = () =>
    t.call('GET', '/settings').then((answer) => answer.body.data.settings as SiteSettings);

  it('is required: a save without it is refused (428) and changes nothing', async () => {
    const before = await currentTag();
    const answer = await put(changed('+254 700 428 428'), t.tokens.admin);
    expect(answer.status).toBe(428);
    expect(answer.body).toEqual({ success: false, message: SETTINGS_IF_MATCH_REQUIRED_MESSAGE });
    expect(await currentTag()).toBe(before);
  });

  it('takes the ETag GET /settings answers, unchanged, when nothing changed since', async () => {
    const settings = await unchanged();
    const answer = await put(
      { ...settings, hero: { ...settings.hero, title: 'Data that speaks' } },
      t.tokens.admin,
      await currentTag(),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.data.settings.hero.title).toBe('Data that speaks');
  });

  it.each([
    ['a weak tag', async () => `W/${await currentTag()}`],
    ['the bare version number', async () => `"${(await t.call('GET', '/settings')).body.data.version}"`],
    ['something else', async () => '"not-a-tag"'],
    ['no quotes', async () => (await currentTag()).replaceAll('"', '')],
  ])('compares strongly: %s is refused (412)', async (_what, tag) => {
    const before = await currentTag();
    const answer = await put(changed('+254 700 412 412'), t.tokens.admin, await tag());
    expect(answer.status).toBe(412);
    expect(await currentTag()).toBe(before);
  });

  it('takes * as "overwrite whatever is saved"', async () => {
    const answer = await put(await unchanged(), t.tokens.admin, '*');
    expect(answer.status).toBe(200);
  });
});

describe('If-Match on never-saved settings', () => {
  const fresh = setUpTestApp({ sessions: true });

  it("refuses a tag other than the defaults' own ETag (412), and takes that one", async () => {
    const body = changed('+254 700 000 009');
    const refused = await fresh.call('PUT', '/settings', {
      body,
      token: fresh.tokens.admin,
      headers: { 'if-match': '"garbage"' },
    });
    expect(refused.status).toBe(412);
    expect((await fresh.call('GET', '/settings')).body.data.version).toBe(0);
    const tag = (await fresh.call('GET', '/settings')).headers.get('etag')!;
    const saved = await fresh.call('PUT', '/settings', {
      body,
      token: fresh.tokens.admin,
      headers: { 'if-match': tag },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.version).toBe(1);
  });
});
