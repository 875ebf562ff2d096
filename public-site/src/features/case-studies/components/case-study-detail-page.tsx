import { useParams } from '@mwangaza/shared/router';
import {
  ButtonLink,
  Container,
  ErrorBanner,
  Spinner,
  getErrorMessage,
  isApiError,
  contentApi,
} from '@mwangaza/shared';
import { useCanonicalSlug } from '../../../lib/use-canonical-slug';
import { usePageMeta } from '../../../lib/use-page-meta';
import { CaseStudyDetail } from './case-study-detail';
import styles from './case-study-detail.module.css';

/** /case-studies/:caseId: the case study, or 'Case study not found' on a 404, or an error with a retry. */
export function CaseStudyDetailPage() {
  const { caseId = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetCaseStudyQuery(caseId, {
    skip: !caseId,
  });
  const caseStudy = data?.caseStudy;
  const notFound = !caseId || (isApiError(error) && error.status === 404);
  useCanonicalSlug('/case-studies', caseId, caseStudy?.slug);

  usePageMeta(
    caseStudy ? caseStudy.title : notFound ? 'Case study not found' : 'Case Studies',
    caseStudy?.brief ?? 'A Mwangaza Analytics case study.',
  );

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
