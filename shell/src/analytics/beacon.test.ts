import { AnalyticsBatch, type AnalyticsHit, type LeadSource } from '@mwangaza/shared/schemas';
import Value from 'typebox/value';
import { createBeacon, FLUSH_DELAY_MS, toBodies } from './beacon';

const source: LeadSource = {
  landingPage: '/',
  referrer: 'https://www.linkedin.com/',
  utm: { source: 'linkedin', campaign: 'launch' },
};

/** A beacon whose requests and timer the test holds: `sent` are the batches, `run()` fires the timer. */
function setUp() {
  const sent: AnalyticsBatch[] = [];
  const timers: { flush: () => void; ms: number }[] = [];
  const beacon = createBeacon({
    send: (body) => sent.push(JSON.parse(body) as AnalyticsBatch),
    schedule: (flush, ms) => timers.push({ flush, ms }),
    device: 'mobile',
    source,
  });
  const run = () => timers.splice(0).forEach(({ flush }) => flush());
  return { beacon, sent, timers, run };
}

it('sends the landing page view a few seconds later, as the API accepts it', () => {
  const { beacon, sent, timers, run } = setUp();
  beacon.add({ type: 'pageview', path: '/' });
  expect(sent).toEqual([]);
  expect(timers.map(({ ms }) => ms)).toEqual([FLUSH_DELAY_MS]);
  run();
  expect(sent).toEqual([{ hits: [{ type: 'pageview', path: '/', device: 'mobile', source }] }]);
  expect(Value.Check(AnalyticsBatch, sent[0])).toBe(true);
});

it("sends a page's hits when the visitor moves on to another page", () => {
  const { beacon, sent } = setUp();
  beacon.add({ type: 'pageview', path: '/build-my-stack' });
  beacon.add({ type: 'event', name: 'stack_completed', path: '/build-my-stack' });
  expect(sent).toEqual([]);
  beacon.add({ type: 'pageview', path: '/contact' });
  expect(sent).toHaveLength(1);
  expect(sent[0]!.hits.map((hit) => hit.type === 'event' && hit.name)).toEqual([false, 'stack_completed']);
  beacon.flush();
  expect(sent[1]!.hits).toMatchObject([{ type: 'pageview', path: '/contact' }]);
  expect(sent.every((batch) => Value.Check(AnalyticsBatch, batch))).toBe(true);
});

it('sends nothing twice and nothing when there is nothing to send', () => {
  const { beacon, sent, run } = setUp();
  beacon.flush();
  beacon.add({ type: 'event', name: 'email_click', path: '/contact' });
  beacon.flush();
  run();
  beacon.flush();
  expect(sent).toHaveLength(1);
});

it('counts no page of the console, and never sends a query string', () => {
  const { beacon, sent } = setUp();
  beacon.add({ type: 'pageview', path: '/admin/enquiries' });
  beacon.add({ type: 'pageview', path: '/admin' });
  beacon.add({ type: 'pageview', path: '/administration?utm_source=x#top' });
  beacon.flush();
  expect(sent[0]!.hits).toMatchObject([{ path: '/administration' }]);
});

it('rounds page speed to what is worth keeping, within the range the API accepts', () => {
  const { beacon, sent } = setUp();
  beacon.add({ type: 'vital', name: 'LCP', value: 1834.56, path: '/' });
  beacon.add({ type: 'vital', name: 'CLS', value: 0.123456, path: '/' });
  beacon.add({ type: 'vital', name: 'INP', value: 9_999_999, path: '/' });
  beacon.flush();
  expect(sent[0]!.hits.map((hit) => hit.type === 'vital' && hit.value)).toEqual([1835, 0.1235, 600_000]);
  expect(Value.Check(AnalyticsBatch, sent[0])).toBe(true);
});

it('splits many hits into requests within the count and size the API accepts', () => {
  const long: LeadSource = { ...source, referrer: `https://example.org/${'r'.repeat(470)}` };
  const hits: AnalyticsHit[] = Array.from({ length: 60 }, (_, i) => ({
    type: 'pageview',
    path: `/insights/${'p'.repeat(280)}${i}`,
    device: 'desktop',
    source: long,
  }));
  const bodies = toBodies(hits);
  expect(bodies.every((body) => body.length <= 16_384)).toBe(true);
  const batches = bodies.map((body) => JSON.parse(body) as AnalyticsBatch);
  expect(batches.every((batch) => Value.Check(AnalyticsBatch, batch))).toBe(true);
  expect(batches.flatMap((batch) => batch.hits)).toEqual(hits);
  expect(toBodies(hits.slice(0, 30).map((hit) => ({ ...hit, source }))).length).toBe(2);
});

it('never lets a failing request reach the page', () => {
  const beacon = createBeacon({
    send: () => {
      throw new Error('offline');
    },
    schedule: () => undefined,
    device: 'desktop',
    source,
  });
  beacon.add({ type: 'pageview', path: '/' });
  expect(() => beacon.flush()).not.toThrow();
});
