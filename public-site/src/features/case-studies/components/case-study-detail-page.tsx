import {
  ButtonLink,
  Container,
  ErrorBanner,
  Spinner,
  caseStudies,
  contentApi,
  getErrorMessage,
} from '@mwangaza/shared';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { CaseStudyDetail } from './case-study-detail';
import styles from './case-study-detail.module.css';

/** /case-studies/:id: the case study, or 'Case study not found' on a 404, or an error with a retry. */
export function CaseStudyDetailPage() {
  const {
    item: caseStudy,
    notFound,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useCollectionItem(caseStudies, contentApi.useGetCaseStudyQuery);

  if (notFound) {
    return (
      <Container className={styles.state}>
        <h1 className={styles.stateTitle}>Case study not found</h1>
        <p className={styles.stateText}>This case study does not exist or has been removed.</p>
        <ButtonLink to="/case-studies" variant="secondary">
          ← Back to case studies
        </ButtonLink>
      </Container>
    );
  }
  if (isLoading || (isFetching && !caseStudy)) {
    return (
      <Container className={styles.state}>
        <Spinner label="Loading case study..." size="lg" />
      </Container>
    );
  }
  if (!caseStudy) {
    return (
      <Container className={styles.state}>
        <h1 className={styles.stateTitle}>Something went wrong</h1>
        <ErrorBanner
          message={getErrorMessage(error, 'Failed to load this case study')}
          onRetry={() => void refetch()}
        />
        <ButtonLink to="/case-studies" variant="ghost">
          ← Back to case studies
        </ButtonLink>
      </Container>
    );
  }
  return <CaseStudyDetail caseStudy={caseStudy} />;
}
