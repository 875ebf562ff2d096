import type { CaseStudy } from '@mwangaza/shared';

export const ALL_CATEGORIES = 'All';

/** Public case-study search: case-insensitive on title, client or brief, combined with a category. */
export function filterCaseStudies(
  caseStudies: readonly CaseStudy[],
  search: string,
  category: string,
): CaseStudy[] {
  const needle = search.trim().toLowerCase();
  return caseStudies.filter((caseStudy) => {
    if (category !== ALL_CATEGORIES && caseStudy.category !== category) return false;
    if (!needle) return true;
    return [caseStudy.title, caseStudy.client, caseStudy.brief].some((text) =>
      text.toLowerCase().includes(needle),
    );
  });
}
