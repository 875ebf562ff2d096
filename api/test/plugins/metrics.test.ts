import { mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Registry } from 'prom-client';
import { registerBackupMetrics } from '../../src/plugins/app/metrics/backup-metrics';
import { HOUR } from '../helpers/clock';
import { sample, samples, scrape } from '../helpers/metrics';
import { manualClock, setUpTestApp, startDatabase, startTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const TOKEN = 'metrics-token-for-tests-7d1c2b9e';
const clock = manualClock();
const t = setUpTestApp({ env: { METRICS_TOKEN: TOKEN }, clock: clock.now });

const metrics = () => scrape(t.baseUrl, TOKEN);

describe('GET /metrics access', () => {
  it('answers 404 in the envelope when METRICS_TOKEN is not set', async () => {
    await withTestApp({ db: t.db }, async (plain) => {
      const response = await fetch(`${plain.baseUrl}/metrics`, {
        headers: { authorization: `Bearer ${TOKEN}` },
      });
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({ success: false, message: 'Route GET /metrics not found' });
    });
  });

  it.each([
    ['no Authorization header', undefined],
    ['a wrong token', 'Bearer metrics-token-for-tests-7d1c2b9f'],
    ['the token without the Bearer scheme', TOKEN],
    ['a longer token that starts with the right one', `Bearer ${TOKEN}x`],
  ])('answers 401 in the envelope to %s', async (_case, authorization) => {
    const response = await fetch(`${t.baseUrl}/metrics`, {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect(response.headers.get('www-authenticate')).toBe('Bearer');
    expect(await response.json()).toEqual({ success: false, message: 'A valid metrics token is required' });
  });

  it("answers the right token in Prometheus' text format, never cached", async () => {
    const response = await fetch(`${t.baseUrl}/metrics`, { headers: { authorization: `Bearer ${TOKEN}` } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.text()).toContain('# TYPE http_request_duration_seconds histogram');
  });

  it('is not under /api, so the shell never proxies it', async () => {
    expect((await t.call('GET', '/metrics')).status).toBe(404);
  });
});

describe('request metrics', () => {
  it('labels requests with the route pattern and status code, never the URL asked for', async () => {
    expect((await t.call('GET', '/services')).status).toBe(200);
    expect((await t.call('GET', '/services/no-such-service-4821')).status).toBe(404);
    expect((await t.call('GET', '/no-such-route-7734')).status).toBe(404);
    const text = await metrics();
    const count = (route: string, status: string, method = 'GET') =>
      sample(text, 'http_request_duration_seconds_count', { route, method, status_code: status });
    expect(count('/api/services', '200')).toBeGreaterThanOrEqual(1);
    expect(count('/api/services/:id', '404')).toBeGreaterThanOrEqual(1);
    expect(count('unmatched', '404')).toBeGreaterThanOrEqual(1);
    expect(text).not.toContain('no-such-service-4821');
    expect(text).not.toContain('no-such-route-7734');
    // A histogram: buckets up to +Inf, whose count is the request count.
    expect(
      sample(text, 'http_request_duration_seconds_bucket', {
        route: '/api/services/:id',
        method: 'GET',
        status_code: '404',
        le: '+Inf',
      }),
    ).toBe(count('/api/services/:id', '404'));
  });
});

describe('process, database and outbox', () => {
  it("shows Node's default process metrics and the event-loop lag", async () => {
    const text = await metrics();
    for (const name of [
      'process_cpu_seconds_total',
      'process_resident_memory_bytes',
      'process_start_time_seconds',
      'nodejs_heap_size_used_bytes',
      'nodejs_eventloop_lag_seconds',
      'nodejs_eventloop_lag_p99_seconds',
    ]) {
      expect(sample(text, name)).toEqual(expect.any(Number));
    }
  });

  it('says the database is up', async () => {
    expect(sample(await metrics(), 'mwangaza_database_up')).toBe(1);
  });

  it('counts pending and failed e-mails and the age of the oldest pending one', async () => {
    // No SMTP_URL outside demo mode: e-mails stay pending (the test app runs in demo mode, which logs and
    // marks them sent), so messages are made pending and failed in the database directly.
    const { OutboxMessage } = t.app.db.models;
    const before = await metrics();
    expect(sample(before, 'mwangaza_outbox_oldest_pending_age_seconds')).toBe(0);
    const base = {
      kind: 'metrics-test',
      to: 'a@example.com',
      subject: 'S',
      text: 'T',
      about: { type: 't', id: 'x' },
    };
    const queuedAt = new Date(clock.now());
    await OutboxMessage.create([
      { ...base, id: 'pending-old', state: 'pending', retryUntil: queuedAt, createdAt: queuedAt },
      { ...base, id: 'pending-new', state: 'pending', retryUntil: queuedAt },
      { ...base, id: 'failed-one', state: 'failed', retryUntil: queuedAt },
    ]);
    clock.advance(2 * HOUR);
    const text = await metrics();
    expect(sample(text, 'mwangaza_outbox_messages', { state: 'pending' })).toBe(
      (sample(before, 'mwangaza_outbox_messages', { state: 'pending' }) ?? 0) + 2,
    );
    expect(sample(text, 'mwangaza_outbox_messages', { state: 'failed' })).toBe(
      (sample(before, 'mwangaza_outbox_messages', { state: 'failed' }) ?? 0) + 1,
    );
    expect(sample(text, 'mwangaza_outbox_oldest_pending_age_seconds')).toBeCloseTo(7200, -1);
    await OutboxMessage.deleteMany({ kind: 'metrics-test' });
  });

  it('says the database is down, and shows no outbox figures it cannot read', async () => {
    const db = await startDatabase();
    const app = await startTestApp(db, { METRICS_TOKEN: TOKEN });
    try {
      expect(sample(await scrape(app.baseUrl, TOKEN), 'mwangaza_database_up')).toBe(1);
      await db.stop();
      const text = await scrape(app.baseUrl, TOKEN);
      expect(sample(text, 'mwangaza_database_up')).toBe(0);
      expect(samples(text, 'mwangaza_outbox_messages')).toEqual([]);
      expect(samples(text, 'mwangaza_outbox_oldest_pending_age_seconds')).toEqual([]);
    } finally {
      await app.close();
    }
  });
});

describe('backup metrics', () => {
  it("reports the scheduled backups' status, the same on every instance", async () => {
    const dir = mkdtempSync(path.join(os.tmpdir(), 'metrics-backups-'));
    const db = await startDatabase();
    const env = { METRICS_TOKEN: TOKEN, BACKUP_DIR: dir, BACKUP_EVERY: '1h' };
    const first = await startTestApp(db, env, { clock: clock.now });
    const second = await startTestApp(db, env, { clock: clock.now });
    try {
      expect(samples(await scrape(first.baseUrl, TOKEN), 'mwangaza_backup_last_size_bytes')).toEqual([]);
      await first.app.backups.runDue();
      const [archive] = readdirSync(dir);
      for (const instance of [first, second]) {
        const text = await scrape(instance.baseUrl, TOKEN);
        expect(sample(text, 'mwangaza_backup_last_size_bytes')).toBe(statSync(path.join(dir, archive!)).size);
        expect(sample(text, 'mwangaza_backup_last_success_timestamp_seconds')).toBe(clock.now() / 1000);
        expect(sample(text, 'mwangaza_backup_failures_total')).toBe(0);
      }
    } finally {
      await first.close();
      await second.close();
      await db.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it('shows no backup metrics where no backups are scheduled', async () => {
    expect(await metrics()).not.toContain('mwangaza_backup');
  });

  it('shows no backup figures while the status cannot be read', async () => {
    const registry = new Registry();
    registerBackupMetrics(registry, {
      status: () => Promise.reject(new Error('database unreachable')),
    });
    const text = await registry.metrics();
    expect(samples(text, 'mwangaza_backup_last_success_timestamp_seconds')).toEqual([]);
    expect(samples(text, 'mwangaza_backup_last_size_bytes')).toEqual([]);
  });
});

describe('the OpenAPI document', () => {
  it('describes GET /metrics: its text answer, the token it asks for, 401 and 404', () => {
    const document = t.app.swagger() as unknown as {
      paths: Record<string, Record<string, Record<string, unknown>>>;
      components: { securitySchemes: Record<string, unknown> };
    };
    const operation = document.paths['/metrics']?.get;
    expect(operation).toMatchObject({
      summary: 'Prometheus metrics of this API instance',
      description: expect.stringContaining('METRICS_TOKEN'),
      security: [{ metricsToken: [] }],
    });
    const responses = operation?.responses as Record<string, { content?: Record<string, unknown> }>;
    expect(Object.keys(responses)).toEqual(['200', '401', '404']);
    expect(responses['200']?.content).toHaveProperty(['text/plain']);
    expect(document.components.securitySchemes.metricsToken).toMatchObject({
      type: 'http',
      scheme: 'bearer',
    });
  });
});
