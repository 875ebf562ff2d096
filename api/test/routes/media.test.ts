import sharp from 'sharp';
import { jpegWithGps, noisyJpeg, png, SVG } from '../helpers/images';
import { mediaClient, type MediaBody } from '../helpers/media';
import { setUpTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const t = setUpTestApp({ sessions: true });
const { upload, uploadOne, fetchFile } = mediaClient(t);

describe('uploading', () => {
  it('stores a JPEG with AVIF and WebP variants at widths up to its own, and a JPEG fallback', async () => {
    const { status, body } = await upload([{ name: 'team-offsite.jpg', data: await jpegWithGps(1000, 600) }]);
    expect(status).toBe(201);
    expect(body).toMatchObject({ success: true, message: 'Image uploaded successfully' });
    const media = body.data.media as MediaBody;
    expect(media).toMatchObject({
      filename: 'team-offsite.jpg',
      alt: '',
      width: 1000,
      height: 600,
      usedBy: [],
    });
    const widths = (format: string) => media.variants.filter((v) => v.format === format).map((v) => v.width);
    expect(widths('avif')).toEqual([400, 800, 1000]);
    expect(widths('webp')).toEqual([400, 800, 1000]);
    expect(widths('jpeg')).toEqual([1000]);
    expect(media.url).toMatch(new RegExp(`^/api/media/${media.id}/1000w-[0-9a-f]{16}\\.jpg$`));
    expect(media.variants.find((v) => v.width === 400)?.height).toBe(240);
  });

  it('never upscales a small image', async () => {
    const media = await uploadOne({ name: 'icon.png', data: await png(300, 200) });
    expect(new Set(media.variants.map((v) => v.width))).toEqual(new Set([300]));
    expect(media.variants.map((v) => v.format).sort()).toEqual(['avif', 'png', 'webp']);
  });

  it('reads the type from the bytes: a PNG named .jpg is taken as a PNG', async () => {
    const media = await uploadOne({ name: 'photo.jpg', data: await png(), type: 'image/jpeg' });
    expect(media.url).toMatch(/\.png$/);
    const response = await fetchFile(media.url);
    expect(response.headers.get('content-type')).toBe('image/png');
    expect((await sharp(Buffer.from(await response.arrayBuffer())).metadata()).format).toBe('png');
  });

  it('refuses an SVG, even one named .png, with a clear message', async () => {
    for (const name of ['logo.svg', 'logo.png']) {
      const { status, body } = await upload([{ name, data: SVG, type: 'image/svg+xml' }]);
      expect(status).toBe(415);
      expect(body).toEqual({
        success: false,
        message: `"${name}" is not a JPEG, PNG, WebP or AVIF image. SVG and other file types are not accepted.`,
      });
    }
  });

  it('answers 422 for a damaged image whose first bytes look right', async () => {
    const whole = await jpegWithGps(800, 600);
    const { status, body } = await upload([{ name: 'cut.jpg', data: whole.subarray(0, 400) }]);
    expect(status).toBe(422);
    expect(body).toEqual({
      success: false,
      message: 'The file could not be read as an image: it may be damaged or incomplete',
    });
  });

  it('refuses the whole request when one of several files is not an image', async () => {
    const before = (await t.call('GET', '/media?limit=100', { token: t.tokens.editor })).body.data.pagination
      .total;
    const { status } = await upload([
      { name: 'ok.png', data: await png() },
      { name: 'notes.txt', data: Buffer.from('just text') },
    ]);
    expect(status).toBe(415);
    expect(
      (await t.call('GET', '/media?limit=100', { token: t.tokens.editor })).body.data.pagination.total,
    ).toBe(before);
  });

  it('takes several files in one request', async () => {
    const { status, body } = await upload([
      { name: 'a.png', data: await png(320, 200) },
      { name: 'b.jpg', data: await jpegWithGps(500, 500) },
    ]);
    expect(status).toBe(201);
    expect(body.message).toBe('2 images uploaded successfully');
    expect(body.data.uploaded.map((m: MediaBody) => m.filename)).toEqual(['a.png', 'b.jpg']);
    expect(body.data.media.filename).toBe('a.png');
  });

  it('answers 400 when no file is sent', async () => {
    const response = await fetch(`${t.baseUrl}/api/media`, {
      method: 'POST',
      headers: { authorization: `Bearer ${t.tokens.editor}` },
      body: new FormData(),
    });
    expect(response.status).toBe(400);
    expect((await response.json()).success).toBe(false);
  });

  it('refuses a file over MEDIA_MAX_BYTES with 413 in the envelope', async () => {
    await withTestApp({ db: t.db, env: { MEDIA_MAX_BYTES: String(50 * 1024) } }, async (small) => {
      const token = (
        await small.call('POST', '/auth/login', {
          body: { email: 'admin@mwangaza-analytics.co.ke', password: 'Demo@2024!' },
        })
      ).body.data.accessToken as string;
      const big = await noisyJpeg(400, 400);
      expect(big.length).toBeGreaterThan(50 * 1024);
      const { status, body } = await upload([{ name: 'big.jpg', data: big }], token, small);
      expect(status).toBe(413);
      expect(body).toEqual({ success: false, message: 'File is too large: images up to 50 KB are accepted' });
    });
  });
});

describe('metadata', () => {
  it('serves no EXIF or GPS in any variant or the fallback', async () => {
    const original = await jpegWithGps(1700, 900);
    expect((await sharp(original).metadata()).exif?.toString('latin1')).toContain('LeakyCam');
    const media = await uploadOne({ name: 'field-visit.jpg', data: original });
    expect(media.variants.length).toBe(9); // 400/800/1200/1600 in AVIF and WebP, one JPEG
    for (const url of [media.url, ...media.variants.map((v) => v.url)]) {
      const bytes = Buffer.from(await (await fetchFile(url)).arrayBuffer());
      const meta = await sharp(bytes).metadata();
      expect({ url, exif: meta.exif, xmp: meta.xmp, iptc: meta.iptc }).toEqual({
        url,
        exif: undefined,
        xmp: undefined,
        iptc: undefined,
      });
      expect(bytes.includes('LeakyCam')).toBe(false);
      expect(bytes.includes('GPS')).toBe(false);
    }
  });
});

describe('serving variants', () => {
  let media: MediaBody;
  beforeAll(async () => {
    media = await uploadOne({ name: 'cache.jpg', data: await jpegWithGps(800, 500) });
  });

  it('is public, with immutable caching and validators', async () => {
    const avif = media.variants.find((v) => v.format === 'avif' && v.width === 400)!;
    const response = await fetchFile(avif.url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/avif');
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('etag')).toMatch(/^"[0-9a-f]{16}"$/);
    expect(response.headers.get('last-modified')).toBeTruthy();
    expect(Number(response.headers.get('content-length'))).toBe((await response.arrayBuffer()).byteLength);
  });

  it('answers 304 to If-None-Match and If-Modified-Since', async () => {
    const first = await fetchFile(media.url);
    await first.arrayBuffer();
    const etag = first.headers.get('etag')!;
    const byEtag = await fetchFile(media.url, { 'if-none-match': etag });
    expect(byEtag.status).toBe(304);
    expect(byEtag.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    const byDate = await fetchFile(media.url, { 'if-modified-since': first.headers.get('last-modified')! });
    expect(byDate.status).toBe(304);
    expect((await fetchFile(media.url, { 'if-none-match': '"0000000000000000"' })).status).toBe(200);
  });

  it('answers a byte range with 206', async () => {
    const whole = Buffer.from(await (await fetchFile(media.url)).arrayBuffer());
    const part = await fetchFile(media.url, { range: 'bytes=10-19' });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${whole.length}`);
    expect(Buffer.from(await part.arrayBuffer())).toEqual(whole.subarray(10, 20));
    expect((await fetchFile(media.url, { range: `bytes=${whole.length + 5}-` })).status).toBe(416);
  });

  it('answers 404 in the envelope for an unknown file', async () => {
    const response = await fetchFile(`/api/media/${media.id}/400w-0123456789abcdef.avif`);
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ success: false, message: 'Media not found' });
  });
});

describe('the library', () => {
  it('lists, searches on file name and alt text, and saves alt text', async () => {
    const media = await uploadOne({ name: 'kibera-workshop.png', data: await png() });
    const saved = await t.call('PATCH', `/media/${media.id}`, {
      token: t.tokens.editor,
      body: { alt: '  Analysts at a whiteboard ' },
    });
    expect(saved.status).toBe(200);
    expect(saved.body.data.media.alt).toBe('Analysts at a whiteboard');
    const byName = await t.call('GET', '/media?search=KIBERA', { token: t.tokens.editor });
    expect(byName.body.data.media.map((m: MediaBody) => m.id)).toEqual([media.id]);
    const byAlt = await t.call('GET', '/media?search=whiteboard', { token: t.tokens.admin });
    expect(byAlt.body.data.media.map((m: MediaBody) => m.id)).toEqual([media.id]);
    const one = await t.call('GET', `/media/${media.id}`, { token: t.tokens.editor });
    expect(one.body.data.media).toMatchObject({ id: media.id, usedBy: [] });
  });

  it('is for staff only: 401 without a session, 403 for a plain user', async () => {
    expect((await upload([{ name: 'x.png', data: await png() }], null)).status).toBe(401);
    expect((await upload([{ name: 'x.png', data: await png() }], t.tokens.user)).status).toBe(403);
    expect((await t.call('GET', '/media')).status).toBe(401);
    expect((await t.call('GET', '/media', { token: t.tokens.user })).status).toBe(403);
    expect(
      (await t.call('PATCH', '/media/abcdefg', { token: t.tokens.user, body: { alt: 'x' } })).status,
    ).toBe(403);
    expect((await t.call('DELETE', '/media/abcdefg', { token: t.tokens.user })).status).toBe(403);
  });
});
