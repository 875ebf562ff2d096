import type { LeadSource } from '@mwangaza/shared/schemas';

/** Shown for a visit that came with neither a referrer nor a campaign (typed, bookmarked, an app). */
export const DIRECT = '(direct)';

/** The host of a referrer's address, lower case ("" when there is none or it is not an address). */
export function referrerHost(referrer: string | undefined): string {
  if (!referrer) return '';
  try {
    return new URL(referrer).hostname.toLowerCase();
  } catch {
    return '';
  }
}

/** What a visit is reported under: its campaign's utm source, else its referrer's host, else "(direct)". */
export function sourceName(source: Pick<LeadSource, 'referrer' | 'utm'> | null | undefined): string {
  return source?.utm?.source?.toLowerCase() || referrerHost(source?.referrer) || DIRECT;
}

/** A value matched whole and in any case, literally (never as a pattern). */
export function wholeValue(value: string): RegExp {
  return new RegExp(`^${value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`, 'i');
}
