import {
  ButtonLink,
  Container,
  ErrorBanner,
  Spinner,
  contentApi,
  getErrorMessage,
  services,
} from '@mwangaza/shared';
import { useCollectionItem } from '../../../lib/use-collection-item';
import { ServiceDetail } from './service-detail';
import styles from './service-detail.module.css';

/** /services/:id: the service, or 'Service not found' on a 404, or an error with a retry. */
export function ServiceDetailPage() {
  const {
    item: service,
    notFound,
    error,
    isLoading,
    isFetching,
    refetch,
  } = useCollectionItem(services, contentApi.useGetServiceQuery);

  if (notFound) {
    return (
      <Container className={styles.state}>
        <h1 className={styles.stateTitle}>Service not found</h1>
        <p className={styles.stateText}>
          The service you are looking for does not exist or is no longer offered.
        </p>
        <ButtonLink to="/services" variant="secondary">
          ← Back to services
        </ButtonLink>
      </Container>
    );
  }
  if (isLoading || (isFetching && !service)) {
    return (
      <Container className={styles.state}>
        <Spinner label="Loading service..." size="lg" />
      </Container>
    );
  }
  if (!service) {
    return (
      <Container className={styles.state}>
        <h1 className={styles.stateTitle}>Something went wrong</h1>
        <ErrorBanner
          message={getErrorMessage(error, 'Failed to load this service')}
          onRetry={() => void refetch()}
        />
        <ButtonLink to="/services" variant="ghost">
          ← Back to services
        </ButtonLink>
      </Container>
    );
  }
  return <ServiceDetail service={service} />;
}
