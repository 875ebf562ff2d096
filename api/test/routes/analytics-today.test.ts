import { dayOf } from '../../src/plugins/app/analytics/days';
import { browser, pageview, recentWednesday, sendHits } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { manualClock, setUpTestApp, startTestApp } from '../helpers/test-app';

jest.setTimeout(60_000);

// Today's roll-up counts on from its last run instead of reading the whole day again; what it writes must be
// what a count of the whole day gives, late hits included.
const clock = manualClock(recentWednesday());
const TODAY = dayOf(clock.now());
const MINUTE = 60_000;
// The test runs the roll-ups itself.
const t = setUpTestApp({ clock: clock.now, env: { ANALYTICS_ROLLUP_INTERVAL_MS: String(DAY) } });

const rolledUp = async (app = t.app) => {
  const doc = await app.db.models.AnalyticsDay.collection.findOne({ _id: TODAY } as never);
  if (!doc) throw new Error('today was not rolled up');
  const { rolledUpAt: _at, revision: _revision, ...figures } = doc;
  return figures;
};
/** Rows with the same figures may come in either order (the order their first hits were counted in). */
const unordered = (figures: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(figures).map(([key, value]) => [
      key,
      Array.isArray(value) ? value.map((row) => JSON.stringify(row)).sort() : value,
    ]),
  );

it("counts today's new hits at each run, a late one once, as a count of the whole day does", async () => {
  await sendHits(t, [pageview('/'), pageview('/services'), pageview('/')], { 'user-agent': browser(1) });
  await t.app.analytics.rollUps.run();
  expect(await rolledUp()).toMatchObject({ visitors: 1, pageViews: 3 });

  clock.advance(MINUTE);
  await sendHits(t, [pageview('/about'), pageview('/')], { 'user-agent': browser(2) });
  await t.app.analytics.rollUps.run();
  expect(await rolledUp()).toMatchObject({ visitors: 2, pageViews: 5 });

  // A hit stored after the run that counted a later one (requests are stored side by side), and nothing new.
  clock.advance(MINUTE);
  await sendHits(t, [pageview('/contact')], { 'user-agent': browser(3) });
  const Events = t.app.db.models.AnalyticsEvent.collection;
  const late = await Events.findOne({ path: '/contact' });
  await Events.updateOne({ _id: late!._id }, { $set: { at: new Date(clock.now() - 90_000) } });
  await t.app.analytics.rollUps.run();
  await t.app.analytics.rollUps.run();
  const counted = await rolledUp();
  expect(counted).toMatchObject({ visitors: 3, pageViews: 6 });
  expect(counted.pages).toContainEqual({ path: '/contact', visitors: 1, pageViews: 1 });

  // Another instance counts the whole day once as it starts: the same figures.
  const second = await startTestApp(
    t.db,
    { ANALYTICS_ROLLUP_INTERVAL_MS: String(DAY) },
    { clock: clock.now },
  );
  try {
    await second.app.analytics.rollUps.run();
    expect(unordered(await rolledUp(second.app))).toEqual(unordered(counted));
  } finally {
    await second.close();
  }
});

it('starts the next day afresh, and counts the finished day whole', async () => {
  clock.advance(DAY);
  await sendHits(t, [pageview('/insights')], { 'user-agent': browser(4) });
  await t.app.analytics.rollUps.run();
  const yesterday = await t.app.db.models.AnalyticsDay.collection.findOne({ _id: TODAY } as never);
  expect(yesterday).toMatchObject({ complete: true, visitors: 3, pageViews: 6 });
  const next = await t.app.db.models.AnalyticsDay.collection.findOne({ _id: dayOf(clock.now()) } as never);
  expect(next).toMatchObject({ complete: false, visitors: 1, pageViews: 1 });
});
