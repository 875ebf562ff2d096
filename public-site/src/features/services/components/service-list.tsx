import type { Service } from '@mwangaza/shared';
import { useId } from 'react';
import {
  Button,
  Container,
  EmptyState,
  ErrorBanner,
  Spinner,
  VisuallyHidden,
  isApiError,
} from '@mwangaza/shared';
import { filterServices } from '../lib/filter-services';
import { ServiceCard } from './service-card';
import styles from './services-page.module.css';

interface ServiceListProps {
  services: Service[] | undefined;
  isLoading: boolean;
  error: unknown;
  onRetry(): void;
  search: string;
  onClearSearch(): void;
}

export function ServiceList({
  services,
  isLoading,
  error,
  onRetry,
  search,
  onClearSearch,
}: ServiceListProps) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.listSection}>
      <Container>
        <VisuallyHidden as="h2" id={headingId}>
          All services
        </VisuallyHidden>
        {renderBody()}
      </Container>
    </section>
  );

  function renderBody() {
    if (isLoading) return <Spinner label="Loading services..." size="lg" className={styles.loading} />;
    if (error || !services) {
      // Retry refetches the list: the same as reloading the page, without losing the page state.
      const reason = isApiError(error) ? error.message : 'Request failed';
      return <ErrorBanner message={`Failed to load services: ${reason}`} onRetry={onRetry} />;
    }
    if (services.length === 0) return <EmptyState message="No services available." />;

    const visible = filterServices(services, search);
    return (
      <>
        <p className={styles.count} role="status">
          {search.trim() ? `${visible.length} of ${services.length} services match` : ''}
        </p>
        {visible.length === 0 ? (
          <EmptyState
            message={`No services found matching "${search}"`}
            action={
              <Button variant="secondary" onClick={onClearSearch}>
                Clear search
              </Button>
            }
          />
        ) : (
          <ul className={styles.grid}>
            {visible.map((service, index) => (
              <li key={service.id}>
                <ServiceCard service={service} priority={index === 0} />
              </li>
            ))}
          </ul>
        )}
      </>
    );
  }
}
