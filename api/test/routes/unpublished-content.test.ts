import { SCHEMA_COLLECTIONS } from '@mwangaza/shared/collections/schemas';
import { UNPUBLISHED_CONTENT_MESSAGE } from '@mwangaza/shared/schemas';
import { contentInput } from '../helpers/content-inputs';
import { expectRefusal, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

// Drafts, scheduled items, staff previews and revision histories are unpublished content: editors and
// administrators read them; a read-only account (a self-registered `user`) reads what the site publishes.
const t = setUpTestApp({ sessions: true });

const REFUSED = UNPUBLISHED_CONTENT_MESSAGE;

let draftInsight = '';
let scheduledInsight = '';
let previewToken = '';
let revisionId = '';

beforeAll(async () => {
  const insight = (title: string, extra: object) =>
    contentInput('insights', { title, body: 'A draft nobody outside the team should read.', ...extra });
  const draft = await t.call('POST', '/insights', {
    token: t.tokens.editor,
    body: insight('Quarterly results before the embargo', { status: 'draft' }),
  });
  expect(draft.status).toBe(201);
  draftInsight = draft.body.data.insight.id;
  const scheduled = await t.call('POST', '/insights', {
    token: t.tokens.editor,
    body: insight('Announcement for next month', {
      status: 'published',
      publishAt: new Date(Date.now() + 30 * 86_400_000).toISOString(),
    }),
  });
  expect(scheduled.status).toBe(201);
  scheduledInsight = scheduled.body.data.insight.id;
  const preview = await t.call('POST', '/case-studies/preview', {
    token: t.tokens.editor,
    body: { item: contentInput('case-studies', { title: 'Unsaved pitch', status: 'draft' }) },
  });
  previewToken = preview.body.data.token;
  const revisions = await t.call('GET', `/insights/${draftInsight}/revisions`, { token: t.tokens.editor });
  revisionId = revisions.body.data.revisions[0].id;
});

describe('a read-only account', () => {
  it.each([
    ['the staff list of insights', () => '/insights/admin/all'],
    ['a draft insight', () => `/insights/admin/${draftInsight}`],
    ['a scheduled insight', () => `/insights/admin/${scheduledInsight}`],
    ['a staff preview', () => `/case-studies/preview/${previewToken}`],
    ["an insight's revisions", () => `/insights/${draftInsight}/revisions`],
    ['one revision', () => `/insights/${draftInsight}/revisions/${revisionId}`],
  ])('is refused %s (403, saying why)', async (_what, path) => {
    const answer = await t.call('GET', path(), { token: t.tokens.user });
    expectRefusal(answer, 403, REFUSED);
    expect(JSON.stringify(answer.body)).not.toMatch(/embargo|next month|Unsaved pitch/);
  });

  it.each(SCHEMA_COLLECTIONS.map((collection) => collection.name))(
    "is refused /%s's staff list, and reads its published list",
    async (name) => {
      expectRefusal(await t.call('GET', `/${name}/admin/all`, { token: t.tokens.user }), 403, REFUSED);
      expect((await t.call('GET', `/${name}`, { token: t.tokens.user })).status).toBe(200);
    },
  );
});

describe('editors and administrators', () => {
  it.each(['editor', 'admin'] as const)(
    'read drafts, scheduled items, previews and revisions (%s)',
    async (role) => {
      const token = t.tokens[role];
      const list = await t.call('GET', '/insights/admin/all?limit=100', { token });
      expect(list.status).toBe(200);
      const ids = (list.body.data.insights as { id: string }[]).map((item) => item.id);
      expect(ids).toEqual(expect.arrayContaining([draftInsight, scheduledInsight]));
      expect((await t.call('GET', `/insights/admin/${draftInsight}`, { token })).status).toBe(200);
      expect((await t.call('GET', `/case-studies/preview/${previewToken}`, { token })).status).toBe(200);
      expect((await t.call('GET', `/insights/${draftInsight}/revisions`, { token })).status).toBe(200);
    },
  );
});
