/**
 * Growth: how the admin enquiry list (filtered, sorted, paged, with its per-stage counts) and the public
 * case-study search take longer as the data grows, from 1 000 to 100 000 enquiries (with one case study
 * per 50 enquiries: 2 000 at the top). p95 of sequential requests through the whole API over HTTP (auth,
 * validation, serialisation), the public cache off so every search reaches the database. The embedded
 * database always; a real MongoDB too when MONGODB_URI is set (a scratch database, dropped after).
 * BENCH_GROWTH_SIZES (default 1000,10000,100000), BENCH_GROWTH_SAMPLES (default 40).
 */
import { randomBytes } from 'node:crypto';
import mongoose from 'mongoose';
import { CASE_STUDY_CATEGORIES, ENQUIRY_STAGES } from '@mwangaza/shared/schemas';
import { startEmbeddedMongo } from '@mwangaza/embedded-mongo';
import { buildApp } from '../src/app';
import { loadConfig } from '../src/config';
import { createAdmin } from '../src/seed/create-admin';
import { loadAverage, printTable } from './alternate';
import { productionEnv } from '../test/helpers/production-env';

const sizes = (process.env.BENCH_GROWTH_SIZES ?? '1000,10000,100000').split(',').map(Number);
const samples = Number(process.env.BENCH_GROWTH_SAMPLES ?? 40);
const ADMIN = {
  email: 'growth-admin@mwangaza-analytics.co.ke',
  fullName: 'Growth Administrator',
  password: 'Growth-admin-pass-2024',
};
const WORDS = [
  'bank',
  'clinic',
  'farm',
  'logistics',
  'retail',
  'telecom',
  'energy',
  'water',
  'school',
  'insurance',
];
const DAY = 86_400_000;

const p95 = (values: number[]) => [...values].sort((a, b) => a - b)[Math.ceil(values.length * 0.95) - 1]!;

/** Enquiries spread over two years, six stages, three assignees (a third unassigned). */
function enquiries(count: number, assignees: string[], now: number) {
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now - (i * 2 * 365 * DAY) / count);
    const word = WORDS[i % WORDS.length]!;
    return {
      id: `enq${i.toString(36).padStart(6, '0')}`,
      name: `Person ${i}`,
      email: `person${i}@${word}.example.com`,
      company: `${word} company ${i % 997}`,
      project: 'Data platform',
      challenge: 'Reports take a week to prepare.',
      success: 'Daily dashboards.',
      contactTime: '',
      stage: ENQUIRY_STAGES[i % ENQUIRY_STAGES.length],
      assignee: i % 3 === 0 ? null : assignees[i % assignees.length],
      nextStepAt: i % 4 === 0 ? new Date(now + ((i % 20) - 10) * DAY) : null,
      notes: [],
      createdAt,
      updatedAt: createdAt,
    };
  });
}

function caseStudies(count: number, now: number) {
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(now - i * 3_600_000);
    const word = WORDS[i % WORDS.length]!;
    return {
      id: `cs${i.toString(36).padStart(5, '0')}`,
      status: i % 10 === 9 ? 'draft' : 'published',
      publishAt: null,
      version: 1,
      updatedBy: '',
      title: `Analytics for a ${word} group ${i}`,
      client: `${word} client ${i % 131}`,
      category: CASE_STUDY_CATEGORIES[i % CASE_STUDY_CATEGORIES.length],
      brief: `How a ${word} organisation cut reporting time with a modern data stack (${i}).`,
      image: '/images/case-studies/placeholder.jpg',
      results: ['Reports in minutes'],
      featured: i % 25 === 0,
      createdAt,
      updatedAt: createdAt,
    };
  });
}

async function insertInBatches(collection: mongoose.mongo.Collection, docs: object[]): Promise<void> {
  for (let start = 0; start < docs.length; start += 5000)
    await collection.insertMany(docs.slice(start, start + 5000), { ordered: false });
}

/** p95 in ms of `samples` sequential requests; `path(i)` varies filters and pages as a person would. */
async function timed(baseUrl: string, path: (i: number) => string, token?: string): Promise<number> {
  const headers: Record<string, string> = token ? { authorization: `Bearer ${token}` } : {};
  // Unrecorded warm-up: the first requests compile schemas and code paths, whatever the data size.
  for (let i = 0; i < 3; i++) await (await fetch(`${baseUrl}${path(i)}`, { headers })).text();
  const times: number[] = [];
  for (let i = 0; i < samples; i++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${path(i)}`, { headers });
    const body = await response.text();
    times.push(performance.now() - started);
    if (response.status !== 200) throw new Error(`${path(i)} answered ${response.status}: ${body}`);
  }
  return p95(times);
}

async function measure(database: string, uri: string, dbName: string, size: number) {
  const config = loadConfig({
    ...process.env,
    ...productionEnv(),
    DEMO_MODE: 'false',
    LOG_LEVEL: 'silent',
    PASSWORD_HASH_COST: '10',
    SEED_ON_START: 'false',
    PUBLIC_CACHE_TTL_MS: '0',
    RATE_LIMIT_MAX: '100000000',
  });
  const app = await buildApp({ config, mongodbUri: uri, dbName });
  try {
    const baseUrl = await app.listen({ port: 0, host: '127.0.0.1' });
    const { models } = app.db;
    await Promise.all([models.Enquiry.init(), models.CaseStudy.init()]);
    await createAdmin(models.User, app.passwordHasher, ADMIN);
    const assignees = ['staff01', 'staff02', 'staff03'];
    const now = Date.now();
    const seedStarted = performance.now();
    await insertInBatches(models.Enquiry.collection, enquiries(size, assignees, now));
    await insertInBatches(models.CaseStudy.collection, caseStudies(Math.max(20, size / 50), now));
    const seedSeconds = (performance.now() - seedStarted) / 1000;
    const signIn = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const token = ((await signIn.json()) as { data: { accessToken: string } }).data.accessToken;

    const stage = (i: number) => ENQUIRY_STAGES[i % ENQUIRY_STAGES.length];
    const enquiryList = await timed(
      baseUrl,
      (i) => `/api/contact/enquiries?stage=${stage(i)}&assignee=${assignees[1]}&page=${1 + (i % 5)}&limit=20`,
      token,
    );
    const enquiryFirstPage = await timed(baseUrl, () => '/api/contact/enquiries?page=1&limit=20', token);
    const caseSearch = await timed(
      baseUrl,
      (i) => `/api/case-studies?search=${WORDS[i % WORDS.length]}&page=${1 + (i % 3)}&limit=12`,
    );
    return {
      database,
      size,
      cases: Math.max(20, size / 50),
      seedSeconds,
      enquiryList,
      enquiryFirstPage,
      caseSearch,
    };
  } finally {
    await app.close();
  }
}

export async function runGrowthBench(): Promise<void> {
  console.log(
    `\nGrowth: p95 of ${samples} sequential requests per row (ms); load average ${loadAverage()}\n`,
  );
  const rows: string[][] = [
    [
      'database',
      'enquiries',
      'case studies',
      'enquiry list (stage+assignee, paged)',
      'enquiry list (page 1)',
      'case-study search',
      'seeded in s',
    ],
  ];
  const results: Awaited<ReturnType<typeof measure>>[] = [];
  const targets: { name: string; run: (size: number) => Promise<Awaited<ReturnType<typeof measure>>> }[] = [
    {
      name: 'embedded',
      run: async (size) => {
        const db = await startEmbeddedMongo();
        try {
          return await measure('embedded', db.uri, 'growth', size);
        } finally {
          await db.stop();
        }
      },
    },
  ];
  const external = process.env.MONGODB_URI;
  if (external) {
    targets.push({
      name: 'MongoDB',
      run: async (size) => {
        const dbName = `mwangaza_growth_${randomBytes(4).toString('hex')}`;
        try {
          return await measure('MongoDB', external, dbName, size);
        } finally {
          const connection = await mongoose.createConnection(external, { dbName }).asPromise();
          await connection.dropDatabase();
          await connection.close();
        }
      },
    });
  }
  for (const target of targets) {
    for (const size of sizes) {
      const result = await target.run(size);
      results.push(result);
      rows.push([
        result.database,
        String(result.size),
        String(result.cases),
        result.enquiryList.toFixed(1),
        result.enquiryFirstPage.toFixed(1),
        result.caseSearch.toFixed(1),
        result.seedSeconds.toFixed(1),
      ]);
    }
  }
  printTable(rows);
  for (const target of targets) {
    const mine = results.filter((r) => r.database === target.name);
    const first = mine[0];
    const last = mine[mine.length - 1];
    if (!first || !last || first === last) continue;
    const growth = (key: 'enquiryList' | 'enquiryFirstPage' | 'caseSearch') =>
      `${(last[key] / first[key]).toFixed(1)}×`;
    console.log(
      `${target.name}: ${first.size} → ${last.size} enquiries (${(last.size / first.size).toFixed(0)}× the data): enquiry list ${growth('enquiryList')}, first page ${growth('enquiryFirstPage')}, case-study search ${growth('caseSearch')}`,
    );
  }
}

if (require.main === module) {
  runGrowthBench().catch((error: unknown) => {
    console.error(error);
    process.exit(1);
  });
}
