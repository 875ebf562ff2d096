import { loadFreshPage as load } from './analytics/test-page';

beforeEach(() => {
  jest.useFakeTimers();
  window.history.replaceState(null, '', '/case-studies/water?utm_source=linkedin&utm_campaign=launch');
  sessionStorage.clear();
});
afterEach(() => jest.useRealTimers());

it('starts once the page is idle and sends page views, events and the lead source to /api/events', async () => {
  const { beacons, sentHits, track, trackPageView } = load();
  trackPageView('/case-studies/water');
  await jest.advanceTimersByTimeAsync(500);
  expect(beacons).toEqual([]);
  await jest.advanceTimersByTimeAsync(1_000);
  window.history.pushState(null, '', '/contact');
  trackPageView('/contact');
  track('contact_step', { step: 2 });
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons.map(({ url }) => url)).toEqual([
    'http://localhost/api/events',
    'http://localhost/api/events',
  ]);
  expect(await sentHits()).toMatchObject([
    { type: 'pageview', path: '/case-studies/water' },
    { type: 'pageview', path: '/contact' },
    {
      type: 'event',
      name: 'contact_step',
      step: 2,
      path: '/contact',
      source: {
        landingPage: '/case-studies/water',
        referrer: '',
        utm: { source: 'linkedin', campaign: 'launch' },
      },
    },
  ]);
  expect(document.cookie).toBe('');
  expect(localStorage.length).toBe(0);
});

it.each([
  ['Do Not Track', { doNotTrack: '1' }],
  ['Global Privacy Control', { globalPrivacyControl: true }],
])('sends nothing and keeps no lead source with %s', async (_name, signals) => {
  const { beacons, trackPageView } = load(signals);
  trackPageView('/case-studies/water');
  await jest.advanceTimersByTimeAsync(10_000);
  window.dispatchEvent(new Event('pagehide'));
  expect(beacons).toEqual([]);
  expect(sessionStorage.length).toBe(0);
});
