import type { CaseStudy, Service } from '@mwangaza/shared';

/*
 * A service page shows 2 related case studies matched by title text. Every case study of a data consultancy
 * mentions "data" or "analytics", so those words carry no signal: a case study matches when it mentions the
 * service's whole title, or one of the title's distinctive key words (compared by a short stem, so
 * "Pipelines" finds "pipeline" and "Visualization" finds "visualise"). Hits in the case study's title weigh more.
 */

const GENERIC_WORDS = new Set([
  'data',
  'analytics',
  'and',
  'the',
  'for',
  'with',
  'services',
  'service',
  'solutions',
]);
const MIN_WORD_LENGTH = 3;
const STEM_LENGTH = 5;

function words(text: string): string[] {
  return text.toLowerCase().match(/[a-z0-9]+/g) ?? [];
}

function stem(word: string): string {
  return word.length > STEM_LENGTH ? word.slice(0, STEM_LENGTH) : word.replace(/[sy]$/, '');
}

/** The stems of the distinctive words of a service title ("Data Lakes" → ["lake"]). */
export function serviceKeywords(title: string): string[] {
  const stems = words(title)
    .filter((word) => word.length >= MIN_WORD_LENGTH && !GENERIC_WORDS.has(word))
    .map(stem);
  return [...new Set(stems)];
}

function normalise(text: string): string {
  return words(text).join(' ');
}

/** How strongly a case study relates to a service title; 0 means unrelated. */
export function relevance(serviceTitle: string, caseStudy: CaseStudy): number {
  const phrase = normalise(serviceTitle);
  const title = normalise(caseStudy.title);
  const body = normalise([caseStudy.brief, ...caseStudy.results].join(' '));
  let score = 0;
  if (phrase && ` ${title} `.includes(` ${phrase} `)) score += 6;
  else if (phrase && ` ${body} `.includes(` ${phrase} `)) score += 4;
  const titleWords = title.split(' ');
  const bodyWords = body.split(' ');
  for (const keyword of serviceKeywords(serviceTitle)) {
    if (titleWords.some((word) => word.startsWith(keyword))) score += 2;
    else if (bodyWords.some((word) => word.startsWith(keyword))) score += 1;
  }
  return score;
}

/** Up to `limit` case studies that mention the service, most relevant first (ties keep the list's order). */
export function relatedCaseStudies(
  service: Pick<Service, 'title'>,
  caseStudies: readonly CaseStudy[],
  limit = 2,
): CaseStudy[] {
  return caseStudies
    .map((caseStudy, index) => ({ caseStudy, index, score: relevance(service.title, caseStudy) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .slice(0, limit)
    .map((entry) => entry.caseStudy);
}
