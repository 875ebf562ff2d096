import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { login, startDatabase, startTestApp } from './helpers/test-app';
import { waitFor } from './helpers/smtp';

jest.setTimeout(60_000);

let dataDir: string;

beforeEach(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mwangaza-api-'));
});

afterEach(async () => {
  await rm(dataDir, { recursive: true, force: true });
});

const service = {
  title: 'Persisted',
  description: 'D',
  fullDescription: 'F',
  image: '/x.webp',
  features: ['One - two'],
};

describe('embedded database on a data folder', () => {
  it('keeps every record across an API and database restart', async () => {
    let db = await startDatabase({ dataDir });
    let t = await startTestApp(db);
    const admin = await login(t);
    const created = await t.call('POST', '/services', { token: admin.accessToken, body: service });
    const registered = await t.call('POST', '/auth/register', {
      body: { fullName: 'Kept', email: 'kept@example.com', password: 'Kept-pass-1' },
    });
    const enquiry = await t.call('POST', '/contact', {
      body: { name: 'N', email: 'n@example.com', project: 'P' },
    });
    const featured = await t.call('PATCH', '/case-studies/telco-churn-realtime/featured', {
      token: admin.accessToken,
    });
    expect([created.status, registered.status, enquiry.status, featured.status]).toEqual([
      201, 201, 201, 200,
    ]);
    await t.close();
    await db.stop();

    db = await startDatabase({ dataDir, dbName: db.dbName });
    t = await startTestApp(db);
    try {
      expect((await t.call('GET', `/services/${created.body.data.service.id}`)).body.data.service.title).toBe(
        'Persisted',
      );
      expect((await t.call('GET', '/services')).body.data.pagination.total).toBe(8);
      expect((await t.call('GET', '/case-studies/telco-churn-realtime')).body.data.caseStudy.featured).toBe(
        true,
      );
      const kept = await login(t, 'kept@example.com', 'Kept-pass-1');
      expect(kept.user.role).toBe('user');
      const relogin = await login(t);
      const stored = await t.call('GET', `/contact/enquiries/${enquiry.body.data.id}`, {
        token: relogin.accessToken,
      });
      expect(stored.body.data.enquiry.project).toBe('P');
      // Seeding ran again on start but never duplicated or overwrote anything.
      expect((await t.call('GET', '/culture')).body.data.pagination.total).toBe(5);
    } finally {
      await t.close();
      await db.stop();
    }
  });

  it('answers 503 while the database is down and recovers by itself', async () => {
    let db = await startDatabase({ dataDir });
    const port = db.port!;
    const t = await startTestApp(db);
    try {
      const admin = await login(t);
      await db.stop();

      // Liveness stays 200 (the process is fine); readiness says the database is down.
      expect((await t.call('GET', '/health')).status).toBe(200);
      expect((await t.call('GET', '/health/live')).status).toBe(200);
      const ready = await t.call('GET', '/health/ready');
      expect(ready.status).toBe(503);
      expect(ready.body.data.database).toBe('down');
      const down = await t.call('GET', '/services/admin/all', { token: admin.accessToken });
      expect(down.status).toBe(503);
      expect(down.body).toEqual({
        success: false,
        message: 'Service temporarily unavailable. Please try again shortly.',
      });
      expect((await t.call('GET', '/case-studies?search=nothing-cached')).status).toBe(503);

      db = await startDatabase({ dataDir, port });
      await waitFor(async () => (await t.call('GET', '/health/ready')).status === 200, 20_000);
      const back = await t.call('GET', '/services/admin/all', { token: admin.accessToken });
      expect(back.status).toBe(200);
    } finally {
      await t.close();
      await db.stop();
    }
  });
});
