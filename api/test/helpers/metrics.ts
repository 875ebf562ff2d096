/** Reading Prometheus' text format in tests (the API's and the shell server's GET /metrics). */

/** Where the test runs, GET /metrics with `Authorization: Bearer <token>` (raw text). */
export async function scrape(baseUrl: string, token: string): Promise<string> {
  const response = await fetch(`${baseUrl}/metrics`, { headers: { authorization: `Bearer ${token}` } });
  if (response.status !== 200) throw new Error(`GET /metrics answered ${response.status}`);
  return response.text();
}

function parseLabels(text: string): Record<string, string> {
  const labels: Record<string, string> = {};
  for (const [, name, value] of text.matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)) labels[name!] = value!;
  return labels;
}

/** Every sample of `name` (exactly that name) with its labels and value. */
export function samples(text: string, name: string): { labels: Record<string, string>; value: number }[] {
  const found = [];
  for (const line of text.split('\n')) {
    const match = /^([a-zA-Z_:][\w:]*)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (match?.[1] === name) found.push({ labels: parseLabels(match[2] ?? ''), value: Number(match[3]) });
  }
  return found;
}

/** The value of the one sample of `name` whose labels include `labels`; undefined when there is none. */
export function sample(text: string, name: string, labels: Record<string, string> = {}): number | undefined {
  const matching = samples(text, name).filter((s) =>
    Object.entries(labels).every(([key, value]) => s.labels[key] === value),
  );
  if (matching.length > 1) throw new Error(`${matching.length} samples of ${name} match the labels`);
  return matching[0]?.value;
}
