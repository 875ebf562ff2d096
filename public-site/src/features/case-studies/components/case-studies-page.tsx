import { useMemo, useRef, useState } from 'react';
import { FormattedMessage } from 'react-intl';
import type { CaseStudy } from '@mwangaza/shared';
import {
  Button,
  Container,
  EmptyState,
  ErrorBanner,
  Spinner,
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
import { useContentLocale, useT } from '../../../i18n';
import { categoryLabel } from '../lib/category-label';

/**
 * /case-studies: hero, the search and category chips, then the featured projects and the others, each case
 * study shown once; the filters narrow both.
 */
export function CaseStudiesPage() {
  const t = useT();
  usePageMeta(t('meta.caseStudiesTitle'), t('meta.caseStudiesDescription'));
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
        eyebrow={t('caseStudies.heroEyebrow')}
        title={t('caseStudies.heroTitle')}
        accent={t('caseStudies.heroAccent')}
        lead={t('caseStudies.heroLead')}
      />

      {isLoading || (isFetching && !caseStudies) ? (
        <Container className={styles.state}>
          <Spinner label={t('caseStudies.loading')} size="lg" />
        </Container>
      ) : !caseStudies ? (
        <Container className={styles.state}>
          <ErrorBanner
            message={getErrorMessage(error, t('caseStudies.failed'))}
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
              {filtered ? t('caseStudies.count', { shown: visible.length, total: caseStudies.length }) : ''}
            </p>
          </Container>
          {caseStudies.length === 0 ? (
            <Container className={styles.empty}>
              <EmptyState message={t('caseStudies.empty')} />
            </Container>
          ) : visible.length === 0 ? (
            <Container className={styles.empty}>
              <EmptyState
                message={
                  search.trim()
                    ? t('caseStudies.noMatch', { search })
                    : t('caseStudies.noneInCategory', { category: categoryLabel(t, category) })
                }
                action={
                  <Button variant="secondary" onClick={clearFilters}>
                    <FormattedMessage
                      id={search.trim() ? 'caseStudies.clearSearch' : 'caseStudies.showAll'}
                    />
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
  const t = useT();
  return (
    <>
      {(featured.length > 0 || !filtered) && (
        <CaseStudyGrid
          eyebrow={t('caseStudies.featuredEyebrow')}
          title={t('caseStudies.featuredTitle')}
          caseStudies={featured}
          emptyMessage={t('caseStudies.featuredEmpty')}
          atTop
        />
      )}
      {others.length > 0 && (
        <CaseStudyGrid
          id="all-case-studies"
          eyebrow={t('caseStudies.portfolioEyebrow')}
          title={t(featured.length > 0 ? 'caseStudies.moreTitle' : 'caseStudies.allTitle')}
          caseStudies={others}
          atTop={featured.length === 0}
        />
      )}
    </>
  );
}
