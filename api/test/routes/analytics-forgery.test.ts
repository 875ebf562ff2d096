import { dayOf, addDays } from '../../src/plugins/app/analytics/days';
import { browser, event, linkedinLaunch, pageview, recentWednesday } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { manualClock, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);

// What one address can make the Traffic screen say: visitors are capped per address and day (the first
// ANALYTICS_VISITORS_PER_ADDRESS - 1 browsers count one each, any more together as one), and the funnel's
// "enquiry sent", "qualified" and "won" come from the enquiries themselves, never from the beacon.
const clock = manualClock(recentWednesday());
const TODAY = dayOf(clock.now());
const t = setUpTestApp({ clock: clock.now, sessions: true, env: { TRUST_PROXY: 'loopback' } });

const hits = (address: string, userAgent: string, list: unknown[]) =>
  t.call('POST', '/events', {
    body: { hits: list },
    headers: { 'user-agent': userAgent, 'x-forwarded-for': address },
  });
const stepsOf = (row: { steps: { step: string; count: number }[] }) =>
  Object.fromEntries(row.steps.map(({ step, count }) => [step, count]));
async function report(day: string) {
  await t.app.analytics.rollUps.run();
  const answer = await t.call('GET', `/analytics/traffic?from=${day}&to=${day}`, { token: t.tokens.editor });
  expect(answer.status).toBe(200);
  return answer.body.data.report;
}

it('counts a campaign\'s "subscribed" and "enquiry sent" from the records: 30 crafted beacons make none', async () => {
  for (let n = 0; n < 30; n++) {
    const sent = await hits('198.51.100.7', browser(n), [
      pageview('/case-studies/retail', linkedinLaunch),
      event('stack_completed', linkedinLaunch, '/build-my-stack'),
      event('contact_started', linkedinLaunch, '/contact'),
      event('contact_sent', linkedinLaunch, '/contact'),
      event('newsletter_confirmed', linkedinLaunch, '/newsletter/confirm'),
    ]);
    expect(sent.status).toBe(202);
  }
  const before = await report(TODAY);
  const linkedin = before.funnel.find((row: { source: string }) => row.source === 'linkedin');
  expect(stepsOf(before.funnel[0])).toMatchObject({ subscribed: 0, enquiry_sent: 0 });
  expect(stepsOf(linkedin)).toMatchObject({ subscribed: 0, enquiry_sent: 0, qualified: 0, won: 0 });
  // One address: at most the documented number of visitors, whatever its browsers claim.
  expect(stepsOf(linkedin).visit).toBe(10);
  expect(before.visitors.value).toBe(10);

  const enquiry = await t.call('POST', '/contact', {
    body: {
      name: 'Amina',
      email: 'amina@example.com',
      project: 'Dashboards',
      fillTimeMs: 60_000,
      source: linkedinLaunch,
    },
    headers: { 'user-agent': browser(1), 'x-forwarded-for': '198.51.100.7' },
  });
  expect(enquiry.status).toBe(201);
  const after = await report(TODAY);
  const row = after.funnel.find((one: { source: string }) => one.source === 'linkedin');
  expect(stepsOf(row)).toMatchObject({ enquiry_sent: 1, qualified: 0, won: 0 });
  expect(stepsOf(after.funnel[0]).enquiry_sent).toBe(1);
});

it('holds one address to ANALYTICS_VISITORS_PER_ADDRESS visitors a day, and counts other addresses as before', async () => {
  clock.advance(DAY);
  for (let n = 0; n < 120; n++)
    expect((await hits('203.0.113.9', browser(n), [pageview('/')])).status).toBe(202);
  // Three households of two browsers each, and an IPv6 client whose address changes within its /64.
  for (const address of ['192.0.2.1', '192.0.2.2', '192.0.2.3'])
    for (const n of [1, 2]) await hits(address, browser(n), [pageview('/services')]);
  for (let n = 0; n < 40; n++)
    await hits(`2001:db8:1:2::${(n + 1).toString(16)}`, browser(n), [pageview('/about')]);
  const day = await report(addDays(TODAY, 1));
  expect(day.visitors.value).toBe(10 + 6 + 10);
  expect(day.pageViews.value).toBe(120 + 6 + 40);
});
