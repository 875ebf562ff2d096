/** Test helper: a page whose analytics the test drives (sendBeacon recorded, privacy signals set). */
type Shared = typeof import('@mwangaza/shared');

/** A fresh page: new copies of the loader and the shared package (its tracking state lives in the module). */
export function loadFreshPage(signals: { doNotTrack?: string; globalPrivacyControl?: boolean } = {}) {
  jest.resetModules();
  const { track, trackPageView } = jest.requireActual<Shared>('@mwangaza/shared');
  const { loadAnalytics } = jest.requireActual<typeof import('../analytics-loader')>('../analytics-loader');
  Object.defineProperty(navigator, 'doNotTrack', { value: signals.doNotTrack ?? null, configurable: true });
  Object.defineProperty(navigator, 'globalPrivacyControl', {
    value: signals.globalPrivacyControl,
    configurable: true,
  });
  const beacons: { url: string; body: Blob }[] = [];
  Object.defineProperty(navigator, 'sendBeacon', {
    value: (url: string, body: Blob) => beacons.push({ url, body }) > 0,
    configurable: true,
  });
  loadAnalytics();
  const sentHits = async () =>
    (
      await Promise.all(beacons.map(async ({ body }) => JSON.parse(await body.text()) as { hits: unknown[] }))
    ).flatMap((batch) => batch.hits);
  return { beacons, sentHits, track, trackPageView };
}
