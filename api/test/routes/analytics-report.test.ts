import { browser, direct, event, linkedinLaunch, pageview, sendHits, vital } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { manualClock, setUpTestApp, startTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);

const clock = manualClock(Date.parse('2026-04-01T10:00:00Z'));
const t = setUpTestApp({ clock: clock.now, sessions: true });
const google = { landingPage: '/', referrer: 'https://www.google.com/search', utm: {} };

const as = (n: number) => ({ 'user-agent': browser(n) });
const report = async (query: string) => {
  const result = await t.call('GET', `/analytics/traffic?${query}`, { token: t.tokens.editor });
  expect(result.status).toBe(200);
  return result.body.data.report;
};
/** "visit 5 1, stack_completed 1 0.2, ...": each step's count and rate. */
const stepsOf = (row: { steps: { step: string; count: number; rate: number }[] }) =>
  row.steps.map(({ step, count, rate }) => `${step} ${count} ${rate}`).join(', ');

async function enquiryFromLinkedin(stage: 'new' | 'qualified' | 'won') {
  const sent = await t.call('POST', '/contact', {
    body: {
      name: 'Amina',
      email: 'amina@example.com',
      project: 'Dashboards',
      fillTimeMs: 60_000,
      source: linkedinLaunch,
    },
    headers: as(1),
  });
  const id = sent.body.data.id as string;
  const moves = { new: [], qualified: ['qualified'], won: ['qualified', 'won'] }[stage];
  for (const next of moves) {
    const moved = await t.call('PATCH', `/contact/enquiries/${id}`, {
      token: t.tokens.editor,
      body: { stage: next },
    });
    expect(moved.status).toBe(200);
  }
}

beforeAll(async () => {
  // 1 April: a LinkedIn visitor goes the whole way; a direct visitor reads two pages; a phone measures LCP.
  await sendHits(
    t,
    [
      pageview('/case-studies/retail', linkedinLaunch),
      event('stack_completed', linkedinLaunch, '/build-my-stack'),
      event('contact_started', linkedinLaunch, '/contact'),
      event('contact_sent', linkedinLaunch, '/contact'),
    ],
    as(1),
  );
  await sendHits(t, [pageview('/', direct), pageview('/about', direct)], as(2));
  await sendHits(t, [vital('LCP', 1000), vital('LCP', 2000), vital('LCP', 3000), vital('LCP', 4000)], as(3));
  await enquiryFromLinkedin('won');
  await enquiryFromLinkedin('qualified');
  await enquiryFromLinkedin('new');
  // 2 April: the first browser again (a new visitor: hashes change every day), and one from Google.
  clock.advance(DAY);
  await sendHits(t, [pageview('/', linkedinLaunch)], as(1));
  await sendHits(t, [pageview('/services', google, 'mobile')], as(4));
  clock.advance(DAY);
  await t.app.analytics.rollUps.run();
});

describe('GET /analytics/traffic', () => {
  it('sums visitors per day and page views, with the daily series and the previous period', async () => {
    const r = await report('from=2026-04-01&to=2026-04-03');
    expect(r).toMatchObject({
      from: '2026-04-01',
      to: '2026-04-03',
      previousFrom: '2026-03-29',
      previousTo: '2026-03-31',
    });
    expect(r.visitors).toEqual({ value: 5, previous: 0 });
    expect(r.pageViews).toEqual({ value: 5, previous: 0 });
    expect(r.daily).toEqual([
      { date: '2026-04-01', visitors: 3, pageViews: 3 },
      { date: '2026-04-02', visitors: 2, pageViews: 2 },
      { date: '2026-04-03', visitors: 0, pageViews: 0 },
    ]);
    const later = await report('from=2026-04-02&to=2026-04-02');
    expect(later.visitors).toEqual({ value: 2, previous: 3 });
  });

  it('lists top pages, referrers, campaigns, devices and events', async () => {
    const r = await report('days=7');
    expect(r.pages).toEqual(
      expect.arrayContaining([
        { path: '/', locale: 'en', visitors: 2, pageViews: 2 },
        { path: '/about', locale: 'en', visitors: 1, pageViews: 1 },
        { path: '/case-studies/retail', locale: 'en', visitors: 1, pageViews: 1 },
        { path: '/services', locale: 'en', visitors: 1, pageViews: 1 },
      ]),
    );
    expect(r.pages[0]).toEqual({ path: '/', locale: 'en', visitors: 2, pageViews: 2 });
    expect(r.referrers).toEqual([
      { referrer: 'www.linkedin.com', visitors: 2 },
      { referrer: 'www.google.com', visitors: 1 },
    ]);
    expect(r.campaigns).toEqual([{ source: 'linkedin', medium: 'social', campaign: 'launch', visitors: 2 }]);
    expect(r.devices).toEqual(
      expect.arrayContaining([
        { device: 'desktop', visitors: 3 },
        { device: 'mobile', visitors: 2 },
      ]),
    );
    expect(r.events).toEqual(
      expect.arrayContaining([
        { name: 'stack_completed', count: 1 },
        { name: 'contact_started', count: 1 },
        { name: 'contact_sent', count: 1 },
      ]),
    );
  });

  it('gives the funnel overall and per source and campaign, the last four steps from the enquiries', async () => {
    const r = await report('days=7');
    expect(r.funnel[0].source).toBe('all');
    // Both enquiries qualified without a call have passed "meeting booked": the steps never widen again.
    expect(stepsOf(r.funnel[0])).toBe(
      'visit 5 1, stack_completed 1 0.2, subscribed 0 0, contact_started 1 1, enquiry_sent 3 3, meeting_booked 2 0.6667, qualified 2 1, won 1 0.5',
    );
    const linkedin = r.funnel.find((row: { source: string }) => row.source === 'linkedin');
    expect(linkedin.campaign).toBe('launch');
    expect(stepsOf(linkedin)).toBe(
      'visit 2 1, stack_completed 1 0.5, subscribed 0 0, contact_started 1 1, enquiry_sent 3 3, meeting_booked 2 0.6667, qualified 2 1, won 1 0.5',
    );
    const fromGoogle = r.funnel.find((row: { source: string }) => row.source === 'www.google.com');
    expect(stepsOf(fromGoogle)).toBe(
      'visit 1 1, stack_completed 0 0, subscribed 0 0, contact_started 0 0, enquiry_sent 0 0, meeting_booked 0 0, qualified 0 0, won 0 0',
    );
  });

  it("gives web vitals' 75th percentile per page, device and metric, and per day", async () => {
    const r = await report('days=7');
    expect(r.vitals).toEqual([
      { path: '/', device: 'mobile', name: 'LCP', p75: expect.any(Number), samples: 4 },
    ]);
    // The third of four samples, within the histogram's 5 % buckets.
    expect(r.vitals[0].p75).toBeGreaterThan(2900);
    expect(r.vitals[0].p75).toBeLessThan(3100);
    expect(r.vitalsDaily).toEqual([{ date: '2026-04-01', name: 'LCP', p75: r.vitals[0].p75, samples: 4 }]);
  });

  it("shows today's hits after the next roll-up", async () => {
    await sendHits(t, [pageview('/insights')], as(5));
    await t.app.analytics.rollUps.run();
    const r = await report('days=7');
    expect(r.daily.at(-1)).toEqual({ date: '2026-04-03', visitors: 1, pageViews: 1 });
  });

  it('gives the same figures as CSV', async () => {
    const response = await fetch(`${t.baseUrl}/api/analytics/traffic.csv?from=2026-04-01&to=2026-04-02`, {
      headers: { authorization: `Bearer ${t.tokens.editor}` },
    });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/csv');
    const csv = await response.text();
    expect(csv).toContain('"Section","Date","Item","Detail","Metric","Value"');
    expect(csv).toContain('"summary","2026-04-01..2026-04-02",,,"visitors","5"');
    expect(csv).toContain('"funnel","2026-04-01..2026-04-02","linkedin","launch","meeting_booked","2"');
    expect(csv).toContain('"funnel","2026-04-01..2026-04-02","linkedin","launch","won","1"');
  });

  it('is for administrators and editors only', async () => {
    expect((await t.call('GET', '/analytics/traffic')).status).toBe(401);
    expect((await t.call('GET', '/analytics/traffic.csv')).status).toBe(401);
    expect((await t.call('GET', '/analytics/traffic', { token: t.tokens.user })).status).toBe(403);
    expect((await t.call('GET', '/analytics/traffic', { token: t.tokens.admin })).status).toBe(200);
  });

  it('counts a call booked for an enquiry that was lost later, and no step for one lost without a call', async () => {
    const { Enquiry } = t.app.db.models;
    const open = await Enquiry.findOne({ stage: 'new' }).exec();
    await Enquiry.updateOne({ _id: open!._id }, { stage: 'lost', meetingBookedAt: new Date() }).exec();
    try {
      const booked = await report('days=7');
      expect(stepsOf(booked.funnel[0])).toContain('enquiry_sent 3 3, meeting_booked 3 1, qualified 2 0.6667');
      await Enquiry.updateOne({ _id: open!._id }, { $unset: { meetingBookedAt: 1 } }).exec();
      const notBooked = await report('days=7');
      expect(stepsOf(notBooked.funnel[0])).toContain('enquiry_sent 3 3, meeting_booked 2 0.6667');
    } finally {
      await Enquiry.updateOne({ _id: open!._id }, { stage: 'new' }).exec();
    }
  });

  it.each([
    'days=14',
    'from=2026-04-03&to=2026-04-01',
    'days=7&from=2026-04-01',
    'from=April',
    'from=2025-01-01&to=2026-04-01',
    'extra=1',
  ])('refuses %s (400)', async (query) => {
    const result = await t.call('GET', `/analytics/traffic?${query}`, { token: t.tokens.editor });
    expect(result.status).toBe(400);
    expect(result.body.success).toBe(false);
  });
});

it('two instances rolling the same days up at once count every hit once', async () => {
  const other = await startTestApp(t.db, {}, { clock: clock.now });
  try {
    await Promise.all([
      other.app.analytics.rollUps.rollUp('2026-04-01', true),
      t.app.analytics.rollUps.rollUp('2026-04-01', true),
    ]);
    await Promise.all([other.app.analytics.rollUps.run(), t.app.analytics.rollUps.run()]);
    expect(await t.app.db.models.AnalyticsDay.countDocuments({ _id: '2026-04-01' })).toBe(1);
    const r = await report('from=2026-04-01&to=2026-04-02');
    expect(r.visitors).toEqual({ value: 5, previous: 0 });
    expect(r.pages.find((p: { path: string }) => p.path === '/').pageViews).toBe(2);
  } finally {
    await other.close();
  }
});
