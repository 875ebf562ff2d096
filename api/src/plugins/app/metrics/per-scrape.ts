/**
 * One read shared by the metrics of a scrape: prom-client collects each metric on its own, all in one pass,
 * so the metrics started in that pass share the read still in flight, and the next scrape reads afresh.
 */
export function sharedPerScrape<T>(read: () => Promise<T>): () => Promise<T> {
  let inFlight: Promise<T> | undefined;
  return () => (inFlight ??= read().finally(() => (inFlight = undefined)));
}
