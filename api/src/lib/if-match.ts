/**
 * Whether an If-Match header (RFC 9110, 13.1.1) lets a write to a resource whose entity tag is `current`
 * go ahead: `*`, or one of its tags equal to `current` by strong comparison. A weak tag (`W/"…"`) never
 * matches, nor does anything that is not a quoted tag.
 */
export function ifMatchAccepts(header: string, current: string): boolean {
  if (header.trim() === '*') return true;
  for (const [, weak, tag] of header.matchAll(/(W\/)?("[^"]*")/g)) if (!weak && tag === current) return true;
  return false;
}
