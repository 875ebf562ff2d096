import { DEFAULT_IMAGE } from '@mwangaza/shared/schemas';
import { contentInput } from '../helpers/content-inputs';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

// One rule for every image field: the media library or the site's own files, never another host. An
// insight's cover becomes og:image and an <img> on our page, like every other image field.
const t = setUpTestApp({ sessions: true });

const insight = (image: string) =>
  contentInput('insights', { title: `Cover ${Math.random().toString(36).slice(2, 8)}`, image });

it.each(['https://cdn.example.com/cover.png', 'https://tracker.example/pixel.gif?visitor=1'])(
  "refuses an insight's cover on another host: %s",
  async (image) => {
    const created = await t.call('POST', '/insights', { token: t.tokens.editor, body: insight(image) });
    expect(created.status).toBe(400);
    expect(created.body).toEqual({ success: false, message: 'image has an invalid format' });
  },
);

it.each(['/images/services/data-visualization.webp', '/api/media/abc1234/cover.webp'])(
  "takes a cover from the site's own files or the media library: %s",
  async (image) => {
    const created = await t.call('POST', '/insights', { token: t.tokens.editor, body: insight(image) });
    // A library URL must name an image that exists; this one does not, which is a 400 of its own.
    expect(created.status).toBe(image.startsWith('/api/media/') ? 400 : 201);
    if (created.status === 400) expect(created.body.message).not.toBe('image has an invalid format');
  },
);

it('shows visitors the default picture for an older item whose image is on another host; staff see it to replace it', async () => {
  const created = await t.call('POST', '/insights', {
    token: t.tokens.editor,
    body: insight('/images/services/data-visualization.webp'),
  });
  const { id, slug } = created.body.data.insight;
  // Stored by an earlier version, when the rule allowed any https host.
  await t.app.db.models.Insight.collection.updateOne(
    { id },
    { $set: { image: 'https://cdn.example.com/old-cover.png' } },
  );
  const read = await t.call('GET', `/insights/${slug}`);
  expect(read.status).toBe(200);
  expect(read.body.data.insight.image).toBe(DEFAULT_IMAGE);
  const listed = await t.call('GET', '/insights?limit=100');
  const row = listed.body.data.insights.find((item: { id: string }) => item.id === id);
  expect(row.image).toBe(DEFAULT_IMAGE);
  const staff = await t.call('GET', `/insights/admin/${id}`, { token: t.tokens.editor });
  expect(staff.body.data.insight.image).toBe('https://cdn.example.com/old-cover.png');
});
