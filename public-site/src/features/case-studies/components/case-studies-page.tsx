import { useMemo, useRef, useState } from 'react';
import {
  Container,
  ErrorBanner,
  Spinner,
  caseStudies as collection,
  contentApi,
  getErrorMessage,
} from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ALL_CATEGORIES } from '../lib/filter-case-studies';
import { AllCaseStudies } from './all-case-studies';
import { CaseStudyCta } from './case-study-cta';
import { FeaturedCaseStudies } from './featured-case-studies';
import styles from './case-studies-page.module.css';
import { PageHeader } from '../../../lib/page-header';

/** /case-studies: hero, the featured projects, then every case study with a live search and category chips. */
export function CaseStudiesPage() {
  usePageMeta(collection.listing.title, collection.listing.description);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const filtersRef = useRef<HTMLDivElement>(null);
  // One request for every case study: the featured grid, the search and the chips all work on it locally.
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetCaseStudiesQuery({ limit: 100 });
  const caseStudies = data?.caseStudies;
  const featured = useMemo(() => caseStudies?.filter((caseStudy) => caseStudy.featured) ?? [], [caseStudies]);

  const clearFilters = () => {
    setSearch('');
    setCategory(ALL_CATEGORIES);
    filtersRef.current?.querySelector('input')?.focus();
  };

  return (
    <>
      <PageHeader
        eyebrow="Case Studies"
        title="Real projects,"
        accent="measurable results"
        lead="See how organisations across Africa use data to cut costs, reach more people and make faster decisions, from hospital supply chains to mobile-money fraud detection."
      />

      {isLoading || (isFetching && !caseStudies) ? (
        <Container className={styles.state}>
          <Spinner label="Loading case studies..." size="lg" />
        </Container>
      ) : !caseStudies ? (
        <Container className={styles.state}>
          <ErrorBanner
            message={getErrorMessage(error, 'Failed to load case studies')}
            onRetry={() => void refetch()}
          />
        </Container>
      ) : (
        <>
          <FeaturedCaseStudies caseStudies={featured} />
          <AllCaseStudies
            caseStudies={caseStudies}
            search={search}
            onSearchChange={setSearch}
            category={category}
            onCategoryChange={setCategory}
            onClear={clearFilters}
            filtersRef={filtersRef}
          />
        </>
      )}
      <CaseStudyCta />
    </>
  );
}
