/** Reads a page's head the way a link-preview bot does: plain text, no script run. */
const ENTITIES: Record<string, string> = {
  '&amp;': '&',
  '&lt;': '<',
  '&gt;': '>',
  '&quot;': '"',
  '&#39;': "'",
};
const decode = (value: string) =>
  value.replace(/&(amp|lt|gt|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

export function titleOf(html: string): string | undefined {
  const match = /<title>([^<]*)<\/title>/.exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** The content of <meta name|property="key">, decoded; undefined when absent. */
export function metaOf(html: string, key: string): string | undefined {
  const match = new RegExp(
    `<meta (?:name|property)="${key.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}" content="([^"]*)">`,
  ).exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

export function canonicalOf(html: string): string | undefined {
  const match = /<link rel="canonical" href="([^"]*)">/.exec(html);
  return match?.[1] === undefined ? undefined : decode(match[1]);
}

/** Every JSON-LD block of the page, parsed. */
export function jsonLdOf(html: string): Array<Record<string, unknown>> {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => JSON.parse(match[1] ?? 'null') as Record<string, unknown>,
  );
}
