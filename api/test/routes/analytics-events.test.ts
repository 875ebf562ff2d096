import { ANALYTICS_LIMITS } from '@mwangaza/shared/schemas';
import { browser, direct, event, linkedinLaunch, pageview, sendHits, vital } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { sample, scrape } from '../helpers/metrics';
import { manualClock, setUpTestApp, withTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

const clock = manualClock(Date.parse('2026-03-10T09:00:00Z'));
const METRICS_TOKEN = 'metrics-token-for-tests-0123456789';
const t = setUpTestApp({ clock: clock.now, env: { METRICS_TOKEN } });

const stored = () => t.app.db.models.AnalyticsEvent.find({}).lean().exec();
const accepted = async () =>
  sample(await scrape(t.baseUrl, METRICS_TOKEN), 'mwangaza_analytics_hits_total', { outcome: 'accepted' });

beforeEach(() => t.app.db.models.AnalyticsEvent.deleteMany({}).exec());

describe('POST /events', () => {
  it('records page views, events and vitals, answering 202', async () => {
    const before = (await accepted()) ?? 0;
    const result = await sendHits(t, [
      pageview('/case-studies/retail', linkedinLaunch),
      event('stack_completed', linkedinLaunch, '/build-my-stack'),
      vital('LCP', 2400),
    ]);
    expect(result.status).toBe(202);
    expect(result.body).toEqual({ success: true, message: 'Received' });
    const events = await stored();
    expect(events.map((e) => [e.type, e.name ?? '', e.path])).toEqual([
      ['pageview', '', '/case-studies/retail'],
      ['event', 'stack_completed', '/build-my-stack'],
      ['vital', 'LCP', '/'],
    ]);
    expect(events[0]).toMatchObject({
      at: new Date('2026-03-10T09:00:00Z'),
      referrer: 'www.linkedin.com',
      device: 'desktop',
    });
    expect(events[0]!.utm).toEqual(linkedinLaunch.utm);
    expect(events[2]!.value).toBe(2400);
    expect(await accepted()).toBe(before + 3);
  });

  it('stores neither the address nor the user agent: one day-hash per browser', async () => {
    await sendHits(t, [pageview('/')], { 'user-agent': browser(1) });
    await sendHits(t, [pageview('/about')], { 'user-agent': browser(1) });
    await sendHits(t, [pageview('/')], { 'user-agent': browser(2) });
    const events = await stored();
    expect(new Set(events.map((e) => e.visitor)).size).toBe(2);
    expect(events[0]!.visitor).toBe(events[1]!.visitor);
    const raw = JSON.stringify(await t.app.db.models.AnalyticsEvent.collection.find({}).toArray());
    expect(raw).not.toContain('127.0.0.1');
    expect(raw).not.toContain('Mozilla');
    expect(raw).not.toContain('Chrome');
  });

  it.each([
    ['Do Not Track', { dnt: '1' }],
    ['Global Privacy Control', { 'sec-gpc': '1' }],
    [
      'a crawler',
      { 'user-agent': 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)' },
    ],
    [
      'a headless browser',
      { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) HeadlessChrome/120.0.0.0 Safari/537.36' },
    ],
    ['no user agent', { 'user-agent': '' }],
  ])('records nothing from %s, with the same 202', async (_what, headers) => {
    const result = await sendHits(t, [pageview('/')], headers);
    expect(result.status).toBe(202);
    expect(result.body).toEqual({ success: true, message: 'Received' });
    expect(await stored()).toEqual([]);
  });

  it('makes one salt per day and deletes the salts of earlier days', async () => {
    const salts = t.app.db.models.AnalyticsSalt;
    await sendHits(t, [pageview('/')]);
    const [first] = await salts.find({}).lean().exec();
    expect(first?._id).toBe('2026-03-10');
    const firstVisitor = (await stored())[0]!.visitor;
    clock.advance(DAY);
    await sendHits(t, [pageview('/')]);
    const now = await salts.find({}).lean().exec();
    expect(now.map((salt) => salt._id)).toEqual(['2026-03-11']);
    expect(now[0]!.salt).not.toBe(first!.salt);
    // The same browser is another visitor the next day: it cannot be followed across days.
    const nextDay = (await stored()).find((e) => e.at.toISOString().startsWith('2026-03-11'))!;
    expect(nextDay.visitor).not.toBe(firstVisitor);
  });

  it.each([
    ['no hits', { hits: [] }],
    ['too many hits', { hits: Array.from({ length: ANALYTICS_LIMITS.batch + 1 }, () => pageview('/')) }],
    ['a full address as path', { hits: [pageview('https://example.com/')] }],
    ['an unknown event', { hits: [event('purchase')] }],
    ['an unknown device', { hits: [pageview('/', direct, 'watch')] }],
    ['an extra field', { hits: [{ ...pageview('/'), ip: '1.2.3.4' }] }],
  ])('refuses %s (400 in the envelope)', async (_what, body) => {
    const result = await t.call('POST', '/events', { body, headers: { 'user-agent': browser() } });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
  });

  it('refuses a body over the limit unread (413)', async () => {
    const rawBody = JSON.stringify({ hits: [pageview('/'.padEnd(ANALYTICS_LIMITS.bodyBytes, 'a'))] });
    const result = await t.call('POST', '/events', { rawBody, headers: { 'user-agent': browser() } });
    expect(result.status).toBe(413);
    expect(result.body.success).toBe(false);
  });

  it('keeps raw events ANALYTICS_RAW_DAYS and roll-ups ANALYTICS_ROLLUP_MONTHS (TTL indexes)', async () => {
    const ttl = async (model: {
      collection: { indexes(): Promise<{ key: object; expireAfterSeconds?: number }[]> };
    }) =>
      Object.fromEntries(
        (await model.collection.indexes()).map((i) => [Object.keys(i.key)[0], i.expireAfterSeconds]),
      );
    expect((await ttl(t.app.db.models.AnalyticsEvent)).at).toBe(30 * 86_400);
    expect((await ttl(t.app.db.models.AnalyticsDay)).date).toBe(25 * 31 * 86_400);
  });
});

it('deletes raw events ANALYTICS_RAW_DAYS after they arrived, keeping the roll-up of their day', async () => {
  // The expiry pass is the database's, on its own clock: real time here.
  const now = Date.now();
  const old = new Date(now - 31 * DAY);
  const events = t.app.db.models.AnalyticsEvent;
  const hit = (at: Date) => ({
    at,
    visitor: 'v1',
    type: 'pageview',
    path: '/',
    device: 'desktop',
    referrer: '',
  });
  await events.collection.insertMany([hit(old), hit(new Date(now - DAY))]);
  const day = old.toISOString().slice(0, 10);
  await t.app.analytics.rollUps.rollUp(day, true);
  // MongoDB's own pass runs every 60 s: only the embedded database's is run on demand here.
  if (!t.db.runTtlPass) return;
  await t.db.runTtlPass();
  expect((await events.find({}).lean().exec()).map((e) => e.at)).toEqual([new Date(now - DAY)]);
  const rolledUp = await t.app.db.models.AnalyticsDay.findById(day).lean().exec();
  expect(rolledUp).toMatchObject({ complete: true, pageViews: 1, visitors: 1 });
});

it('limits each client to ANALYTICS_RATE_LIMIT_MAX requests per window (429 with Retry-After)', async () => {
  await withTestApp({ env: { ANALYTICS_RATE_LIMIT_MAX: '2' } }, async (app) => {
    expect((await sendHits(app, [pageview('/')])).status).toBe(202);
    expect((await sendHits(app, [pageview('/')])).status).toBe(202);
    const refused = await sendHits(app, [pageview('/')]);
    expect(refused.status).toBe(429);
    expect(refused.body.success).toBe(false);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
  });
});
