import { useMemo, useRef, useState } from 'react';
import type { CaseStudy } from '@mwangaza/shared';
import {
  Button,
  Container,
  EmptyState,
  ErrorBanner,
  Spinner,
  caseStudies as collection,
  contentApi,
  getErrorMessage,
} from '@mwangaza/shared';
import { usePageMeta } from '../../../lib/use-page-meta';
import { ALL_CATEGORIES, filterCaseStudies } from '../lib/filter-case-studies';
import { CaseStudyCta } from './case-study-cta';
import { CaseStudyFilters } from './case-study-filters';
import { CaseStudyGrid } from './case-study-grid';
import styles from './case-studies-page.module.css';
import { PageHeader } from '../../../lib/page-header';
import { useContentLocale } from '../../../i18n';

/**
 * /case-studies: hero, the search and category chips, then the featured projects and the others, each case
 * study shown once; the filters narrow both.
 */
export function CaseStudiesPage() {
  usePageMeta(collection.listing.title, collection.listing.description);
  const [search, setSearch] = useState('');
  const [category, setCategory] = useState<string>(ALL_CATEGORIES);
  const filtersRef = useRef<HTMLDivElement>(null);
  // One request for every case study: the grids, the search and the chips all work on it locally.
  const contentLocale = useContentLocale();
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetCaseStudiesQuery({
    locale: contentLocale,
    limit: 100,
  });
  const caseStudies = data?.caseStudies;
  const visible = useMemo(
    () => filterCaseStudies(caseStudies ?? [], search, category),
    [caseStudies, search, category],
  );
  const filtered = search.trim() !== '' || category !== ALL_CATEGORIES;

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
          <Container className={styles.filterBar}>
            <CaseStudyFilters
              ref={filtersRef}
              caseStudies={caseStudies}
              search={search}
              onSearchChange={setSearch}
              category={category}
              onCategoryChange={setCategory}
            />
            <p className={styles.count} role="status">
              {filtered ? `Showing ${visible.length} of ${caseStudies.length} case studies` : ''}
            </p>
          </Container>
          {caseStudies.length === 0 ? (
            <Container className={styles.empty}>
              <EmptyState message="No case studies available." />
            </Container>
          ) : visible.length === 0 ? (
            <Container className={styles.empty}>
              <EmptyState
                message={
                  search.trim()
                    ? `No case studies found matching "${search}"`
                    : `No case studies found in ${category}`
                }
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    {search.trim() ? 'Clear search' : 'Show all'}
                  </Button>
                }
              />
            </Container>
          ) : (
            <CaseStudyGrids caseStudies={visible} filtered={filtered} />
          )}
        </>
      )}
      <CaseStudyCta />
    </>
  );
}

/** The featured projects, then the others: a case study is in one grid only. */
function CaseStudyGrids({ caseStudies, filtered }: { caseStudies: CaseStudy[]; filtered: boolean }) {
  const featured = caseStudies.filter((caseStudy) => caseStudy.featured);
  const others = caseStudies.filter((caseStudy) => !caseStudy.featured);
  return (
    <>
      {(featured.length > 0 || !filtered) && (
        <CaseStudyGrid
          eyebrow="Highlights"
          title="Featured Projects"
          caseStudies={featured}
          emptyMessage="No featured case studies available."
          atTop
        />
      )}
      {others.length > 0 && (
        <CaseStudyGrid
          id="all-case-studies"
          eyebrow="Portfolio"
          title={featured.length > 0 ? 'More Case Studies' : 'Case Studies'}
          caseStudies={others}
          atTop={featured.length === 0}
        />
      )}
    </>
  );
}
