/**
 * @jest-environment node
 */
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { db } from '@mwangaza/shared/mocks/db';
import { DEFAULT_CULTURE_IMAGE } from '@mwangaza/shared/schemas/constants';
import { TIMELINE } from '../features/about/timeline-data';
import { DEFAULT_CASE_STUDY_IMAGE } from './content-image';
import { staticImageSet } from './image-sources';
import STATIC_IMAGES from './static-images.json';

// The manifest (written by scripts/generate-images.mjs) promises files the pages ask for: each must exist,
// at the width its srcset names and the picture's aspect ratio.
const publicDir = path.resolve(__dirname, '../../../shared/public');

describe("the generated variants of the site's own images", () => {
  it.each(Object.entries(STATIC_IMAGES))('%s has every width in AVIF and WebP', async (base, image) => {
    for (const width of image.widths) {
      for (const extension of ['avif', 'webp']) {
        const file = path.join(publicDir, `${base}-${width}w.${extension}`);
        const meta = await sharp(fs.readFileSync(file)).metadata();
        expect([meta.format === 'heif' ? 'avif' : meta.format, meta.width]).toEqual([extension, width]);
        expect(Math.abs((meta.height ?? 0) - (width * image.height) / image.width)).toBeLessThanOrEqual(1);
      }
    }
  });

  it('cover every picture the timeline, the fallbacks and the sample content show', () => {
    const images = [
      DEFAULT_CASE_STUDY_IMAGE,
      DEFAULT_CULTURE_IMAGE,
      ...TIMELINE.map((entry) => entry.image),
      ...db.services.map((service) => service.image),
      ...db.caseStudies.map((caseStudy) => caseStudy.image),
      ...db.cultureItems.map((item) => item.image),
    ];
    expect(images.filter((image) => image && staticImageSet(image, '100vw') === null)).toEqual([]);
  });
});
