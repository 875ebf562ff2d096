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
import { ServiceDetail } from './service-detail';
import styles from './service-detail.module.css';

/** /services/:serviceId: the service, or 'Service not found' on a 404, or an error with a retry. */
export function ServiceDetailPage() {
  const { serviceId = '' } = useParams();
  const { data, error, isLoading, isFetching, refetch } = contentApi.useGetServiceQuery(serviceId, {
    skip: !serviceId,
  });
  const service = data?.service;
  const notFound = !serviceId || (isApiError(error) && error.status === 404);
  useCanonicalSlug('/services', serviceId, service?.slug);

  usePageMeta(
    service?.title ?? (notFound ? 'Service not found' : 'Services'),
    service?.description ?? 'Data services from Mwangaza Analytics.',
  );

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
