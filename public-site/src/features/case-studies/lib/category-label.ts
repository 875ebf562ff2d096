import { CASE_STUDY_CATEGORIES } from '@mwangaza/shared';
import type { MessageId } from '../../../i18n';
import { ALL_CATEGORIES } from './filter-case-studies';

const KNOWN = new Set<string>([ALL_CATEGORIES, ...CASE_STUDY_CATEGORIES]);

/**
 * A category's name in the page's language. Categories are a fixed English list stored on each case study
 * (and used in the filter's value); a name the site does not know is shown as written.
 */
export function categoryLabel(t: (id: MessageId) => string, category: string): string {
  return KNOWN.has(category) ? t(`caseStudies.category.${category}` as MessageId) : category;
}
