import {
  EmptyState,
  ErrorBanner,
  Panel,
  Spinner,
  Table,
  getErrorMessage,
  contentApi,
  type CaseStudy,
} from '@mwangaza/shared';
import { Link } from '@mwangaza/shared/router';
import styles from './dashboard.module.css';

/** Spec section 9: the dashboard lists 5 featured case studies. */
export const FEATURED_LIMIT = 5;

const columns = [
  {
    key: 'title',
    header: 'Title',
    render: (row: CaseStudy) => <span className={styles.primary}>{row.title}</span>,
  },
  { key: 'client', header: 'Client', render: (row: CaseStudy) => row.client },
  {
    key: 'category',
    header: 'Category',
    render: (row: CaseStudy) => <span className={styles.category}>{row.category}</span>,
  },
];

/** Up to five featured case studies: Title, Client, Category. */
export function FeaturedCaseStudies() {
  const { data, isLoading, error, refetch } = contentApi.useGetCaseStudiesQuery({
    featured: true,
    limit: FEATURED_LIMIT,
  });
  const rows = (data?.caseStudies ?? []).slice(0, FEATURED_LIMIT);

  return (
    <Panel className={styles.panel} aria-labelledby="featured-heading">
      <div className={styles.panelHeader}>
        <h2 id="featured-heading" className={styles.panelTitle}>
          Featured case studies
        </h2>
        <Link to="/admin/case-studies" className={styles.panelLink}>
          All case studies
        </Link>
      </div>
      {isLoading ? (
        <div className={styles.center}>
          <Spinner label="Loading featured case studies..." />
        </div>
      ) : error ? (
        <ErrorBanner message={getErrorMessage(error, 'Failed to load case studies')} onRetry={refetch} />
      ) : rows.length === 0 ? (
        <EmptyState message="No featured case studies available." />
      ) : (
        <Table caption="Featured case studies" columns={columns} rows={rows} getRowKey={(row) => row.id} />
      )}
    </Panel>
  );
}
