import { useMemo, type Ref } from 'react';
import type { CaseStudy } from '@mwangaza/shared';
import { CASE_STUDY_CATEGORIES, contentApi } from '@mwangaza/shared';
import { ListFilters } from '../../../lib/list-filters';
import { ALL_CATEGORIES } from '../lib/filter-case-studies';
import styles from './case-studies-page.module.css';
import { categoryLabel } from '../lib/category-label';
import { useT } from '../../../i18n';

interface CaseStudyFiltersProps {
  ref?: Ref<HTMLDivElement>;
  caseStudies: CaseStudy[];
  search: string;
  onSearchChange(value: string): void;
  category: string;
  onCategoryChange(category: string): void;
}

export function CaseStudyFilters({
  ref,
  caseStudies,
  search,
  onSearchChange,
  category,
  onCategoryChange,
}: CaseStudyFiltersProps) {
  const t = useT();
  const { data } = contentApi.useGetCaseStudyCategoriesQuery();
  // Should the categories call fail, the chips still work from the categories of the loaded case studies.
  const categories = useMemo<string[]>(
    () =>
      data?.categories ??
      CASE_STUDY_CATEGORIES.filter((name) => caseStudies.some((caseStudy) => caseStudy.category === name)),
    [data, caseStudies],
  );

  return (
    <ListFilters
      ref={ref}
      className={styles.filters}
      search={{
        value: search,
        onChange: onSearchChange,
        label: t('caseStudies.search'),
        placeholder: t('caseStudies.searchPlaceholder'),
      }}
      chips={{
        label: t('caseStudies.filterLabel'),
        choices: [ALL_CATEGORIES, ...categories].map((name) => ({
          value: name,
          label: categoryLabel(t, name),
        })),
        selected: category,
        onSelect: onCategoryChange,
      }}
    />
  );
}
