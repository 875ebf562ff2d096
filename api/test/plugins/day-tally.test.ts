import { BSON } from 'bson';
import { ANALYTICS_LIMITS, DEVICE_CLASSES, WEB_VITAL_NAMES } from '@mwangaza/shared/schemas';
import type { AnalyticsEventDoc } from '../../src/models/analytics-event.model';
import { DayTally, OTHER, ROLLUP_LIMITS } from '../../src/plugins/app/analytics/day-tally';

const long = (seed: string, length: number) => seed.repeat(Math.ceil(length / seed.length)).slice(0, length);

/** A day of the worst a client can send: every value new and at its longest, vitals across every bucket. */
function worstDay(): AnalyticsEventDoc[] {
  const events: AnalyticsEventDoc[] = [];
  for (let n = 0; n < 3 * ROLLUP_LIMITS.maxKeys; n++) {
    const path = `/${long(`${n}-`, ANALYTICS_LIMITS.path - 1)}`;
    const base = {
      at: new Date(0),
      visitor: `v${n}`,
      client: `c${n}`,
      path,
      device: DEVICE_CLASSES[n % 3]!,
      referrer: long(`${n}.`, 253),
      utm: {
        source: long(`s${n}`, ANALYTICS_LIMITS.utm),
        medium: long(`m${n}`, ANALYTICS_LIMITS.utm),
        campaign: long(`c${n}`, ANALYTICS_LIMITS.utm),
      },
    };
    events.push({ ...base, type: 'pageview' });
    // Vitals on enough pages to fill their rows several times over.
    if (n >= 3 * ROLLUP_LIMITS.vitals) continue;
    for (const name of WEB_VITAL_NAMES)
      // Values from 1 to 600 000: a sample in nearly every bucket of the histogram.
      for (let sample = 0; sample < 40; sample++)
        events.push({ ...base, type: 'vital', name, value: 1.4 ** ((n + sample * 7) % 40) });
  }
  return events;
}

it('keeps a day far below 16 MB whatever its events hold: the top rows and "(other)" in each list', () => {
  const tally = new DayTally(10);
  for (const event of worstDay()) tally.add(event);
  const day = tally.result();
  const size = BSON.calculateObjectSize({ _id: '2026-01-01', ...day });
  expect(size).toBeLessThan(1024 * 1024);
  for (const list of [day.pages, day.referrers, day.campaigns, day.funnel])
    expect(list.length).toBe(ROLLUP_LIMITS.top + 1);
  expect(day.pages.at(-1)).toMatchObject({ path: OTHER });
  // Every page view is still counted, in its row or in "(other)".
  expect(day.pages.reduce((sum, row) => sum + row.pageViews, 0)).toBe(3 * ROLLUP_LIMITS.maxKeys);
  expect(day.vitals.length).toBeLessThanOrEqual(
    ROLLUP_LIMITS.vitals + DEVICE_CLASSES.length * WEB_VITAL_NAMES.length,
  );
});

it('counts one address for at most the cap of visitors, the rest together as one', () => {
  const tally = new DayTally(10);
  for (let n = 0; n < 50; n++)
    tally.add({
      at: new Date(0),
      visitor: `browser-${n}`,
      client: 'one-address',
      type: 'pageview',
      path: '/',
      device: 'desktop',
      referrer: '',
    });
  tally.add({
    at: new Date(0),
    visitor: 'elsewhere',
    client: 'another',
    type: 'pageview',
    path: '/',
    device: 'mobile',
    referrer: '',
  });
  expect(tally.result().visitors).toBe(10 + 1);
});
