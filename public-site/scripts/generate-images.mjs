#!/usr/bin/env node
/**
 * Draws the site's abstract, data-themed artwork as SVG and converts it with sharp into small WebP/AVIF
 * files under shared/public (served at the site root, so '/images/x.webp' resolves in every app).
 * Deterministic: each image has its own seed, so re-running gives the same bytes-for-pixels output.
 *
 * Each image is written twice over: at full size in its `formats` (the URLs content and link previews
 * name), and as AVIF and WebP at each of its `widths` (`<name>-<width>w.<ext>`) for `srcset`, like the
 * media library's variants. The list of those goes to public-site/src/lib/static-images.json, which the
 * site's image components read (and a test checks against the files).
 *
 *   node public-site/scripts/generate-images.mjs                 (from the repo root)
 *   node public-site/scripts/generate-images.mjs images/hero     (only the images whose path starts so)
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { format, resolveConfig } from 'prettier';
import sharp from 'sharp';
import { ART } from './art/motifs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', '..', 'shared', 'public');
const manifestFile = join(here, '..', 'src', 'lib', 'static-images.json');

/**
 * Cards, timeline and detail images are 800 px wide. A browser takes the first width that covers the shown
 * width times the device pixel ratio: 400 for a phone at 1x, and 680 for the common phone, 412 px wide at
 * a ratio of 1.75, whose cards are about 380 px wide (665 device pixels).
 */
const card = { width: 800, height: 500, widths: [400, 680, 800] };
/** The home hero: full-bleed behind the headline on tablets and desktops. */
const hero = { motif: 'hero', seed: 7, width: 1600, height: 900 };
const jobs = [
  { out: 'images/hero', ...hero, formats: ['avif', 'webp'], widths: [960, 1280, 1600] },
  // Phones show only a tall slice of the wide hero (object-position 75%): they get that slice, 3:5, and
  // need not download the 65 % of the picture they never show. The slice is the dense dot map, and it is
  // shown at 35 % opacity behind the headline: a lower quality is invisible there and saves a third.
  {
    out: 'images/hero-portrait',
    ...hero,
    crop: { left: 795, top: 0, width: 540, height: 900 },
    formats: [],
    // Drawn at one image pixel per two device pixels (image-sizes.ts): 480 for most phones, 760 at 3x.
    widths: [480, 760],
    quality: { avif: 30, webp: 45 },
  },
  { out: 'images/desk', motif: 'desk', seed: 11, ...card, formats: ['avif'] },
  {
    out: 'media/visualization-poster',
    motif: 'poster',
    seed: 5,
    width: 960,
    height: 540,
    formats: ['webp'],
    widths: [480, 960],
  },

  { out: 'images/services/big-data-analytics', motif: 'clusters', seed: 101 },
  { out: 'images/services/data-visualization', motif: 'dashboard', seed: 102 },
  { out: 'images/services/data-pipelines', motif: 'pipeline', seed: 103 },
  { out: 'images/services/data-lakes', motif: 'lake', seed: 104 },
  { out: 'images/services/automated-data-entry', motif: 'grid', seed: 105 },
  { out: 'images/services/cleansing-validation', motif: 'cleanse', seed: 106 },
  { out: 'images/services/training', motif: 'steps', seed: 107 },

  { out: 'images/case-studies/county-hospital-readmissions', motif: 'routes', seed: 201, hue: 'teal' },
  { out: 'images/case-studies/microfinance-credit-scoring', motif: 'anomaly', seed: 202 },
  { out: 'images/case-studies/pharmacy-supply-data-lake', motif: 'contours', seed: 203, hue: 'green' },
  { out: 'images/case-studies/retail-demand-forecasting', motif: 'forecast', seed: 204 },
  { out: 'images/case-studies/ngo-beneficiary-data-platform', motif: 'dotmap', seed: 205 },
  { out: 'images/case-studies/telco-churn-realtime', motif: 'radial', seed: 206, hue: 'blue' },
  { out: 'images/case-studies/logistics-invoice-automation', motif: 'routes', seed: 207 },
  { out: 'images/case-studies/bank-analytics-academy', motif: 'heatmap', seed: 208, hue: 'green' },
  { out: 'images/case-studies/cocoa-yield-forecasting', motif: 'network', seed: 209 },
  { out: 'images/case-studies/default', motif: 'forecast', seed: 210, hue: 'blue' },

  { out: 'images/culture/growth-and-learning', motif: 'clusters', seed: 301, hue: 'blue' },
  { out: 'images/culture/impact-that-matters', motif: 'dotmap', seed: 302, hue: 'teal' },
  { out: 'images/culture/ubuntu-collaboration', motif: 'network', seed: 303, hue: 'blue' },
  { out: 'images/culture/curiosity-first', motif: 'burst', seed: 304 },

  { out: 'images/timeline/2015', motif: 'spark', seed: 401 },
  { out: 'images/timeline/2017', motif: 'routes', seed: 402, hue: 'teal' },
  { out: 'images/timeline/2019', motif: 'dotmap', seed: 403 },
  { out: 'images/timeline/2021', motif: 'network', seed: 404, hue: 'green' },
  { out: 'images/timeline/2023', motif: 'dashboard', seed: 405, hue: 'blue' },

  // The sample team's illustrated portraits (square; shown from 40 to 160 px wide, at up to 3x).
  ...[
    [
      'achieng-otieno',
      { skin: 'umber', hair: 'natural', clothing: '#1e2a4a', neckline: 'blazer', earrings: true },
    ],
    [
      'kiprono-langat',
      { skin: 'mahogany', hair: 'crop', beard: 'short', clothing: '#176b64', neckline: 'collar' },
    ],
    [
      'wanjiku-kariuki',
      { skin: 'chestnut', hair: 'bun', glasses: 'round', clothing: '#c8961a', neckline: 'crew' },
    ],
    [
      'chinedu-okafor',
      { skin: 'ebony', hair: 'crop', glasses: 'rect', clothing: '#22305a', neckline: 'blazer' },
    ],
    ['aline-uwase', { skin: 'bronze', hair: 'wrap', clothing: '#1f7a70', neckline: 'crew', earrings: true }],
    [
      'fatuma-hassan',
      {
        skin: 'chestnut',
        hair: 'shaved',
        scarf: '#2b3f7a',
        clothing: '#2b3f7a',
        neckline: 'none',
        brooch: true,
      },
    ],
    ['baraka-mutua', { skin: 'umber', hair: 'afro', clothing: '#b88a1c', neckline: 'jumper' }],
    [
      'kwame-asante',
      { skin: 'ebony', hair: 'shaved', beard: 'full', clothing: '#14514c', neckline: 'collar' },
    ],
  ].map(([id, look]) => ({
    out: `images/people/${id}`,
    motif: 'portrait',
    look,
    width: 480,
    height: 480,
    formats: ['webp'],
    widths: [160, 320, 480],
  })),
];

const QUALITY = { webp: 60, avif: 45 };
const VARIANT_FORMATS = ['avif', 'webp'];

function encode(image, format, quality = QUALITY) {
  return format === 'avif'
    ? image.avif({ quality: quality.avif, effort: 6 }).toBuffer()
    : image.webp({ quality: quality.webp, effort: 6 }).toBuffer();
}

async function save(path, buffer) {
  const file = join(publicDir, path);
  await mkdir(dirname(file), { recursive: true });
  await writeFile(file, buffer);
  return { file, bytes: (await stat(file)).size };
}

/** What the manifest says about a job's variants: the (cropped) picture's size and its widths. */
function describe(job) {
  const { width = card.width, height = card.height, widths = card.widths } = job;
  const crop = job.crop ?? { width, height };
  return { width: crop.width, height: crop.height, widths };
}

/** The full-size files, then each width in AVIF and WebP. */
async function render(job) {
  const { width = card.width, height = card.height, formats = ['webp'], widths = card.widths } = job;
  const draw = ART[job.motif];
  if (!draw) throw new Error(`Unknown motif ${job.motif}`);
  const svg = Buffer.from(draw({ width, height, seed: job.seed, hue: job.hue ?? 'gold', look: job.look }));
  const results = [];
  for (const format of formats)
    results.push(await save(`${job.out}.${format}`, await encode(sharp(svg), format, job.quality)));

  // The SVG is rasterised once, big enough for the widest variant of the (cropped) picture, then scaled down.
  const crop = job.crop ?? { left: 0, top: 0, width, height };
  const scale = Math.max(1, Math.max(...widths) / crop.width);
  let master = sharp(svg, { density: 72 * scale });
  if (job.crop) {
    master = master.extract({
      left: Math.round(crop.left * scale),
      top: Math.round(crop.top * scale),
      width: Math.round(crop.width * scale),
      height: Math.round(crop.height * scale),
    });
  }
  const pixels = await master.png().toBuffer();
  for (const target of widths) {
    for (const format of VARIANT_FORMATS) {
      const variant = sharp(pixels).resize({ width: target });
      results.push(await save(`${job.out}-${target}w.${format}`, await encode(variant, format, job.quality)));
    }
  }
  return results;
}

async function main() {
  const only = process.argv.slice(2);
  let total = 0;
  for (const job of jobs) {
    if (only.length > 0 && !only.some((prefix) => job.out.startsWith(prefix))) continue;
    for (const { file, bytes } of await render(job)) {
      total += bytes;
      const warn = bytes > 40_000 ? '  <-- over 40 KB' : '';
      console.log(
        `${relative(process.cwd(), file).padEnd(70)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${warn}`,
      );
    }
  }
  await writeFile(join(publicDir, 'favicon.svg'), ART.favicon());
  const manifest = Object.fromEntries(jobs.map((job) => [`/${job.out}`, describe(job)]));
  const options = { ...(await resolveConfig(manifestFile)), filepath: manifestFile };
  await writeFile(manifestFile, await format(JSON.stringify(manifest), options));
  console.log(
    `total ${(total / 1024).toFixed(1)} KB + favicon.svg; ${relative(process.cwd(), manifestFile)}`,
  );
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
