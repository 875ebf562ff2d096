#!/usr/bin/env node
/**
 * Draws the site's abstract, data-themed artwork as SVG and converts it with sharp into small WebP/AVIF
 * files under shared/public (served at the site root, so '/images/x.webp' resolves in every app).
 * Deterministic: each image has its own seed, so re-running gives the same bytes-for-pixels output.
 *
 *   node public-site/scripts/generate-images.mjs          (from the repo root)
 */
import { mkdir, writeFile, stat } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import { ART } from './art/motifs.mjs';

const here = dirname(fileURLToPath(import.meta.url));
const publicDir = join(here, '..', '..', 'shared', 'public');

/** Per-image output recipe: path (no extension), motif, seed, size and formats. */
const card = { width: 800, height: 500 };
const jobs = [
  { out: 'images/hero', motif: 'hero', seed: 7, width: 1600, height: 900, formats: ['avif', 'webp'] },
  { out: 'images/desk', motif: 'desk', seed: 11, ...card, formats: ['avif'] },
  { out: 'media/visualization-poster', motif: 'poster', seed: 5, width: 960, height: 540, formats: ['webp'] },

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
];

const QUALITY = { webp: 60, avif: 45 };

async function render(job) {
  const { width = card.width, height = card.height, formats = ['webp'] } = job;
  const draw = ART[job.motif];
  if (!draw) throw new Error(`Unknown motif ${job.motif}`);
  const svg = draw({ width, height, seed: job.seed, hue: job.hue ?? 'gold' });
  const results = [];
  for (const format of formats) {
    const file = join(publicDir, `${job.out}.${format}`);
    await mkdir(dirname(file), { recursive: true });
    const pipeline = sharp(Buffer.from(svg));
    const buffer =
      format === 'avif'
        ? await pipeline.avif({ quality: QUALITY.avif, effort: 6 }).toBuffer()
        : await pipeline.webp({ quality: QUALITY.webp, effort: 6 }).toBuffer();
    await writeFile(file, buffer);
    results.push({ file, bytes: (await stat(file)).size });
  }
  return results;
}

async function main() {
  let total = 0;
  for (const job of jobs) {
    for (const { file, bytes } of await render(job)) {
      total += bytes;
      const warn = bytes > 40_000 ? '  <-- over 40 KB' : '';
      console.log(
        `${relative(process.cwd(), file).padEnd(70)} ${(bytes / 1024).toFixed(1).padStart(6)} KB${warn}`,
      );
    }
  }
  await writeFile(join(publicDir, 'favicon.svg'), ART.favicon());
  console.log(`total ${(total / 1024).toFixed(1)} KB + favicon.svg`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
