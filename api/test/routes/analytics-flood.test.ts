import { BSON } from 'bson';
import { site } from '@mwangaza/shared/site';
import { addDays, dayOf } from '../../src/plugins/app/analytics/days';
import { browser, floodRequest, pageview, recentWednesday, sendHits } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { readMail, waitFor } from '../helpers/smtp';
import { manualClock, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(240_000);

// The audit's reproduction: one address, within its allowance (ANALYTICS_RATE_LIMIT_MAX, 120 a minute), sends
// 1,080 requests of distinct longest paths, referrers and campaign values. Its day's roll-up used to outgrow
// BSON's limit, and from then on every run failed on that day first: today froze, the next day counted
// nothing and the weekly report never went. `npm run bench:analytics-flood -w api` runs it for an hour.
const clock = manualClock(recentWednesday());
const WEDNESDAY = dayOf(clock.now());
const day = (offset: number) => addDays(WEDNESDAY, offset);
const CONSOLE = 'https://console.example/admin';
// The test runs the jobs itself: the API's own schedule (every minute of real time) would otherwise claim
// Monday's report first whenever the run takes over a minute (a loaded machine).
const t = setUpTestApp({
  clock: clock.now,
  mail: true,
  sessions: true,
  env: { CONSOLE_URL: CONSOLE, ANALYTICS_ROLLUP_INTERVAL_MS: String(DAY) },
});

const MB = 1024 * 1024;
const rolledUp = (day: string) => t.app.db.models.AnalyticsDay.collection.findOne({ _id: day } as never);

it('keeps the flooded day far below 16 MB, counts the next day right and sends the weekly report', async () => {
  await t.call('PUT', '/analytics/weekly-report', {
    token: t.tokens.admin,
    body: { weeklyTrafficReport: true },
  });
  let hits = 0;
  for (let request = 0; request < 1080; request++) {
    const flood = floodRequest(request);
    const sent = await t.call('POST', '/events', {
      body: { hits: flood.hits },
      headers: { 'user-agent': flood.userAgent },
    });
    expect(sent.status).toBe(202);
    hits += flood.hits.length;
    clock.advance(501); // just under 120 a minute
  }
  await t.app.analytics.rollUps.run();
  const flooded = await rolledUp(WEDNESDAY);
  expect(flooded).not.toBeNull();
  expect(flooded!.pageViews).toBe(hits);
  // Bounded: the top entries and "(other)" per list, whatever the client sent.
  expect(BSON.calculateObjectSize(flooded!)).toBeLessThan(MB);
  for (const list of ['pages', 'referrers', 'campaigns', 'funnel'] as const)
    expect((flooded![list] as unknown[]).length).toBeLessThanOrEqual(101);
  expect(flooded!.pages.at(-1)).toMatchObject({ path: '(other)' });
  expect(flooded!.visitors).toBe(10);

  // The next day: two visitors, three page views, counted as they come.
  clock.advance(DAY);
  await sendHits(t, [pageview('/'), pageview('/services')], { 'user-agent': browser(1) });
  await sendHits(t, [pageview('/')], { 'user-agent': browser(2) });
  await t.app.analytics.rollUps.run();
  const next = await t.call('GET', `/analytics/traffic?from=${day(1)}&to=${day(1)}`, {
    token: t.tokens.editor,
  });
  expect(next.body.data.report).toMatchObject({ visitors: { value: 2 }, pageViews: { value: 3 } });

  // Monday: last week's report goes out.
  clock.advance(4 * DAY);
  await t.app.outbox.settle();
  const before = t.smtp.messages.length;
  await t.app.analytics.rollUps.run();
  expect(await t.app.analytics.weeklyReports.sendIfDue()).toBe(1);
  await t.app.outbox.settle();
  const mail = await readMail(
    await waitFor(() => t.smtp.messages.slice(before).find((m) => m.includes('Website traffic'))),
  );
  expect(mail.subject).toBe(`Website traffic, week of ${day(-2)}: 12 visitors`);
  expect(mail.links).toEqual([`${CONSOLE}/traffic`, site.url]);
});

it("rolls the other days up and sends the weekly report while one day's roll-up keeps failing", async () => {
  // Tuesday and Wednesday of the next week, then a broken Tuesday from Thursday on.
  clock.advance(DAY);
  await sendHits(t, [pageview('/tuesday')], { 'user-agent': browser(3) });
  clock.advance(DAY);
  await sendHits(t, [pageview('/wednesday')], { 'user-agent': browser(4) });
  clock.advance(DAY);
  const rollUps = t.app.analytics.rollUps;
  const original = rollUps.rollUp.bind(rollUps);
  const broken = jest.spyOn(rollUps, 'rollUp').mockImplementation(async (rolled, complete) => {
    if (rolled === day(6)) throw new Error('the database refused this day');
    return original(rolled, complete);
  });
  try {
    await rollUps.run();
    expect((await rolledUp(day(7)))?.pageViews).toBe(1);
    expect(await rolledUp(day(8))).not.toBeNull();

    // Monday: the job still sends last week's report.
    clock.advance(4 * DAY);
    await t.app.outbox.settle();
    const before = t.smtp.messages.length;
    await t.app.analytics.runJobs();
    await t.app.outbox.settle();
    const sent = t.smtp.messages.slice(before).filter((m) => m.includes('Website traffic'));
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain(`week of ${day(5)}`);
  } finally {
    broken.mockRestore();
  }
});
