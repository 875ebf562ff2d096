import {
  ButtonLink,
  Container,
  ErrorBanner,
  Spinner,
  contentApi,
  getErrorMessage,
  insights,
} from '@mwangaza/shared';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { InsightDetail } from './insight-detail';
import styles from './insights.module.css';

/** /insights/:id: the insight, or 'Insight not found' on a 404, or an error with a retry. */
export function InsightDetailPage() {
  const { item, notFound, error, isLoading, isFetching, refetch } = useCollectionItem(
    insights,
    contentApi.useGetInsightQuery,
  );

  if (notFound) {
    return (
      <Container className={styles.state}>
        <h1>Insight not found</h1>
        <p className={styles.stateText}>This insight does not exist or has been removed.</p>
        <ButtonLink to="/insights" variant="secondary">
          ← Back to insights
        </ButtonLink>
      </Container>
    );
  }
  if (isLoading || (isFetching && !item)) {
    return (
      <Container className={styles.state}>
        <Spinner label="Loading insight..." size="lg" />
      </Container>
    );
  }
  if (!item) {
    return (
      <Container className={styles.state}>
        <h1>Something went wrong</h1>
        <ErrorBanner
          message={getErrorMessage(error, 'Failed to load this insight')}
          onRetry={() => void refetch()}
        />
        <ButtonLink to="/insights" variant="ghost">
          ← Back to insights
        </ButtonLink>
      </Container>
    );
  }
  return <InsightDetail insight={item} />;
}
