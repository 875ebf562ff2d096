import { Secret, TOTP } from 'otpauth';
import { createBackup } from '../../src/backup/create-backup';
import { restoreBackup } from '../../src/backup/restore-backup';
import { noisyJpeg, png, uploadForm } from '../helpers/images';
import { startSmtp, waitFor, type TestSmtp } from '../helpers/smtp';
import {
  createUser,
  login,
  manualClock,
  startDatabase,
  startTestApp,
  type TestApp,
  type TestDatabase,
} from '../helpers/test-app';
import { appSource, startTarget, tempFolder } from './helpers';

jest.setTimeout(180_000);

/**
 * The restore drill: a product with real use in it is backed up while enquiries keep arriving, restored
 * into a fresh database in another data folder, and a new app on it must serve the same product.
 */
const STEP = 30_000;
const clock = manualClock(Math.floor(Date.parse('2026-05-04T08:00:00Z') / STEP) * STEP + 1_000);
const env = {
  TWO_FACTOR_KEY: 'drill-two-factor-key-Hq3v9Lx2Pz7Rk4Wm8Tn5Yb1',
  BACKUP_KEY: 'drill-backup-key-Jf6Qs2Vd9Kc4Xp7Lh3Gz8Nw5',
};
const sourceDir = tempFolder('drill-source');
const restoredDir = tempFolder('drill-restored');
const archives = tempFolder('drill-archives');

let smtp: TestSmtp;
let sourceDb: TestDatabase;
let a: TestApp;
let b: TestApp | undefined;
let restoredDb: TestDatabase | undefined;

beforeAll(async () => {
  smtp = await startSmtp();
  sourceDb = await startDatabase({ dataDir: sourceDir });
  a = await startTestApp(
    sourceDb,
    { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    { clock: clock.now },
  );
});

afterAll(async () => {
  await b?.close();
  await restoredDb?.stop();
  await a?.close();
  await sourceDb?.stop();
  await smtp?.stop();
});

const codeAt = (secret: string) =>
  TOTP.generate({ secret: Secret.fromBase32(secret), timestamp: clock.now() });
const enquiry = (i: number) => ({
  name: `Visitor ${i}`,
  email: `visitor${i}@example.com`,
  project: 'Dashboards',
  challenge: `Enquiry number ${i}`,
  fillTimeMs: 20_000,
});

async function get(app: TestApp, path: string, token?: string) {
  const answer = await app.call('GET', path, { token });
  expect(answer.status).toBe(200);
  return answer.body.data;
}

async function enquiryIds(app: TestApp, token: string): Promise<Set<string>> {
  const data = await get(app, '/contact/enquiries?limit=100000', token);
  return new Set((data.enquiries as { id: string }[]).map((e) => e.id));
}

async function bytesOf(app: TestApp, url: string): Promise<Buffer> {
  const response = await fetch(`${app.baseUrl}${url}`);
  expect(response.status).toBe(200);
  return Buffer.from(await response.arrayBuffer());
}

test('a backup taken while enquiries arrive restores into a product that works the same', async () => {
  // --- Use the product: content with revisions, enquiries with notes, media, two-factor users, audit.
  const admin = await login(a);
  const editor = await createUser(a, 'editor', admin.accessToken);
  const service = {
    title: 'Drill Analytics',
    description: 'A service written for the restore drill.',
    fullDescription: 'First version.',
    image: '/images/services/geo.webp',
    features: ['Drills'],
  };
  const created = await a.call('POST', '/services', { token: editor.accessToken, body: service });
  expect(created.status).toBe(201);
  const serviceId = created.body.data.service.id as string;
  for (const text of ['Second version.', 'Third version.']) {
    const saved = await a.call('PUT', `/services/${serviceId}`, {
      token: editor.accessToken,
      body: { ...service, fullDescription: text },
    });
    expect(saved.status).toBe(200);
  }

  const uploaded = await fetch(`${a.baseUrl}/api/media`, {
    method: 'POST',
    headers: { authorization: `Bearer ${editor.accessToken}` },
    body: uploadForm([
      { name: 'team.jpg', data: await noisyJpeg(1400, 900) },
      { name: 'chart.png', data: await png(640, 400) },
    ]),
  });
  expect(uploaded.status).toBe(201);

  const first = await a.call('POST', '/contact', { body: enquiry(0) });
  expect(first.status).toBe(201);
  const noted = first.body.data.id as string;
  const note = await a.call('POST', `/contact/enquiries/${noted}/notes`, {
    token: editor.accessToken,
    body: { text: 'Called back; wants a proposal' },
  });
  expect(note.status).toBe(201);
  await waitFor(() => smtp.messages.length >= 1);

  const setup = await a.call('POST', '/auth/2fa/setup', { token: editor.accessToken });
  const { secret } = setup.body.data as { secret: string };
  const enabled = await a.call('POST', '/auth/2fa/enable', {
    token: editor.accessToken,
    body: { code: codeAt(secret) },
  });
  expect(enabled.status).toBe(200);

  const auditBefore = (await get(a, '/audit?limit=1000', admin.accessToken)).entries as { id: string }[];
  expect(auditBefore.length).toBeGreaterThan(3);

  // --- Back up while enquiries keep arriving (two visitors at a time).
  const acknowledged = new Set<string>([noted]);
  let sending = true;
  let sent = 0;
  const visitor = async () => {
    while (sending) {
      const answer = await a.call('POST', '/contact', { body: enquiry(++sent) });
      if (answer.status === 201) acknowledged.add(answer.body.data.id as string);
    }
  };
  const visitors = [visitor(), visitor()];
  await waitFor(() => acknowledged.size >= 10);
  const acknowledgedBeforeBackup = new Set(acknowledged);
  const backup = await createBackup(appSource(a.app), { dir: archives, key: env.BACKUP_KEY });
  const duringBackup = acknowledged.size;
  await waitFor(() => acknowledged.size >= duringBackup + 5);
  sending = false;
  await Promise.all(visitors);
  expect(backup.manifest.consistency).toBe('snapshot');

  // --- Restore into a fresh database in another data folder, then a new app on it.
  const target = await startTarget({ dataDir: restoredDir });
  const restored = await restoreBackup(target, { file: backup.file, key: env.BACKUP_KEY });
  expect(restored.mediaFiles).toBe(backup.manifest.media.files.length);
  await target.client.close();
  restoredDb = target.db;
  b = await startTestApp(
    restoredDb,
    { ...env, SMTP_URL: `smtp://127.0.0.1:${smtp.port}` },
    { clock: clock.now },
  );

  // Enquiries: every one acknowledged before the backup is there, and nothing that was never sent.
  const restoredAdmin = await login(b);
  const restoredIds = await enquiryIds(b, restoredAdmin.accessToken);
  for (const id of acknowledgedBeforeBackup) expect(restoredIds).toContain(id);
  for (const id of restoredIds) expect(acknowledged).toContain(id);
  // Those that arrived after the backup's moment are not.
  expect(restoredIds.size).toBeLessThan(acknowledged.size);
  expect(restoredIds.size).toBe(backup.manifest.collections.find((c) => c.name === 'enquiries')!.count);
  const restoredEnquiry = (await get(b, `/contact/enquiries/${noted}`, restoredAdmin.accessToken)).enquiry;
  expect(restoredEnquiry.notes).toEqual([expect.objectContaining({ text: 'Called back; wants a proposal' })]);

  // The same users sign in, two-factor included: the same authenticator key opens with the same TWO_FACTOR_KEY.
  clock.advance(STEP);
  const challenge = await b.call('POST', '/auth/login', {
    body: { email: editor.email, password: editor.password },
  });
  expect(challenge.body.data.twoFactorRequired).toBe(true);
  const signedIn = await b.call('POST', '/auth/login/2fa', {
    body: { challengeToken: challenge.body.data.challengeToken, code: codeAt(secret) },
  });
  expect(signedIn.status).toBe(200);
  expect(signedIn.body.data.user.email).toBe(editor.email);
  const editorToken = signedIn.body.data.accessToken as string;

  // The same pages and content, the same history.
  for (const path of [
    '/services',
    '/case-studies',
    '/culture',
    `/services/${serviceId}`,
    '/case-studies/categories',
  ]) {
    expect(await get(b, path)).toEqual(await get(a, path));
  }
  expect(await get(b, `/services/${serviceId}/revisions`, editorToken)).toEqual(
    await get(a, `/services/${serviceId}/revisions`, editor.accessToken),
  );

  // Audit entries from before the backup are all there.
  const restoredAudit = new Set(
    ((await get(b, '/audit?limit=1000', restoredAdmin.accessToken)).entries as { id: string }[]).map(
      (e) => e.id,
    ),
  );
  for (const entry of auditBefore) expect(restoredAudit).toContain(entry.id);

  // Every media file, every variant, byte for byte.
  const library = (await get(a, '/media?limit=100', editor.accessToken)).media as {
    url: string;
    variants: { url: string }[];
  }[];
  expect((await get(b, '/media?limit=100', editorToken)).media).toEqual(
    (await get(a, '/media?limit=100', editor.accessToken)).media,
  );
  const urls = library.flatMap((item) => [item.url, ...item.variants.map((variant) => variant.url)]);
  expect(urls.length).toBeGreaterThan(10);
  for (const url of urls) expect((await bytesOf(b, url)).equals(await bytesOf(a, url))).toBe(true);
});
