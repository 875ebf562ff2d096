import { loadFreshPage } from './test-page';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

it('sends with fetch (keepalive, no credentials) where sendBeacon refuses', async () => {
  const { trackPageView } = loadFreshPage();
  Object.defineProperty(navigator, 'sendBeacon', { value: () => false, configurable: true });
  const fetch = jest.fn(() => Promise.resolve(new Response(null, { status: 202 })));
  window.fetch = fetch as unknown as typeof window.fetch;
  await jest.advanceTimersByTimeAsync(1_500);
  trackPageView('/services');
  window.dispatchEvent(new Event('pagehide'));
  expect(fetch).toHaveBeenCalledWith('http://localhost/api/events', {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: expect.stringContaining('"path":"/services"'),
    keepalive: true,
    credentials: 'omit',
  });
});
