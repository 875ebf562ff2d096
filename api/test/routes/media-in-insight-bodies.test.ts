import { jpegWithGps } from '../helpers/images';
import { mediaClient } from '../helpers/media';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ sessions: true });
const { uploadOne } = mediaClient(t);

// A person of the seeded sample team signs them.
const authorId = 'aline-uwase';

const insight = (title: string, body: string) => ({
  title,
  summary: 'Where the queues were, and why.',
  body,
  image: '/images/services/data-visualization.webp',
  author: authorId,
});

const save = (title: string, body: string) =>
  t.call('POST', '/insights', { token: t.tokens.editor, body: insight(title, body) });

describe('images in an insight body', () => {
  it('refuses images from outside the library and images without alt text, naming them', async () => {
    const outside = await save('Outside image', 'Look:\n\n![A chart](https://cdn.example.com/chart.png)');
    expect(outside.status).toBe(400);
    expect(outside.body).toEqual({
      success: false,
      message:
        'The image “https://cdn.example.com/chart.png” is not from the media library: upload it there and insert it with the Image button',
    });

    const media = await uploadOne({ name: 'queue.jpg', data: await jpegWithGps(1000, 600) });
    const noAlt = await save('No alt', `Look:\n\n![](${media.url})`);
    expect(noAlt.status).toBe(400);
    expect(noAlt.body.message).toBe(
      `Image “${media.url}” needs alt text: describe what it shows between the brackets, ![like this](${media.url})`,
    );

    const gone = await save('Gone image', '![Old chart](/api/media/zzzzzzz/800w-0123456789abcdef.jpg)');
    expect(gone.status).toBe(400);
    expect(gone.body.message).toBe(
      'The image “/api/media/zzzzzzz/800w-0123456789abcdef.jpg” is no longer in the media library: insert another one with the Image button',
    );
  });

  it('carries the images’ variants, counts the body as a use, and refuses to delete a used image', async () => {
    // The inline image's alt text is the body's own: the library's may still be empty.
    const media = await uploadOne({ name: 'queue-times.jpg', data: await jpegWithGps(1000, 600) });
    const created = await save(
      'Queues by the hour',
      `Queues peak at nine.\n\n![Bar chart of waiting times by hour](${media.url})`,
    );
    expect(created.status).toBe(201);
    const { id, slug } = created.body.data.insight as { id: string; slug: string };

    const read = await t.call('GET', `/insights/${slug}`);
    expect(read.body.data.insight.inlineMedia).toEqual([
      { id: media.id, alt: '', width: 1000, height: 600, variants: media.variants },
    ]);
    const list = await t.call('GET', '/insights?search=Queues%20by');
    expect(list.body.data.insights[0].inlineMedia[0].id).toBe(media.id);

    const used = await t.call('GET', `/media/${media.id}`, { token: t.tokens.editor });
    expect(used.body.data.media.usedBy).toEqual([
      { collection: 'insights', id, title: 'Queues by the hour' },
    ]);
    const refused = await t.call('DELETE', `/media/${media.id}`, { token: t.tokens.editor });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(
      '"queue-times.jpg" is used by insight “Queues by the hour”. Choose another image there before deleting it.',
    );

    // Taken out of the body, the image is free again.
    const current = (await t.call('GET', `/insights/${id}`, { token: t.tokens.editor })).body.data.insight;
    const edited = await t.call('PUT', `/insights/${id}`, {
      token: t.tokens.editor,
      headers: { 'if-match': `"${current.version}"` },
      body: insight('Queues by the hour', 'Queues peak at nine.'),
    });
    expect(edited.status).toBe(200);
    expect(edited.body.data.insight.inlineMedia).toBeUndefined();
    expect((await t.call('DELETE', `/media/${media.id}`, { token: t.tokens.editor })).status).toBe(200);
  });
});
