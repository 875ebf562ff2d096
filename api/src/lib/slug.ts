import slugifyText from 'slugify';
import { SLUG_MAX_LENGTH } from '@mwangaza/shared/schemas';

/**
 * A slug made from a title: transliterated to ASCII (slugify's charmap: "Café" → "cafe"), lowercase words
 * joined by single hyphens, cut at a word boundary to leave room for a "-N" suffix. Never empty.
 */
export function slugFromTitle(title: string, fallback = 'item'): string {
  const words = slugifyText(title, { lower: true, strict: true, trim: true }).split('-').filter(Boolean);
  let slug = '';
  for (const word of words) {
    const next = slug ? `${slug}-${word}` : word;
    if (next.length > SLUG_MAX_LENGTH - 4) break;
    slug = next;
  }
  return slug || words[0]?.slice(0, SLUG_MAX_LENGTH - 4) || fallback;
}

/** `base`, or `base-2`, `base-3`... : the first that `taken` does not contain. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}-${n}`;
    if (!taken.has(candidate)) return candidate;
  }
}

/** Content ids made by the API are 7 random characters; seeded records carry readable ids. */
export function isReadableId(id: string): boolean {
  return !/^[a-z0-9]{7}$/.test(id);
}
