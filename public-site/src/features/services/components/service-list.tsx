import { FormattedMessage } from 'react-intl';
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
import { useT } from '../../../i18n';

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
  const t = useT();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className={styles.listSection}>
      <Container>
        <VisuallyHidden as="h2" id={headingId}>
          <FormattedMessage id="services.allServices" />
        </VisuallyHidden>
        {renderBody()}
      </Container>
    </section>
  );

  function renderBody() {
    if (isLoading) return <Spinner label={t('services.loading')} size="lg" className={styles.loading} />;
    if (error || !services) {
      // Retry refetches the list: the same as reloading the page, without losing the page state.
      const reason = isApiError(error) ? error.message : t('services.requestFailed');
      return <ErrorBanner message={t('services.failed', { reason })} onRetry={onRetry} />;
    }
    if (services.length === 0) return <EmptyState message={t('services.empty')} />;

    const visible = filterServices(services, search);
    return (
      <>
        <p className={styles.count} role="status">
          {search.trim() ? t('services.matchCount', { shown: visible.length, total: services.length }) : ''}
        </p>
        {visible.length === 0 ? (
          <EmptyState
            message={t('services.noMatch', { search })}
            action={
              <Button variant="secondary" onClick={onClearSearch}>
                <FormattedMessage id="services.clearSearch" />
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
