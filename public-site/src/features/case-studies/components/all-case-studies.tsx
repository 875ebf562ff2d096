import type { Ref } from 'react';
import type { CaseStudy } from '@mwangaza/shared';
import { Button, EmptyState, Section } from '@mwangaza/shared';
import { filterCaseStudies } from '../lib/filter-case-studies';
import { CaseStudyCard } from './case-study-card';
import { CaseStudyFilters } from './case-study-filters';
import styles from './case-studies-page.module.css';

interface AllCaseStudiesProps {
  caseStudies: CaseStudy[];
  search: string;
  onSearchChange(value: string): void;
  category: string;
  onCategoryChange(category: string): void;
  onClear(): void;
  filtersRef: Ref<HTMLDivElement>;
}

export function AllCaseStudies({
  caseStudies,
  search,
  category,
  onClear,
  filtersRef,
  ...handlers
}: AllCaseStudiesProps) {
  const visible = filterCaseStudies(caseStudies, search, category);
  const filtered = visible.length !== caseStudies.length;

  return (
    <Section id="all-case-studies" eyebrow="Portfolio" title="All Case Studies">
      <CaseStudyFilters
        ref={filtersRef}
        caseStudies={caseStudies}
        search={search}
        category={category}
        {...handlers}
      />
      <p className={styles.count} role="status">
        {filtered ? `Showing ${visible.length} of ${caseStudies.length} case studies` : ''}
      </p>
      {caseStudies.length === 0 ? (
        <EmptyState message="No case studies available." />
      ) : visible.length === 0 ? (
        <EmptyState
          message={
            search.trim()
              ? `No case studies found matching "${search}"`
              : `No case studies found in ${category}`
          }
          action={
            <Button variant="secondary" onClick={onClear}>
              {search.trim() ? 'Clear search' : 'Show all'}
            </Button>
          }
        />
      ) : (
        <ul className={styles.grid}>
          {visible.map((caseStudy) => (
            <li key={caseStudy.id}>
              <CaseStudyCard caseStudy={caseStudy} />
            </li>
          ))}
        </ul>
      )}
    </Section>
  );
}
