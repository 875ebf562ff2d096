import type { CaseStudy } from '@mwangaza/shared';

/** A small seeded generator (mulberry32): the same seed gives the same order, so a page re-render is stable. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

function shuffle<T>(items: readonly T[], random: () => number): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j] as T, result[i] as T];
  }
  return result;
}

/**
 * A case study page shows 2 random related case studies: two others, preferring the same category. Random picks
 * within each group, drawn from `seed` so the choice holds still across re-renders of one visit.
 */
export function pickRelatedCaseStudies(
  current: Pick<CaseStudy, 'id' | 'category'>,
  caseStudies: readonly CaseStudy[],
  seed: number,
  count = 2,
): CaseStudy[] {
  const random = seededRandom(seed);
  const others = caseStudies.filter((caseStudy) => caseStudy.id !== current.id);
  const sameCategory = others.filter((caseStudy) => caseStudy.category === current.category);
  const otherCategories = others.filter((caseStudy) => caseStudy.category !== current.category);
  return [...shuffle(sameCategory, random), ...shuffle(otherCategories, random)].slice(0, count);
}
