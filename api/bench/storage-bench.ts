/**
 * `npm run bench:storage -w api` (after `npm run build -w api`): how the API on its embedded database holds up
 * as the data grows. For each size N in BENCH_STORAGE_SIZES (default 1000,10000,100000,1000000) a data folder gets N
 * enquiries, N raw analytics events (over 60 days, so half are past ANALYTICS_RAW_DAYS and the TTL monitor
 * deletes them), N content revisions and BENCH_MEDIA_MB (1024) of media in 2 MB files; then the API is started
 * on it as production runs it (its own process) and the benchmark prints the start-up time (process start to
 * ready), the peak resident memory of that process (API and database together), the p95 of the filtered, paged
 * enquiry list, of the Traffic report and of a media download, and the longest answer of a probe (and the event
 * loop's longest delay) during the first BENCH_STALL_SECONDS (90) after start, while the periodic work runs:
 * the roll-up of every unfinished day and the first TTL pass.
 * BENCH_API_ROOT runs another checkout's build (the release before the SQLite engine: before/after figures).
 */
import { randomBytes } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { GridFSBucket, MongoClient, type Document } from 'mongodb';
import { ENQUIRY_STAGES } from '@mwangaza/shared/schemas';
import { loadAverage, printTable } from './alternate';
import { apiEnv, apiRoot, eventLoopMaxMs, nodeOptions, p95Of, probe, signIn, startApi } from './api-process';

const sizes = (process.env.BENCH_STORAGE_SIZES ?? '1000,10000,100000,1000000').split(',').map(Number);
const mediaMb = Number(process.env.BENCH_MEDIA_MB ?? 1024);
const stallSeconds = Number(process.env.BENCH_STALL_SECONDS ?? 90);
const samples = Number(process.env.BENCH_STORAGE_SAMPLES ?? 40);
const DAY = 86_400_000;
const ADMIN = { email: 'storage-bench@mwangaza-analytics.co.ke', password: 'Storage-bench-pass-2024' };
const ASSIGNEES = ['staff01', 'staff02', 'staff03'];
const PATHS = ['/', '/services', '/about', '/contact', '/insights'].concat(
  Array.from({ length: 40 }, (_, i) => `/case-studies/study-${i}`),
);
const pick = <T>(list: readonly T[], n: number) => list[n % list.length]!;

function enquiry(i: number, count: number, now: number): Document {
  const createdAt = new Date(now - (i * 2 * 365 * DAY) / count);
  return {
    id: `enq${i.toString(36).padStart(7, '0')}`,
    name: `Person ${i}`,
    email: `person${i}@example.com`,
    company: `Company ${i % 997}`,
    project: 'Data platform',
    challenge: 'Reports take a week to prepare, and nobody trusts the numbers they show.',
    success: 'Daily dashboards the board reads.',
    contactTime: '',
    stage: pick(ENQUIRY_STAGES, i),
    assignee: i % 3 === 0 ? null : pick(ASSIGNEES, i),
    nextStepAt: i % 4 === 0 ? new Date(now + ((i % 20) - 10) * DAY) : null,
    notes: [],
    suspectedSpam: i % 50 === 0,
    questionnaire: null,
    source: { landingPage: '/', referrer: '', utm: {} },
    createdAt,
    updatedAt: createdAt,
  };
}

function event(i: number, now: number): Document {
  const at = new Date(now - (i % 60) * DAY - (i % 86_400) * 1000);
  const kind = i % 7;
  return {
    at,
    visitor: `v${Math.floor(i / 5)}`,
    type: kind < 5 ? 'pageview' : kind === 5 ? 'event' : 'vital',
    ...(kind === 5
      ? { name: 'contact_started' }
      : kind === 6
        ? { name: 'LCP', value: (i % 4000) + 100 }
        : {}),
    path: pick(PATHS, i * 7),
    device: pick(['mobile', 'desktop', 'tablet'], i),
    referrer: i % 3 === 0 ? 'www.google.com' : '',
    utm: {},
  };
}

function revision(i: number, now: number): Document {
  return {
    id: `rev${i.toString(36).padStart(7, '0')}`,
    collectionName: 'case-studies',
    entityId: `cs${(i % 2000).toString(36)}`,
    number: Math.floor(i / 2000) + 1,
    action: 'updated',
    author: { id: 'staff01', name: 'Staff One', email: 'staff01@example.com' },
    changed: ['brief'],
    snapshot: {
      title: `Analytics for a retail group ${i % 2000}`,
      brief: 'How a retail organisation cut reporting time with a modern data stack. '.repeat(6),
      results: ['Reports in minutes', 'One source of truth'],
    },
    createdAt: new Date(now - (i % 700) * DAY),
  };
}

async function insertAll(client: MongoClient, name: string, count: number, make: (i: number) => Document) {
  const collection = client.db('mwangaza').collection(name);
  for (let start = 0; start < count; start += 5000) {
    const docs = Array.from({ length: Math.min(5000, count - start) }, (_, k) => make(start + k));
    await collection.insertMany(docs, { ordered: false });
  }
}

/** 2 MB files of random bytes (as incompressible as images) in the media library, with their records. */
async function seedMedia(client: MongoClient, megabytes: number): Promise<{ id: string; file: string }[]> {
  const db = client.db('mwangaza');
  const bucket = new GridFSBucket(db, { bucketName: 'media' });
  const files: { id: string; file: string }[] = [];
  const now = new Date();
  for (let i = 0; i < Math.ceil(megabytes / 2); i++) {
    const id = `m${i.toString(36).padStart(6, '0')}`;
    const file = `1600w-${randomBytes(8).toString('hex')}.jpg`;
    const upload = bucket.openUploadStream(`${id}/${file}`, {
      metadata: { mediaId: id, contentType: 'image/jpeg' },
    });
    await pipeline(Readable.from([randomBytes(2 * 1024 * 1024)]), upload);
    await db.collection('media').insertOne({
      id,
      filename: `photo-${i}.jpg`,
      alt: '',
      format: 'jpeg',
      width: 1600,
      height: 1067,
      size: 2 * 1024 * 1024,
      fallback: file,
      variants: [],
      createdAt: now,
      updatedAt: now,
    });
    files.push({ id, file });
  }
  return files;
}

async function measure(size: number) {
  const dataDir = mkdtempSync(path.join(process.env.BENCH_DATA_ROOT ?? os.tmpdir(), 'storage-bench-'));
  try {
    const now = Date.now();
    // Seeded through a running API's database (its indexes made by the API at start).
    const seeding = await startApi(dataDir, { ANALYTICS_ROLLUP_INTERVAL_MS: '86400000' });
    const seedStarted = performance.now();
    execFileSync(process.execPath, [path.join(apiRoot, 'api/dist/create-admin.js'), '--email', ADMIN.email], {
      env: apiEnv(dataDir, { ADMIN_PASSWORD: ADMIN.password, ADMIN_NAME: 'Storage Bench' }),
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    const client = await MongoClient.connect(seeding.mongoUri);
    let media: { id: string; file: string }[];
    try {
      await insertAll(client, 'enquiries', size, (i) => enquiry(i, size, now));
      await insertAll(client, 'analytics_events', size, (i) => event(i, now));
      await insertAll(client, 'revisions', size, (i) => revision(i, now));
      media = await seedMedia(client, mediaMb);
    } finally {
      await client.close();
    }
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const seedPeak = seeding.peakMb();
    await seeding.stop();
    const folderMb = Number(execFileSync('du', ['-sm', dataDir]).toString().split('\t')[0]);

    // Measured: a fresh start on the folder.
    const api = await startApi(dataDir);
    try {
      const startPeak = api.peakMb();
      const token = await signIn(api.url, ADMIN.email, ADMIN.password);
      const signInPeak = api.peakMb();
      api.resetPeak();
      const lags: number[] = [];
      // The first readings cover the start itself: read and left out.
      await eventLoopMaxMs(api.url);
      await api.stalls();
      const scraper = setInterval(() => void eventLoopMaxMs(api.url).then((ms) => lags.push(ms)), 2000);
      const stalls = await probe(
        api.url,
        ['/api/health/live', '/api/services', '/api/content-version'],
        stallSeconds,
      );
      clearInterval(scraper);
      const held = await api.stalls();
      const stage = (i: number) => ENQUIRY_STAGES[i % ENQUIRY_STAGES.length];
      const enquiryList = await p95Of(
        api,
        (i) =>
          `/api/contact/enquiries?stage=${stage(i)}&assignee=${ASSIGNEES[i % 3]}&page=${1 + (i % 5)}&limit=20`,
        token,
        samples,
      );
      const enquiryFirstPage = await p95Of(
        api,
        () => '/api/contact/enquiries?page=1&limit=20',
        token,
        samples,
      );
      const traffic = await p95Of(
        api,
        (i) => `/api/analytics/traffic?days=${i % 2 ? 30 : 90}`,
        token,
        samples,
      );
      const download =
        media.length === 0
          ? { p95: NaN, cpu: NaN }
          : await p95Of(
              api,
              (i) => {
                const { id, file } = media[(i * 7919) % media.length]!;
                return `/api/media/${id}/${file}`;
              },
              undefined,
              Math.min(samples, 20),
            );
      const after = await api.stalls();
      const memory = {
        heap: Math.max(held.memory.heapTotal, after.memory.heapTotal),
        buffers: Math.max(held.memory.external, after.memory.external),
      };
      return {
        size,
        folderMb,
        seedSeconds,
        seedPeak,
        startSeconds: api.startMs / 1000,
        startCpuSeconds: api.startCpuMs / 1000,
        peakMb: Math.max(api.peakMb(), startPeak),
        signInPeak,
        enquiryList,
        enquiryFirstPage,
        traffic,
        download,
        stallMax: stalls.max,
        stallP99: stalls.p99,
        lagMax: Math.max(...lags.filter(Number.isFinite), 0),
        held,
        memory,
        load: loadAverage(),
      };
    } finally {
      await api.stop();
    }
  } finally {
    if (!process.env.BENCH_KEEP_DATA) rmSync(dataDir, { recursive: true, force: true });
    else console.log(`data kept in ${dataDir}`);
  }
}

async function main(): Promise<void> {
  console.log(
    `API build: ${apiRoot}; NODE_OPTIONS ${nodeOptions || '(none)'}; media ${mediaMb} MB; load average ${loadAverage()}`,
  );
  const rows = [
    [
      'documents of each kind',
      'folder MB',
      'seeded in s',
      'start-up s (CPU s)',
      'peak RSS MB (with a sign-in)',
      'enquiry list p95 ms (stage+assignee, paged)',
      'enquiry list page 1 p95 ms',
      'Traffic report p95 ms',
      '2 MB media download p95 ms',
      `longest answer in the first ${stallSeconds} s (p99) ms`,
      'event loop max delay ms',
      'longest hold of the event loop by the API itself ms (times over 100 ms)',
      'load average',
    ],
  ];
  const cell = ({ p95, cpu }: { p95: number; cpu: number }) => `${p95.toFixed(1)} (${cpu.toFixed(1)})`;
  for (const size of sizes) {
    let r: Awaited<ReturnType<typeof measure>>;
    try {
      r = await measure(size);
    } catch (error) {
      // A build that cannot take this size (the previous release runs out of time or memory): said so.
      const reason = error instanceof Error ? error.message.split('\n')[0]! : String(error);
      rows.push([size.toLocaleString('en'), `failed: ${reason}`]);
      console.log(`${size} failed: ${reason}`);
      continue;
    }
    rows.push([
      size.toLocaleString('en'),
      String(r.folderMb),
      r.seedSeconds.toFixed(0),
      `${r.startSeconds.toFixed(2)} (${r.startCpuSeconds.toFixed(2)})`,
      `${r.peakMb.toFixed(0)} (${r.signInPeak.toFixed(0)})`,
      cell(r.enquiryList),
      cell(r.enquiryFirstPage),
      cell(r.traffic),
      cell(r.download),
      `${r.stallMax.toFixed(0)} (${r.stallP99.toFixed(0)})`,
      r.lagMax.toFixed(0),
      `${r.held.worst.toFixed(0)} (${r.held.over100})`,
      r.load,
    ]);
    console.log(
      `${size} done (load average ${loadAverage()}); while seeding the process peaked at ${r.seedPeak.toFixed(0)} MB; ` +
        `after the sign-in its V8 heap reached ${r.memory.heap} MB and its buffers ${r.memory.buffers} MB`,
    );
  }
  printTable(rows);
  console.log("Latencies are p95 of sequential requests, with the API's CPU time per request in brackets.");
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
