import { jpegWithGps } from '../helpers/images';
import { mediaClient } from '../helpers/media';
import { contentInput } from '../helpers/content-inputs';
import { setUpTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ sessions: true });
const { uploadOne, fetchFile } = mediaClient(t);

describe('images in content', () => {
  const caseStudy = (image: string) => ({
    title: 'Crop yield forecasts',
    client: 'Shamba Co-op',
    category: 'Agriculture',
    brief: 'Forecasting maize yields from satellite data.',
    image,
    results: ['Forecast error down 30%'],
  });

  it('needs alt text before a library image can be used, then carries its variants', async () => {
    const media = await uploadOne({ name: 'maize.jpg', data: await jpegWithGps(1200, 800) });
    const refused = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: caseStudy(media.url),
    });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toBe(
      'The image chosen from the media library has no alt text: add it in the media library first',
    );

    await t.call('PATCH', `/media/${media.id}`, {
      token: t.tokens.editor,
      body: { alt: 'A maize field at dawn' },
    });
    const created = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: caseStudy(media.url),
    });
    expect(created.status).toBe(201);
    const id = created.body.data.caseStudy.id as string;
    const read = await t.call('GET', `/case-studies/${id}`);
    expect(read.body.data.caseStudy.image).toBe(media.url);
    expect(read.body.data.caseStudy.imageMedia).toEqual({
      id: media.id,
      alt: 'A maize field at dawn',
      width: 1200,
      height: 800,
      variants: media.variants,
    });
    const list = await t.call('GET', '/case-studies?search=Crop%20yield');
    expect(list.body.data.caseStudies[0].imageMedia.id).toBe(media.id);

    // A plain URL keeps working as before, without imageMedia.
    const plainBody = contentInput('case-studies', {
      title: 'On the site',
      image: '/images/case-studies/default.webp',
    });
    expect((await t.call('POST', '/case-studies', { token: t.tokens.editor, body: plainBody })).status).toBe(
      201,
    );
    const all = (await t.call('GET', '/case-studies?limit=100')).body.data.caseStudies as {
      image: string;
      imageMedia?: unknown;
    }[];
    const plain = all.filter((c) => c.image.startsWith('/images/'));
    expect(plain.length).toBeGreaterThan(0);
    expect(plain.every((c) => c.imageMedia === undefined)).toBe(true);
  });

  it('refuses an image URL of a media item that does not exist', async () => {
    const result = await t.call('POST', '/services', {
      token: t.tokens.editor,
      body: {
        title: 'X',
        description: 'Y',
        fullDescription: 'Z',
        image: '/api/media/zzzzzzz/400w-0123456789abcdef.webp',
        features: ['A'],
      },
    });
    expect(result.status).toBe(400);
    expect(result.body.message).toBe(
      'The image chosen from the media library no longer exists: choose another one',
    );
  });

  it('refuses to delete an image in use, naming where, and deletes it once it is free', async () => {
    const media = await uploadOne({ name: 'team.jpg', data: await jpegWithGps(600, 400) });
    await t.call('PATCH', `/media/${media.id}`, { token: t.tokens.editor, body: { alt: 'The team' } });
    const created = await t.call('POST', '/case-studies', {
      token: t.tokens.editor,
      body: { ...caseStudy(media.url), title: 'Team story' },
    });
    const culture = await t.call('POST', '/culture', {
      token: t.tokens.editor,
      body: {
        title: 'Learning Fridays',
        description: 'd',
        fullDescription: 'f',
        image: media.url,
        icon: 'book',
        values: ['Curiosity'],
      },
    });
    expect(culture.status).toBe(201);

    const used = await t.call('GET', `/media/${media.id}`, { token: t.tokens.editor });
    expect(used.body.data.media.usedBy).toEqual([
      { collection: 'case-studies', id: created.body.data.caseStudy.id, title: 'Team story' },
      { collection: 'culture', id: culture.body.data.cultureItem.id, title: 'Learning Fridays' },
    ]);
    const emptied = await t.call('PATCH', `/media/${media.id}`, {
      token: t.tokens.editor,
      body: { alt: '  ' },
    });
    expect(emptied.status).toBe(409);
    expect(emptied.body.message).toBe(
      'Alt text is required while the image is used by case study “Team story” and culture item “Learning Fridays”.',
    );

    const refused = await t.call('DELETE', `/media/${media.id}`, { token: t.tokens.editor });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      success: false,
      message:
        '"team.jpg" is used by case study “Team story” and culture item “Learning Fridays”. Choose another image there before deleting it.',
    });

    await t.call('DELETE', `/case-studies/${created.body.data.caseStudy.id}`, { token: t.tokens.editor });
    await t.call('DELETE', `/culture/${culture.body.data.cultureItem.id}`, { token: t.tokens.editor });
    const deleted = await t.call('DELETE', `/media/${media.id}`, { token: t.tokens.editor });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ success: true, message: 'Image deleted successfully' });
    expect((await t.call('GET', `/media/${media.id}`, { token: t.tokens.editor })).status).toBe(404);
    expect((await fetchFile(media.url)).status).toBe(404);
  });
});
