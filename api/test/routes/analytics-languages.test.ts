import { browser, direct, event, pageview, sendHits } from '../helpers/analytics';
import { DAY } from '../helpers/clock';
import { manualClock, setUpTestApp } from '../helpers/test-app';

jest.setTimeout(90_000);

const clock = manualClock(Date.parse('2026-05-10T10:00:00Z'));
const t = setUpTestApp({ clock: clock.now, sessions: true });
const as = (n: number) => ({ 'user-agent': browser(n) });

const report = async (query: string) => {
  const result = await t.call('GET', `/analytics/traffic?${query}`, { token: t.tokens.editor });
  expect(result.status).toBe(200);
  return result.body.data.report;
};
type Steps = { steps: { step: string; count: number }[] };
const counts = (row: Steps) => Object.fromEntries(row.steps.map(({ step, count }) => [step, count]));

async function enquiry(locale: string | undefined, browserNumber: number, stage?: 'qualified') {
  const sent = await t.call('POST', '/contact', {
    body: {
      name: 'Awa Diop',
      email: 'awa@example.sn',
      project: 'Tableaux de bord',
      fillTimeMs: 60_000,
      source: direct,
      ...(locale ? { locale } : {}),
    },
    headers: as(browserNumber),
  });
  expect(sent.status).toBe(201);
  if (stage) {
    const moved = await t.call('PATCH', `/contact/enquiries/${sent.body.data.id}`, {
      token: t.tokens.editor,
      body: { stage },
    });
    expect(moved.status).toBe(200);
  }
}

beforeAll(async () => {
  // 8 May: a day rolled up before languages were counted (no `languages`): every page then was English.
  await t.app.db.models.AnalyticsDay.collection.insertOne({
    _id: '2026-05-08',
    date: new Date('2026-05-08T00:00:00Z'),
    complete: true,
    rolledUpAt: new Date('2026-05-09T00:00:00Z'),
    revision: 'before-languages',
    visitors: 4,
    pageViews: 6,
    pages: [{ path: '/', visitors: 4, pageViews: 6 }],
    referrers: [],
    campaigns: [],
    devices: [],
    events: [],
    steps: { visit: 4, stack_completed: 1, contact_started: 0 },
    funnel: [],
    vitals: [],
  } as never);

  // 10 May: a reader in French goes as far as an enquiry, one in Kiswahili starts the form and sends one,
  // one reads English, and one reads both English and French.
  await sendHits(
    t,
    [
      pageview('/fr/'),
      pageview('/fr/services'),
      event('stack_completed', direct, '/fr/build-my-stack'),
      event('contact_started', direct, '/fr/contact'),
    ],
    as(1),
  );
  await sendHits(t, [pageview('/sw/'), event('contact_started', direct, '/sw/contact')], as(2));
  await sendHits(t, [pageview('/'), pageview('/about')], as(3));
  await sendHits(t, [pageview('/'), pageview('/fr/about')], as(4));
  await enquiry('fr', 1, 'qualified');
  await enquiry('sw', 2);
  clock.advance(DAY);
  await t.app.analytics.rollUps.run();
});

describe('the Traffic report per language', () => {
  it('counts visitors and page views per language of the page, from its path', async () => {
    const r = await report('from=2026-05-10&to=2026-05-10');
    expect(r.languages).toEqual([
      { locale: 'en', visitors: 2, pageViews: 3 },
      { locale: 'sw', visitors: 1, pageViews: 1 },
      { locale: 'fr', visitors: 2, pageViews: 3 },
    ]);
    const page = (path: string) => r.pages.find((row: { path: string }) => row.path === path);
    expect(page('/fr/services')).toMatchObject({ locale: 'fr', pageViews: 1 });
    expect(page('/sw/')).toMatchObject({ locale: 'sw' });
    expect(page('/about')).toMatchObject({ locale: 'en' });
  });

  it('gives the funnel per language: steps on its pages, enquiries sent in it', async () => {
    const r = await report('from=2026-05-10&to=2026-05-10');
    expect(r.funnelByLanguage.map((row: { locale: string }) => row.locale)).toEqual(['en', 'sw', 'fr']);
    const [en, sw, fr] = r.funnelByLanguage.map(counts);
    expect(fr).toEqual({
      visit: 2,
      stack_completed: 1,
      subscribed: 0,
      contact_started: 1,
      enquiry_sent: 1,
      meeting_booked: 1,
      qualified: 1,
      won: 0,
    });
    expect(sw).toEqual({
      visit: 1,
      stack_completed: 0,
      subscribed: 0,
      contact_started: 1,
      enquiry_sent: 1,
      meeting_booked: 0,
      qualified: 0,
      won: 0,
    });
    expect(en).toMatchObject({ visit: 2, enquiry_sent: 0 });
    // The languages' enquiries add up to the whole site's.
    expect(counts(r.funnel[0]).enquiry_sent).toBe(2);
  });

  it('keeps a day bounded: one row per language at most', async () => {
    const day = await t.app.db.models.AnalyticsDay.collection.findOne({ _id: '2026-05-10' } as never);
    expect(day!.languages.map((row: { locale: string }) => row.locale)).toEqual(['en', 'sw', 'fr']);
  });

  it('counts a day rolled up before languages were recorded as English', async () => {
    const r = await report('from=2026-05-08&to=2026-05-10');
    expect(r.languages[0]).toEqual({ locale: 'en', visitors: 2 + 4, pageViews: 3 + 6 });
    expect(counts(r.funnelByLanguage[0])).toMatchObject({ visit: 6, stack_completed: 1 });
  });

  it('puts the languages and their funnel in the CSV', async () => {
    const response = await fetch(`${t.baseUrl}/api/analytics/traffic.csv?from=2026-05-10&to=2026-05-10`, {
      headers: { authorization: `Bearer ${t.tokens.editor}` },
    });
    const csv = await response.text();
    expect(csv).toContain('"languages","2026-05-10..2026-05-10","fr",,"visitors","2"');
    expect(csv).toContain('"funnel by language","2026-05-10..2026-05-10","sw",,"enquiry_sent","1"');
  });
});
